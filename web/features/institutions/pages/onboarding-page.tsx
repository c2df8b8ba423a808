import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVITE_PATH, SCHOOLS_CONTACT_EMAIL } from '../../../config.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';

/** For a signed-in person who belongs to no school yet: how to join a subject or start a school. */
export function OnboardingPage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.pageTitle'));
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('onboarding.title')}</Title>
        <Text size="lg">{t('onboarding.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper component="section" withBorder p="lg" aria-labelledby="onboarding-join">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="onboarding-join">
              {t('onboarding.join.title')}
            </Title>
            <Text>{t('onboarding.join.body')}</Text>
            <Anchor component={Link} to={INVITE_PATH}>
              {t('onboarding.join.link')}
            </Anchor>
          </Stack>
        </Paper>
        <Paper component="section" withBorder p="lg" aria-labelledby="onboarding-school">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="onboarding-school">
              {t('onboarding.school.title')}
            </Title>
            <Text>{t('onboarding.school.body')}</Text>
            <Anchor href={`mailto:${SCHOOLS_CONTACT_EMAIL}`}>
              {t('onboarding.school.link', { email: SCHOOLS_CONTACT_EMAIL })}
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
