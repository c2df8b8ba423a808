import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubjectRouteContext } from '../../subjects/components/subject-route.tsx';
import type { OutcomePage } from '../outcome-pages.ts';
import { SubjectOutcomeLinks } from './subject-outcome-links.tsx';
import classes from './outcome-page-header.module.css';

/**
 * The top of a subject's outcome page: back to the subject, the links between the outcome pages,
 * the page's heading with the subject's name, what the page shows, and the page's own actions.
 */
export function OutcomePageHeader({
  subject,
  subjectUrl,
  page,
  title,
  intro,
  actions,
}: SubjectRouteContext & { page: OutcomePage; title: string; intro: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap" className={classes.noPrint}>
        <Anchor component={Link} to={subjectUrl}>
          {t('outcomeTags.progress.back', { name: subject.namePlaintext })}
        </Anchor>
        <SubjectOutcomeLinks subject={subject} subjectUrl={subjectUrl} current={page} />
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text fw={500} size="lg">
            {subject.namePlaintext}
          </Text>
        </div>
        {actions && <div className={classes.noPrint}>{actions}</div>}
      </Group>
      <Text c="dimmed" maw="48rem">
        {intro}
      </Text>
    </Stack>
  );
}
