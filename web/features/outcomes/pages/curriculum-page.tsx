import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Institution } from '../../../../common/institutions/schema.ts';
import type { Curriculum } from '../../../../common/outcomes/contracts.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { isAdmin, isTeacher } from '../../../../common/roles/rules.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { InstitutionBand } from '../../institutions/components/institution-heading.tsx';
import {
  InstitutionRoute,
  type InstitutionRouteContext,
} from '../../institutions/components/institution-route.tsx';
import { CurriculumAttribution } from '../components/curriculum-attribution.tsx';
import { CurriculumSelect, useCurriculumDropdown } from '../components/curriculum-select.tsx';
import { CurriculumOutline } from '../components/curriculum-outline.tsx';
import { CurriculumTree } from '../components/curriculum-tree.tsx';
import { LearningScaleSection } from '../components/learning-scale-section.tsx';
import { OutcomeAssociations } from '../components/outcome-associations.tsx';
import { OutcomeDetails } from '../components/outcome-details.tsx';
import { OutcomeSearch } from '../components/outcome-search.tsx';
import { YearLevelFilter } from '../components/year-level-filter.tsx';
import { groupByGradeAndStrand } from '../curriculum-groups.ts';
import { hasFrameworkTree } from '../framework-tree.ts';
import { useCurricula, useCurriculumOutcomes } from '../outcomes.queries.ts';
import { outcomesOfYear, yearLevelOptions } from '../year-level-options.ts';

/** The curriculum browser for teachers, `{institution subjects path}/curriculum`. */
export function CurriculumPage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute suffix="/curriculum" pageTitle={() => t('outcomes.browser.title')}>
      {(context) => <CurriculumContent {...context} />}
    </InstitutionRoute>
  );
}

function Note({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Text c="gray.7">{children}</Text>
      {action}
    </Paper>
  );
}

function CurriculumContent({ institution, basePath }: InstitutionRouteContext) {
  const { t } = useTranslation();
  return (
    <Stack gap={20}>
      <Anchor component={Link} to={basePath} size="sm" fw={500} style={{ alignSelf: 'flex-start' }}>
        <span aria-hidden>←</span> {t('outcomes.browser.back')}
      </Anchor>
      <InstitutionBand
        institution={institution}
        title={t('outcomes.browser.title')}
        eyebrow={institution.name}
      >
        <Text maw="40rem" c="gray.7">
          {t('outcomes.browser.intro')}
        </Text>
      </InstitutionBand>
      {isTeacher(institution.role) ? (
        <CurriculumBrowser institution={institution} />
      ) : (
        <Note>{t('outcomes.browser.teachersOnly')}</Note>
      )}
    </Stack>
  );
}

/**
 * The school's curricula in the dropdown of spec 9 (by its locale), the chosen one (kept in the
 * URL, `?curriculum=`) searched and listed by year level and strand, narrowed to one year level
 * (`?year=`, kept when the curriculum changes), and the outcome opened.
 */
function CurriculumBrowser({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const curricula = useCurricula(institution.id);

  const { items, chosen } = useCurriculumDropdown(
    curricula.data,
    institution.locale,
    searchParams.get('curriculum'),
  );

  if (curricula.isPending) return <LoadingState label={t('outcomes.browser.loading')} />;
  if (curricula.isError) {
    return (
      <ErrorState
        title={t('outcomes.browser.curriculaLoadError')}
        error={curricula.error}
        headingOrder={2}
        onRetry={() => void curricula.refetch()}
      />
    );
  }
  if (chosen === null) return <Note>{t('outcomes.browser.noCurricula')}</Note>;

  return (
    <Stack gap="lg">
      <CurriculumSelect
        label={t('outcomes.browser.curriculum')}
        items={items}
        curricula={curricula.data}
        value={chosen}
        onChange={(code) =>
          setSearchParams(
            (params) => {
              params.set('curriculum', code);
              return params;
            },
            { replace: true },
          )
        }
      />
      <CurriculumOutcomes
        key={chosen}
        institutionId={institution.id}
        canWriteScale={isAdmin(institution.role)}
        code={chosen}
        year={searchParams.get('year')}
        onYear={(year) =>
          setSearchParams(
            (params) => {
              if (year === null) params.delete('year');
              else params.set('year', year);
              return params;
            },
            { replace: true },
          )
        }
      />
    </Stack>
  );
}

function CurriculumOutcomes({
  institutionId,
  canWriteScale,
  code,
  year,
  onYear,
}: {
  institutionId: number;
  canWriteScale: boolean;
  code: Parameters<typeof useCurriculumOutcomes>[0];
  /** The year level (published grade) listed, or null for all of them. */
  year: string | null;
  onYear: (year: string | null) => void;
}) {
  const { t } = useTranslation();
  const query = useCurriculumOutcomes(code, institutionId);
  const [opened, setOpened] = useState<LearningOutcome | null>(null);
  const outcomes = query.data?.learningOutcomes;
  const years = useMemo(() => yearLevelOptions(outcomes ?? [], code), [outcomes, code]);
  const listed = useMemo(() => outcomesOfYear(outcomes ?? [], year), [outcomes, year]);
  const sections = useMemo(() => groupByGradeAndStrand(listed), [listed]);
  // A CASE framework is listed as its own tree, every level in place; others by year and strand.
  const isTree = useMemo(() => hasFrameworkTree(outcomes ?? []), [outcomes]);
  const byUuid = useMemo(() => new Map(outcomes?.map((o) => [o.uuid, o])), [outcomes]);
  const open = useCallback((outcome: LearningOutcome) => setOpened(outcome), []);

  if (query.isPending) return <LoadingState label={t('outcomes.browser.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('outcomes.browser.loadError')}
        error={query.error}
        headingOrder={2}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { curriculum, learningOutcomes } = query.data;
  const subStandards = (opened?.standardBasedLearningOutcome?.childrenIds ?? []).flatMap((uuid) => {
    const sub = byUuid.get(uuid);
    return sub ? [sub] : [];
  });
  const yearName = year && (years.find((option) => option.grade === year)?.label ?? year);
  return (
    <>
      <YearLevelFilter
        options={years}
        value={year}
        onChange={onYear}
        shown={listed.length}
        total={learningOutcomes.length}
      />
      <OutcomeSearch
        outcomes={listed}
        onSelect={open}
        noMatchesText={yearName ? t('outcomes.years.noMatches', { year: yearName }) : undefined}
      />
      {learningOutcomes.length === 0 ? (
        <Note>{t('outcomes.browser.empty')}</Note>
      ) : listed.length === 0 ? (
        <Note
          action={
            <Button variant="light" size="xs" mt="sm" onClick={() => onYear(null)}>
              {t('outcomes.years.showAll')}
            </Button>
          }
        >
          {t('outcomes.years.none', { year: yearName })}
        </Note>
      ) : isTree ? (
        <CurriculumTree outcomes={listed} onOpen={open} />
      ) : (
        <CurriculumOutline sections={sections} onOpen={open} />
      )}
      <CurriculumAttribution curriculum={curriculum} />
      <OutcomeModal
        outcome={opened}
        curriculum={curriculum}
        subStandards={subStandards}
        onClose={() => setOpened(null)}
      >
        {opened?.standardBasedLearningOutcome && !opened.standardBasedLearningOutcome.isGrouping && (
          <LearningScaleSection outcome={opened} institutionId={institutionId} canWrite={canWriteScale} />
        )}
        {opened && <OutcomeAssociations outcome={opened} byUuid={byUuid} onOpen={open} />}
      </OutcomeModal>
    </>
  );
}

function OutcomeModal({
  outcome,
  curriculum,
  subStandards,
  onClose,
  children,
}: {
  outcome: LearningOutcome | null;
  curriculum: Curriculum;
  subStandards: readonly LearningOutcome[];
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <AppModal opened={outcome !== null} onClose={onClose} title={curriculum.label}>
      {outcome && (
        <OutcomeDetails outcome={outcome} curriculum={curriculum} subStandards={subStandards}>
          {children}
        </OutcomeDetails>
      )}
    </AppModal>
  );
}
