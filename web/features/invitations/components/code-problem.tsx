import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVITE_PATH } from '../../../config.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import type { CodeProblem } from '../invite-code.ts';
import classes from './invite-pages.module.css';

/**
 * The 'code wrong', 'code expired' and 'code inactive' pages of the accept screen (spec 2.9), each
 * with 'go home'. None says anything about the school or subject a code might have belonged to.
 */
export function CodeProblemPage({ problem }: { problem: CodeProblem }) {
  const { t } = useTranslation();
  const title = t(`invitations.problem.${problem}.title`);
  usePageTitle(title);
  return (
    <Paper withBorder shadow="sm" p="xl" className={classes.card} data-testid={`code-${problem}`}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{t(`invitations.problem.${problem}.body`)}</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/">
            {t('invitations.problem.home')}
          </Anchor>
          <Anchor component={Link} to={INVITE_PATH}>
            {t('invitations.problem.another')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
