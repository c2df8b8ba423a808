import { Button, Stack, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurriculumCode } from '../../../../common/outcomes/constants.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { yearSpanLabel, type YearSpan } from '../../../../common/outcomes/year-levels.ts';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useFocusWhenShown } from '../../../ui/use-focus-when-shown.ts';
import { useInstitution } from '../../institutions/institutions.queries.ts';
import { CurriculumSelect, useCurriculumDropdown } from '../../outcomes/components/curriculum-select.tsx';
import { outcomeNotes } from '../../../../common/outcomes/notes.ts';
import { OutcomeNotes } from '../../outcomes/components/outcome-notes.tsx';
import { OutcomeSearch } from '../../outcomes/components/outcome-search.tsx';
import { YearLevelFilter } from '../../outcomes/components/year-level-filter.tsx';
import { SelectorLoadError } from './selector-load-error.tsx';
import { useCurricula, useCurriculumOutcomes } from '../../outcomes/outcomes.queries.ts';
import { isTaggable } from '../../../../common/outcomes/validate-uuids.ts';
import { outcomesOfYear, yearLevelOptions } from '../../outcomes/year-level-options.ts';

type OutcomePickerProps = {
  institutionId: number;
  preferred: CurriculumCode | null;
  taggedUuids: readonly string[];
  searchLabel: string;
  /** The class's year level (`useClassYears`): its outcomes are listed first. */
  classYears: YearSpan | null;
  onPick: (outcome: LearningOutcome) => void;
};

/**
 * 'Tag an outcome' (`openLabel`), which opens the picker in its place and puts focus in its search
 * as soon as the search is shown (after the curricula load), where the keyboard goes on.
 */
export function OutcomePickerOpener({ openLabel, ...picker }: OutcomePickerProps & { openLabel: string }) {
  const [isPicking, setIsPicking] = useState(false);
  const searchId = useId();
  const focusWhenShown = useFocusWhenShown();
  if (isPicking) return <OutcomePicker {...picker} searchId={searchId} />;
  return (
    <Button
      variant="light"
      size="xs"
      style={{ alignSelf: 'flex-start' }}
      onClick={() => {
        setIsPicking(true);
        focusWhenShown(searchId);
      }}
    >
      {openLabel}
    </Button>
  );
}

/**
 * Finds an outcome to tag (spec 2.12): spec 9's curriculum dropdown for the school's locale,
 * opening on `preferred` (the curriculum the item's tags already use) when offered, a year-level
 * filter, and the outcome search over that curriculum's official outcomes, the class's year level
 * first; those already tagged show disabled.
 */
function OutcomePicker({
  institutionId,
  preferred,
  taggedUuids,
  searchLabel,
  classYears,
  searchId,
  onPick,
}: OutcomePickerProps & { searchId: string }) {
  const { t } = useTranslation();
  const institution = useInstitution(institutionId);
  const curricula = useCurricula(institutionId);
  const [asked, setAsked] = useState<CurriculumCode | null>(preferred);
  const { items, chosen } = useCurriculumDropdown(curricula.data, institution.data?.locale ?? 'EN_AU', asked);

  if (curricula.isPending || institution.isPending)
    return <LoadingState label={t('outcomeTags.selector.loadingCurricula')} />;
  if (curricula.isError || institution.isError) return <SelectorLoadError />;
  if (chosen === null) return <Text c="dimmed">{t('outcomeTags.selector.noCurricula')}</Text>;
  return (
    <Stack gap="xs">
      <CurriculumSelect
        label={t('outcomeTags.selector.curriculum')}
        items={items}
        curricula={curricula.data}
        value={chosen}
        onChange={setAsked}
      />
      <CurriculumSearch
        key={chosen}
        code={chosen}
        institutionId={institutionId}
        taggedUuids={taggedUuids}
        label={searchLabel}
        classYears={classYears}
        searchId={searchId}
        onPick={onPick}
      />
    </Stack>
  );
}

function CurriculumSearch({
  code,
  institutionId,
  taggedUuids,
  label,
  classYears,
  searchId,
  onPick,
}: {
  code: CurriculumCode;
  institutionId: number;
  taggedUuids: readonly string[];
  label: string;
  classYears: YearSpan | null;
  searchId: string;
  onPick: (outcome: LearningOutcome) => void;
}) {
  const { t } = useTranslation();
  const query = useCurriculumOutcomes(code, institutionId);
  const [year, setYear] = useState<string | null>(null);
  // Spec 2.12: the selector offers only official outcomes; a framework's grouping levels are not tagged.
  const official = useMemo(
    () => query.data?.learningOutcomes.filter((outcome) => outcome.isOfficial && isTaggable(outcome)) ?? [],
    [query.data],
  );
  const years = useMemo(() => yearLevelOptions(official, code), [official, code]);
  const listed = useMemo(() => outcomesOfYear(official, year), [official, year]);
  const near = useMemo(() => ({ curriculum: code, years: classYears }), [code, classYears]);
  if (query.isPending) return <LoadingState label={t('outcomeTags.selector.loadingOutcomes')} />;
  if (query.isError) return <SelectorLoadError />;
  const yearName = years.find((option) => option.grade === year)?.label;
  return (
    <Stack gap="xs">
      <YearLevelFilter
        options={years}
        value={year}
        onChange={setYear}
        shown={listed.length}
        total={official.length}
        nearest={classYears && yearSpanLabel(classYears, code)}
      />
      <OutcomeSearch
        id={searchId}
        outcomes={listed}
        label={label}
        existingUuids={taggedUuids}
        near={near}
        noMatchesText={yearName && t('outcomes.years.noMatches', { year: yearName })}
        preview={(outcome) => outcomeNotes(outcome).length > 0 && <OutcomeNotes outcome={outcome} />}
        onSelect={onPick}
      />
    </Stack>
  );
}
