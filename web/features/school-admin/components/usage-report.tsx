import '../school-admin-i18n.ts';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UsageReport as Report } from '../../../../common/usage/schema.ts';
import type { UsagePeriod } from '../../../../common/usage/terms.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { UsageCharts } from './usage-charts.tsx';
import { SubjectsTable, TeachersTable, WeeksTable } from './usage-tables.tsx';

export type UsageView = 'charts' | 'table';

/** The period and view controls, and the CSV download. */
export function UsageControls({
  periods,
  periodKey,
  onPeriod,
  periodLabel,
  view,
  onView,
  onDownload,
  canDownload,
}: {
  periods: readonly UsagePeriod[];
  periodKey: string;
  onPeriod: (key: string) => void;
  periodLabel: (period: UsagePeriod) => string;
  view: UsageView;
  onView: (view: UsageView) => void;
  onDownload: () => void;
  canDownload: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t('schoolAdmin.usage.period.label')}
        value={periodKey}
        onChange={(event) => onPeriod(event.currentTarget.value)}
        data={periods.map((p) => ({ value: p.key, label: periodLabel(p) }))}
        miw={260}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="usage-view-label">
          {t('schoolAdmin.usage.view.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="usage-view-label"
          value={view}
          onChange={(value) => onView(value === 'table' ? 'table' : 'charts')}
          data={[
            { value: 'charts', label: t('schoolAdmin.usage.view.charts') },
            { value: 'table', label: t('schoolAdmin.usage.view.table') },
          ]}
        />
      </Stack>
      <Button variant="light" onClick={onDownload} disabled={!canDownload}>
        {t('schoolAdmin.usage.download')}
      </Button>
    </Group>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The report: totals, the weekly figures as charts or a table, and the subject and teacher tables. */
export function UsageReportView({
  report,
  isPending,
  error,
  onRetry,
  view,
  isUpdating = false,
}: {
  report: Report | undefined;
  isPending: boolean;
  /** Another period's figures are shown until this one's arrive: said to assistive technology. */
  isUpdating?: boolean;
  error: unknown;
  onRetry: () => void;
  view: UsageView;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  if (isPending) return <LoadingState label={t('schoolAdmin.usage.loading')} />;
  if (error || !report)
    return (
      <ErrorState title={t('schoolAdmin.usage.loadError')} error={error} headingOrder={2} onRetry={onRetry} />
    );
  const sum = (pick: (w: Report['weeks'][number]) => number) => report.weeks.reduce((n, w) => n + pick(w), 0);
  const peak = (pick: (w: Report['weeks'][number]) => number) => Math.max(0, ...report.weeks.map(pick));
  const isEmpty = report.weeks.every(
    (w) =>
      w.activeTeachers + w.activeStudents + w.studentsJoined + w.lessonsPublished + w.answersSubmitted === 0,
  );
  return (
    <Stack gap="lg" aria-busy={isUpdating}>
      <Text size="sm" c="dimmed">
        {report.rolledUpAt
          ? t('schoolAdmin.usage.asOf', { date: dateTime(report.rolledUpAt) })
          : t('schoolAdmin.usage.notYet')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Total label={t('schoolAdmin.usage.total.peakStudents')} value={peak((w) => w.activeStudents)} />
        <Total label={t('schoolAdmin.usage.total.peakTeachers')} value={peak((w) => w.activeTeachers)} />
        <Total label={t('schoolAdmin.usage.total.studentsJoined')} value={sum((w) => w.studentsJoined)} />
        <Total label={t('schoolAdmin.usage.total.answersSubmitted')} value={sum((w) => w.answersSubmitted)} />
      </SimpleGrid>
      <Section id="usage-weeks-title" title={t('schoolAdmin.usage.weeksTitle')}>
        {isEmpty && (
          <Text mb="sm" c="dimmed">
            {t('schoolAdmin.usage.empty')}
          </Text>
        )}
        {view === 'table' ? (
          <WeeksTable weeks={report.weeks} />
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <UsageCharts weeks={report.weeks} />
          </SimpleGrid>
        )}
      </Section>
      <Section id="usage-subjects-title" title={t('schoolAdmin.usage.subjectsTitle')}>
        <SubjectsTable subjects={report.subjects} />
      </Section>
      <Section id="usage-teachers-title" title={t('schoolAdmin.usage.teachersTitle')}>
        <TeachersTable teachers={report.teachers} />
      </Section>
    </Stack>
  );
}
