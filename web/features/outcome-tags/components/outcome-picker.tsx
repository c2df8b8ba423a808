import { Button, Stack, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurriculumCode } from '../../../../common/outcomes/constants.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useFocusWhenShown } from '../../../ui/use-focus-when-shown.ts';
import { useInstitution } from '../../institutions/institutions.queries.ts';
import { CurriculumSelect, useCurriculumDropdown } from '../../outcomes/components/curriculum-select.tsx';
import { OutcomeSearch } from '../../outcomes/components/outcome-search.tsx';
import { SelectorLoadError } from './selector-load-error.tsx';
import { useCurricula, useCurriculumOutcomes } from '../../outcomes/outcomes.queries.ts';

type OutcomePickerProps = {
  institutionId: number;
  preferred: CurriculumCode | null;
  taggedUuids: readonly string[];
  searchLabel: string;
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
 * opening on `preferred` (the curriculum the item's tags already use) when offered, and the
 * outcome search over that curriculum's official outcomes; those already tagged show disabled.
 */
function OutcomePicker({
  institutionId,
  preferred,
  taggedUuids,
  searchLabel,
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
  searchId,
  onPick,
}: {
  code: CurriculumCode;
  institutionId: number;
  taggedUuids: readonly string[];
  label: string;
  searchId: string;
  onPick: (outcome: LearningOutcome) => void;
}) {
  const { t } = useTranslation();
  const query = useCurriculumOutcomes(code, institutionId);
  // Spec 2.12: the selector offers only official outcomes.
  const official = useMemo(
    () => query.data?.learningOutcomes.filter((outcome) => outcome.isOfficial) ?? [],
    [query.data],
  );
  if (query.isPending) return <LoadingState label={t('outcomeTags.selector.loadingOutcomes')} />;
  if (query.isError) return <SelectorLoadError />;
  return (
    <OutcomeSearch
      id={searchId}
      outcomes={official}
      label={label}
      existingUuids={taggedUuids}
      onSelect={onPick}
    />
  );
}
