import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TITLE_ID = 'due-dates-title';

/** The due dates region (spec 2.3). Lessons, and with them due dates, are not in the product yet. */
export function DueDates() {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" id={TITLE_ID}>
        {t('subjects.dueDates.title')}
      </Title>
      <Text mt="xs" c="dimmed">
        {t('subjects.dueDates.empty')}
      </Text>
    </Paper>
  );
}
