import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProficiencyLevel } from '../../../../common/outcomes/constants.ts';
import {
  itemTagsOf,
  useLessonTags,
  usePutResponseLevels,
  useResponseLevels,
} from '../lesson-tags.queries.ts';
import { OutcomeText } from '../../outcomes/components/outcome-text.tsx';
import { useInvalidateMastery } from '../mastery.queries.ts';
import { outcomeName } from '../outcome-name.ts';
import { useTaggedOutcomes } from '../use-tagged-outcomes.ts';
import { ProficiencyScale } from './proficiency-scale.tsx';

export type AnswerLevels = Record<string, ProficiencyLevel | null>;

interface Gradable {
  uuid: string;
  code: string;
  title: string;
  target: ProficiencyLevel;
  scale: Parameters<typeof ProficiencyScale>[0]['learningScale'];
}

/**
 * The levels a teacher judges an answer to show, one per outcome (and tagged sub-standard) its
 * question assesses, for the marking form: `fields` to place in it, and `save` to call once the
 * mark is saved (it sends nothing when nothing changed). Each scale marks the question's target
 * level; "Not shown in this answer" records NOT_SHOWN, which hides the scale (spec 4). Saving marks
 * the subject's progress out of date (a new score can change an automatic mark's level too).
 */
export function useAnswerLevels(
  activityId: number,
  itemId: number,
  responseId: number,
  subjectId: number | undefined,
) {
  const { t } = useTranslation();
  const headingId = useId();
  const lesson = useLessonTags(activityId);
  const stored = useResponseLevels(responseId);
  const put = usePutResponseLevels(responseId);
  const invalidateMastery = useInvalidateMastery();
  const tags = itemTagsOf(lesson.data, itemId);
  const outcomes = useTaggedOutcomes(tags.map((tag) => tag.learningOutcomeUuid));
  // What the teacher changed, over what was stored.
  const [edits, setEdits] = useState<AnswerLevels>({});

  const gradable: Gradable[] = tags.flatMap((tag) => {
    const found = outcomes.byUuid.get(tag.learningOutcomeUuid);
    if (!found) return [];
    const own = {
      uuid: tag.learningOutcomeUuid,
      code: outcomeName(found.consolidated),
      title: found.consolidated.title,
      target: tag.level,
      scale: found.consolidated.learningScale,
    };
    const subs = found.consolidated.subStandards
      .filter((sub) => tag.subStandardTags[sub.uuid] !== undefined)
      .map((sub) => ({
        uuid: sub.uuid,
        code: outcomeName(sub),
        title: sub.title,
        target: tag.subStandardTags[sub.uuid]!,
        scale: sub.learningScale,
      }));
    return [own, ...subs];
  });

  const current: AnswerLevels = {
    ...Object.fromEntries((stored.data?.levels ?? []).map((l) => [l.learningOutcomeUuid, l.level])),
    ...edits,
  };
  const set = (uuid: string, level: ProficiencyLevel | null) => setEdits({ ...edits, [uuid]: level });
  const chosen = () =>
    gradable.flatMap((g) =>
      current[g.uuid] ? [{ learningOutcomeUuid: g.uuid, level: current[g.uuid]! }] : [],
    );

  const fields =
    gradable.length === 0 ? null : (
      <Stack
        gap="sm"
        component="fieldset"
        aria-labelledby={headingId}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <Title order={3} size="h5" id={headingId}>
          {t('outcomeTags.marking.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('outcomeTags.marking.hint')}
        </Text>
        {gradable.map((g) => (
          <Stack key={g.uuid} gap={4}>
            <Text size="sm" lineClamp={2}>
              <Text span fw={700} size="sm">
                {g.code}
              </Text>
              {g.title !== g.code && (
                <>
                  {' '}
                  <OutcomeText text={g.title} />
                </>
              )}
            </Text>
            <ProficiencyScale
              value={current[g.uuid] ?? null}
              targetLevel={g.target}
              learningScale={g.scale}
              allowUnselect
              label={t('outcomeTags.scale.labelFor', { code: g.code })}
              onChange={(change) => set(g.uuid, change === 'UNSELECT' ? null : change)}
            />
            <Checkbox
              size="xs"
              label={t('outcomeTags.marking.notShown', { code: g.code })}
              checked={current[g.uuid] === 'NOT_SHOWN'}
              onChange={(event) => set(g.uuid, event.currentTarget.checked ? 'NOT_SHOWN' : null)}
            />
          </Stack>
        ))}
      </Stack>
    );

  return {
    fields,
    isSaving: put.isPending,
    /** Saves the levels when the teacher changed any. */
    save: async () => {
      if (Object.keys(edits).length > 0) await put.mutateAsync(chosen());
      void invalidateMastery(subjectId);
    },
  };
}
