import '../school-admin-i18n.ts';
import { Stack } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { localDate, schoolYearEnd } from '../../../../common/subjects/rules.ts';
import type { InstitutionSettings } from '../../../../common/school-admin/settings.ts';
import {
  openingPeriod,
  rangeUpTo,
  termsPerYear,
  usagePeriods,
  usagePeriodsFromTerms,
  type UsagePeriod,
} from '../../../../common/usage/terms.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { downloadText } from '../../../ui/csv.ts';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { UsageControls, UsageReportView, type UsageView } from '../components/usage-report.tsx';
import { SUBJECT_COLUMNS, TEACHER_COLUMNS, WEEK_COLUMNS } from '../components/usage-tables.tsx';
import { useDayFormat } from '../components/use-day-format.ts';
import { useInstitutionSettings, useUsage } from '../school-admin.queries.ts';
import { usageCsv } from '../usage-csv.ts';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

/** The usage page, `/{endpoint}/institutions/{institutionId}/admin/usage`: how the school uses the platform. */
export function UsagePage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      pageTitle={(institution) => t('schoolAdmin.usage.pageTitle', { name: institution.name })}
    >
      {({ institution, basePath }) => (
        <SchoolAdminFrame
          title={t('schoolAdmin.usage.title')}
          schoolName={institution.name}
          backTo={basePath}
          isAllowed={!!institution.permissions?.includes('read_admins')}
        >
          <SchoolUsageWithTerms institution={institution} />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

/** 'School year 2026 (…)', 'Term 4 (21 Sept – 20 Dec)': the school's own term names where it saved them. */
function usePeriodLabel(locale: string) {
  const { t } = useTranslation();
  const day = useDayFormat();
  return (period: UsagePeriod) => {
    const year = period.yearLabel;
    const dates = `${day(period.from)} – ${day(period.to)}`;
    if (period.kind === 'year') return t('schoolAdmin.usage.period.year', { year, dates });
    if (period.name) return t('schoolAdmin.usage.period.named', { name: period.name, dates });
    const kind = termsPerYear(locale) === 2 ? 'semester' : 'term';
    return t(`schoolAdmin.usage.period.${kind}`, { number: period.term, year, dates });
  };
}

/**
 * The report reads the school's own terms, in its own time zone (its settings: what its admins
 * saved, else its country's defaults), so the settings are loaded first.
 */
function SchoolUsageWithTerms({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const settings = useInstitutionSettings(institution.id, { enabled: true });
  if (settings.isPending) return <LoadingState label={t('schoolAdmin.usage.loadingTerms')} />;
  if (settings.error)
    return (
      <ErrorState
        title={t('schoolAdmin.usage.termsError')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  return <SchoolUsage institution={institution} settings={settings.data} />;
}

function SchoolUsage({ institution, settings }: { institution: Institution; settings: InstitutionSettings }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const today = localDate(new Date(), settings.timezone);
  const periods = useMemo(() => {
    const own = usagePeriodsFromTerms(settings.terms, today);
    // Before the first term starts there is nothing of the school's own year to read yet.
    return own.length > 0
      ? own
      : usagePeriods(today, { endsOn: schoolYearEnd(institution), locale: institution.locale });
  }, [today, institution, settings.terms]);
  const period =
    periods.find((p) => p.key === search.get('period')) ?? openingPeriod(periods, today) ?? periods[0]!;
  const view: UsageView = search.get('view') === 'table' ? 'table' : 'charts';
  const range = rangeUpTo(period, today);
  const usage = useUsage(institution.id, range);
  const periodLabel = usePeriodLabel(institution.locale);

  // The router applies a change in a transition, so a second change can come before the first
  // has rendered (a period chosen, then the view moved by the keyboard): each builds on the last.
  const pendingSearch = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    pendingSearch.current = null;
  }, [search]);
  const update = (key: 'period' | 'view', value: string) => {
    const next = new URLSearchParams(pendingSearch.current ?? search);
    next.set(key, value);
    pendingSearch.current = next;
    setSearch(next, { replace: true });
  };

  const download = () => {
    if (!usage.data) return;
    const csv = usageCsv(usage.data, {
      weeks: [
        t('schoolAdmin.usage.column.weekStarting'),
        ...WEEK_COLUMNS.map((c) => t(`schoolAdmin.usage.column.${c}`)),
      ],
      subjects: [
        t('schoolAdmin.usage.column.subject'),
        ...SUBJECT_COLUMNS.map((c) => t(`schoolAdmin.usage.column.${c}`)),
      ],
      teachers: [
        t('schoolAdmin.usage.column.teacher'),
        ...TEACHER_COLUMNS.map((c) => t(`schoolAdmin.usage.column.${c}`)),
      ],
      formerTeacher: t('schoolAdmin.usage.formerTeacher'),
    });
    downloadText(csv, `usage-${institution.code}-${range.from}-to-${range.to}.csv`);
  };

  return (
    <Stack gap="lg">
      <UsageControls
        periods={periods}
        periodKey={period.key}
        onPeriod={(key) => update('period', key)}
        periodLabel={periodLabel}
        view={view}
        onView={(next) => update('view', next)}
        onDownload={download}
        canDownload={!!usage.data && !usage.isPlaceholderData}
      />
      <UsageReportView
        report={usage.data}
        isPending={usage.isPending}
        isUpdating={usage.isPlaceholderData}
        error={usage.error}
        onRetry={() => void usage.refetch()}
        view={view}
      />
    </Stack>
  );
}
