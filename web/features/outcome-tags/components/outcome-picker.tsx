import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurriculumCode } from '../../../../common/outcomes/constants.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useInstitution } from '../../institutions/institutions.queries.ts';
import { CurriculumSelect, useCurriculumDropdown } from '../../outcomes/components/curriculum-select.tsx';
import { OutcomeSearch } from '../../outcomes/components/outcome-search.tsx';
import { SelectorLoadError } from './selector-load-error.tsx';
import { useCurricula, useCurriculumOutcomes } from '../../outcomes/outcomes.queries.ts';

/**
 * Finds an outcome to tag (spec 2.12): spec 9's curriculum dropdown for the school's locale,
 * opening on `preferred` (the curriculum the item's tags already use) when offered, and the
 * outcome search over that curriculum's official outcomes; those already tagged show disabled.
 */
export function OutcomePicker({
  institutionId,
  preferred,
  taggedUuids,
  searchLabel,
  onPick,
}: {
  institutionId: number;
  preferred: CurriculumCode | null;
  taggedUuids: readonly string[];
  searchLabel: string;
  onPick: (outcome: LearningOutcome) => void;
}) {
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
  onPick,
}: {
  code: CurriculumCode;
  institutionId: number;
  taggedUuids: readonly string[];
  label: string;
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
  return <OutcomeSearch outcomes={official} label={label} existingUuids={taggedUuids} onSelect={onPick} />;
}
