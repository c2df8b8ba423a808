import { Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeBadges } from '../../../../common/outcomes/colours.ts';
import { DEFAULT_PROFICIENCY_LEVEL } from '../../../../common/outcomes/constants.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import {
  itemTagsOf,
  useFeatureFlags,
  useLessonTags,
  usePutItemTags,
  useSuggestedOutcomes,
} from '../lesson-tags.queries.ts';
import { curriculumOfTags, useTagList } from '../use-tag-list.ts';
import { useClassYears } from '../use-class-years.ts';
import { useTaggedOutcomes } from '../use-tagged-outcomes.ts';
import { OutcomePickerOpener } from './outcome-picker.tsx';
import { OutcomesEmpty } from './outcomes-empty.tsx';
import { OutcomeTagView } from './outcome-tag-view.tsx';
import { SelectorLoadError } from './selector-load-error.tsx';

/**
 * The learning outcome selector of a question (spec 2.12): its tags (level, rubric, sub-standards),
 * the outcomes suggested for its words, and a search of the school's curricula (official outcomes
 * only) to add more. Each change is saved at once; a refused one is put back and explained.
 */
export function QuestionOutcomes({
  activityId,
  itemId,
  institutionId,
  subjectId,
  number,
}: {
  activityId: number;
  itemId: number;
  institutionId: number;
  subjectId: number;
  number: number;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const lesson = useLessonTags(activityId);
  const suggestions = useSuggestedOutcomes(itemId);
  const flags = useFeatureFlags(institutionId);
  const save = usePutItemTags(activityId, itemId);
  const list = useTagList(itemTagsOf(lesson.data, itemId), save, 'outcomeTags.selector.saveFailed');
  const { tags } = list;
  const suggested = (suggestions.data ?? []).filter(
    (s) => !tags.some((tag) => tag.learningOutcomeUuid === s.learningOutcomeUuid),
  );
  const outcomes = useTaggedOutcomes([
    ...tags.map((tag) => tag.learningOutcomeUuid),
    ...suggested.map((s) => s.learningOutcomeUuid),
  ]);
  const rubricByDefault = flags.data?.['tagging.rubricByDefault'] ?? false;
  const classYears = useClassYears(subjectId, outcomes.byUuid);

  const add = (outcome: Pick<LearningOutcome, 'uuid'>) =>
    list.add({
      learningOutcomeUuid: outcome.uuid,
      level: DEFAULT_PROFICIENCY_LEVEL,
      showInRubric: rubricByDefault,
      subStandardTags: {},
    });

  const failed = lesson.isError || outcomes.isError || suggestions.isError || flags.isError;
  const isEmpty = tags.length === 0 && suggested.length === 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="question-outcomes">
      <Title order={4} id={headingId}>
        {t('outcomeTags.selector.title', { number })}
      </Title>
      {failed && <SelectorLoadError />}
      {!failed && isEmpty && !lesson.isPending && !suggestions.isPending && (
        <OutcomesEmpty text={t('outcomeTags.selector.empty')} />
      )}
      {tags.map((tag) => {
        const found = outcomes.byUuid.get(tag.learningOutcomeUuid);
        if (!found) return null;
        return (
          <OutcomeTagView
            key={tag.learningOutcomeUuid}
            mode="edit-question"
            outcome={found.consolidated}
            badges={outcomeBadges(found.outcome)}
            tag={tag}
            onChange={(next) => list.replace(tag.learningOutcomeUuid, next)}
            onRemove={() => list.remove(tag.learningOutcomeUuid)}
          />
        );
      })}
      {!rubricByDefault && tags.some((tag) => !tag.showInRubric) && (
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => list.save(tags.map((tag) => ({ ...tag, showInRubric: true })))}
        >
          {t('outcomeTags.selector.convertToRubric')}
        </Button>
      )}
      {suggested.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('outcomeTags.selector.suggested')}
          </Text>
          {suggested.map((suggestion) => {
            const found = outcomes.byUuid.get(suggestion.learningOutcomeUuid);
            if (!found) return null;
            return (
              <OutcomeTagView
                key={suggestion.learningOutcomeUuid}
                mode="suggesting"
                outcome={found.consolidated}
                badges={outcomeBadges(found.outcome)}
                onAdd={() => add(found.outcome)}
              />
            );
          })}
        </Stack>
      )}
      <OutcomePickerOpener
        openLabel={t('outcomeTags.selector.open')}
        institutionId={institutionId}
        preferred={curriculumOfTags(tags, outcomes.byUuid)}
        taggedUuids={tags.map((tag) => tag.learningOutcomeUuid)}
        searchLabel={t('outcomeTags.selector.search', { number })}
        classYears={classYears}
        onPick={add}
      />
    </Stack>
  );
}
