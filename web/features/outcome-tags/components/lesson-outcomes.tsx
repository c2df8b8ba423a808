import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeBadges } from '../../../../common/outcomes/colours.ts';
import { DEFAULT_PROFICIENCY_LEVEL } from '../../../../common/outcomes/constants.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { useUploadLessonImage } from '../../rich-text/index.ts';
import { useLessonTags, usePutLessonTags } from '../lesson-tags.queries.ts';
import { curriculumOfTags, useTagList } from '../use-tag-list.ts';
import { useClassYears } from '../use-class-years.ts';
import { useTaggedOutcomes } from '../use-tagged-outcomes.ts';
import { OutcomePickerOpener } from './outcome-picker.tsx';
import { OutcomesEmpty } from './outcomes-empty.tsx';
import { OutcomeTagView } from './outcome-tag-view.tsx';
import { SelectorLoadError } from './selector-load-error.tsx';

/**
 * A lesson's own outcome tags in its editor: each with its level, the teacher's explanation of how
 * the lesson addresses it, and whether it shows in the lesson's rubric and the subject's scope and
 * sequence; a search of the school's curricula adds more. Each change is saved at once.
 */
export function LessonOutcomes({
  activityId,
  institutionId,
  subjectId,
}: {
  activityId: number;
  institutionId: number;
  subjectId: number;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const lesson = useLessonTags(activityId);
  const save = usePutLessonTags(activityId);
  const uploadImage = useUploadLessonImage(subjectId);
  const list = useTagList(lesson.data?.tags ?? [], save, 'outcomeTags.lessonOutcomes.saveFailed');
  const { tags } = list;
  const outcomes = useTaggedOutcomes(tags.map((tag) => tag.learningOutcomeUuid));
  const classYears = useClassYears(subjectId, outcomes.byUuid);
  const add = (outcome: Pick<LearningOutcome, 'uuid'>) =>
    list.add({
      learningOutcomeUuid: outcome.uuid,
      level: DEFAULT_PROFICIENCY_LEVEL,
      descriptionLocalised: null,
      showInActivityRubric: true,
      showInScopeAndSequence: true,
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" data-testid="lesson-outcomes">
        <Title order={2} size="h3" id={headingId}>
          {t('outcomeTags.lessonOutcomes.title')}
        </Title>
        {(lesson.isError || outcomes.isError) && <SelectorLoadError />}
        {lesson.isSuccess && tags.length === 0 && (
          <OutcomesEmpty text={t('outcomeTags.lessonOutcomes.empty')} />
        )}
        {tags.map((tag) => {
          const found = outcomes.byUuid.get(tag.learningOutcomeUuid);
          if (!found) return null;
          return (
            <OutcomeTagView
              key={tag.learningOutcomeUuid}
              mode="edit-lesson"
              outcome={found.consolidated}
              badges={outcomeBadges(found.outcome)}
              tag={tag}
              uploadImage={uploadImage}
              onChange={(next) => list.replace(tag.learningOutcomeUuid, next)}
              onRemove={() => list.remove(tag.learningOutcomeUuid)}
            />
          );
        })}
        <OutcomePickerOpener
          openLabel={t('outcomeTags.lessonOutcomes.open')}
          institutionId={institutionId}
          preferred={curriculumOfTags(tags, outcomes.byUuid)}
          taggedUuids={tags.map((tag) => tag.learningOutcomeUuid)}
          searchLabel={t('outcomeTags.lessonOutcomes.search')}
          classYears={classYears}
          onPick={add}
        />
      </Stack>
    </Paper>
  );
}
