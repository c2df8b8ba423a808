import { z } from 'zod';
import { zId } from '../api/ids.ts';
import { zPrincipal } from '../people/schema.ts';
import { zOutcomeUuid } from '../outcomes/schema.ts';
import { MASTERY_METHODS, SUB_STANDARD_TAGS_MAX, TAGS_PER_ITEM_MAX } from './constants.ts';
import { zActivityTag, zProficiencyLevel, zSuggestedLearningOutcome, zWorksheetItemTag } from './schema.ts';

export const zTagActivityParams = z.object({ activityId: zId });
export const zTagWorksheetItemParams = z.object({ worksheetItemId: zId });
export const zTagResponseParams = z.object({ responseId: zId });
export const zTagSubjectParams = z.object({ subjectId: zId });

/** A second tag of one outcome is named on its own place: `tags.2.learningOutcomeUuid`. */
const oneTagPerOutcome = <T extends { learningOutcomeUuid: string }>(tags: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  tags.forEach((tag, index) => {
    const uuid = tag.learningOutcomeUuid.toLowerCase();
    if (seen.has(uuid))
      ctx.addIssue({ code: 'custom', message: 'is-taken', path: [index, 'learningOutcomeUuid'] });
    seen.add(uuid);
  });
};

export const zPutWorksheetItemTags = z.object({
  tags: z
    .array(
      zWorksheetItemTag.refine((tag) => Object.keys(tag.subStandardTags).length <= SUB_STANDARD_TAGS_MAX, {
        message: 'above-max-length',
        path: ['subStandardTags'],
      }),
    )
    .max(TAGS_PER_ITEM_MAX, 'above-max-length')
    .superRefine(oneTagPerOutcome),
});
export type PutWorksheetItemTags = z.infer<typeof zPutWorksheetItemTags>;

export const zPutActivityTags = z.object({
  tags: z.array(zActivityTag).max(TAGS_PER_ITEM_MAX, 'above-max-length').superRefine(oneTagPerOutcome),
});
export type PutActivityTags = z.infer<typeof zPutActivityTags>;

export const zWorksheetItemTagsResponse = z.object({
  worksheetItemId: z.number().int(),
  tags: z.array(zWorksheetItemTag),
});
export type WorksheetItemTagsResponse = z.infer<typeof zWorksheetItemTagsResponse>;

/** A lesson's tags and each of its questions' tags: what its rubric and editors show. */
export const zLessonTagsResponse = z.object({
  activityId: z.number().int(),
  tags: z.array(zActivityTag),
  worksheetItems: z.array(zWorksheetItemTagsResponse),
});
export type LessonTagsResponse = z.infer<typeof zLessonTagsResponse>;

export const zSuggestedLearningOutcomesResponse = z.object({
  suggestedLearningOutcomes: z.array(zSuggestedLearningOutcome),
});

/** The levels a teacher judges one answer to show, one per outcome the question is tagged with. */
export const zPutResponseOutcomeLevels = z.object({
  levels: z
    .array(z.object({ learningOutcomeUuid: zOutcomeUuid, level: zProficiencyLevel }))
    .max(TAGS_PER_ITEM_MAX * (SUB_STANDARD_TAGS_MAX + 1), 'above-max-length')
    .superRefine(oneTagPerOutcome),
});
export type PutResponseOutcomeLevels = z.infer<typeof zPutResponseOutcomeLevels>;

export const zResponseOutcomeLevel = z.object({
  learningOutcomeUuid: zOutcomeUuid,
  level: zProficiencyLevel,
  markedAt: z.string(),
});
export const zResponseOutcomeLevelsResponse = z.object({
  responseId: z.number().int(),
  levels: z.array(zResponseOutcomeLevel),
});
export type ResponseOutcomeLevelsResponse = z.infer<typeof zResponseOutcomeLevelsResponse>;

export const zMasteryMethod = z.enum(MASTERY_METHODS);

/** What one student has shown of one outcome across a subject's marked answers. */
export const zMasteryCell = z.object({
  learningOutcomeUuid: zOutcomeUuid,
  /** The answers' levels added up by the subject's mastery method. */
  level: zProficiencyLevel,
  /** How many marked answers showed a level for the outcome. */
  evidenceCount: z.number().int(),
  lastMarkedAt: z.string(),
});
export type MasteryCell = z.infer<typeof zMasteryCell>;

export const zSubjectMastery = z.object({
  subjectId: z.number().int(),
  /** How each cell adds up the levels; the subject's teachers choose it. */
  method: zMasteryMethod,
  /** The outcomes the subject's lessons and questions are tagged with (the grid's columns). */
  learningOutcomeUuids: z.array(zOutcomeUuid),
  /** Every student for the subject's teachers; the student alone for a student. */
  students: z.array(
    z.object({ principal: zPrincipal, fullName: z.string(), outcomes: z.array(zMasteryCell) }),
  ),
});
export type SubjectMastery = z.infer<typeof zSubjectMastery>;

export const zPutMasteryMethod = z.object({ method: zMasteryMethod });
export const zMasteryMethodResponse = z.object({ subjectId: z.number().int(), method: zMasteryMethod });

export const zMasteryEvidenceQuery = z.object({
  principal: zPrincipal,
  learningOutcomeUuid: zOutcomeUuid,
});

/** One answer behind a mastery cell: which question of which lesson, the level it showed, and when. */
export const zMasteryEvidence = z.object({
  responseId: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  worksheetItemId: z.number().int(),
  /** The question's place in its lesson, from 1. */
  questionNumber: z.number().int(),
  level: zProficiencyLevel,
  markedAt: z.string(),
  /** Derived from an automatic mark rather than given by a teacher. */
  isAutoMark: z.boolean(),
});
export type MasteryEvidence = z.infer<typeof zMasteryEvidence>;
export const zMasteryEvidenceResponse = z.object({ evidence: z.array(zMasteryEvidence) });

/** A subject's scope and sequence: its lessons in order, each with the outcomes it puts in it. */
export const zScopeAndSequence = z.object({
  subjectId: z.number().int(),
  learningOutcomeUuids: z.array(zOutcomeUuid),
  lessons: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      status: z.enum(['draft', 'published']),
      outcomes: z.array(z.object({ learningOutcomeUuid: zOutcomeUuid, level: zProficiencyLevel })),
    }),
  ),
});
export type ScopeAndSequence = z.infer<typeof zScopeAndSequence>;
