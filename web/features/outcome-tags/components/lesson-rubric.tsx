import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeBadges } from '../../../../common/outcomes/colours.ts';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../../../common/outcomes/constants.ts';
import type { LessonTagsResponse } from '../../../../common/outcome-tags/contracts.ts';
import { useLessonTags } from '../lesson-tags.queries.ts';
import { useTaggedOutcomes } from '../use-tagged-outcomes.ts';
import { OutcomeTagView } from './outcome-tag-view.tsx';

interface RubricRow {
  uuid: string;
  level: ProficiencyLevel;
  /** The lesson's tag, whose explanation the row shows. */
  lessonTag: LessonTagsResponse['tags'][number] | null;
  /** The numbers of the questions that assess it. */
  questions: number[];
}

const higher = (a: ProficiencyLevel, b: ProficiencyLevel) =>
  PROFICIENCY_LEVELS.indexOf(a) >= PROFICIENCY_LEVELS.indexOf(b) ? a : b;

/**
 * A lesson's rubric: the lesson's outcomes shown in its rubric and its questions' outcomes shown
 * in theirs, each once, with the level the lesson aims at (the lesson's own, else the highest its
 * questions target) and what each level looks like where the outcome's scale says.
 */
export function rubricRows(tags: LessonTagsResponse, itemIds: readonly number[]): RubricRow[] {
  const rows = new Map<string, RubricRow>();
  for (const tag of tags.tags.filter((t) => t.showInActivityRubric))
    rows.set(tag.learningOutcomeUuid, {
      uuid: tag.learningOutcomeUuid,
      level: tag.level,
      lessonTag: tag,
      questions: [],
    });
  for (const item of tags.worksheetItems) {
    const number = itemIds.indexOf(item.worksheetItemId) + 1;
    if (number === 0) continue;
    for (const tag of item.tags.filter((t) => t.showInRubric)) {
      const row = rows.get(tag.learningOutcomeUuid);
      if (!row)
        rows.set(tag.learningOutcomeUuid, {
          uuid: tag.learningOutcomeUuid,
          level: tag.level,
          lessonTag: null,
          questions: [number],
        });
      else {
        if (!row.lessonTag) row.level = higher(row.level, tag.level);
        if (!row.questions.includes(number)) row.questions.push(number);
      }
    }
  }
  return [...rows.values()].map((row) => ({ ...row, questions: row.questions.sort((a, b) => a - b) }));
}

/** The lesson's rubric, for its students as they answer and its teachers as they mark. */
export function LessonRubric({ activityId, itemIds }: { activityId: number; itemIds: readonly number[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tags = useLessonTags(activityId);
  const rows = tags.data ? rubricRows(tags.data, itemIds) : [];
  const outcomes = useTaggedOutcomes(rows.map((row) => row.uuid));
  if (!tags.isSuccess || rows.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="lesson-rubric"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {t('outcomeTags.rubric.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('outcomeTags.rubric.intro')}
          </Text>
        </Stack>
        {rows.map((row) => {
          const found = outcomes.byUuid.get(row.uuid);
          if (!found) return null;
          return (
            <Stack key={row.uuid} gap="xs">
              <OutcomeTagView
                mode="static"
                outcome={found.consolidated}
                badges={outcomeBadges(found.outcome)}
                tag={
                  row.lessonTag ?? {
                    learningOutcomeUuid: row.uuid,
                    level: row.level,
                    showInRubric: true,
                    subStandardTags: {},
                  }
                }
              />
              {row.questions.length > 0 && (
                <Text size="sm">
                  {t('outcomeTags.rubric.questions', {
                    count: row.questions.length,
                    numbers: row.questions.join(', '),
                  })}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
