import { z } from 'zod';
import { PROFICIENCY_LEVELS } from '../outcomes/constants.ts';
import { zOutcomeUuid } from '../outcomes/schema.ts';
import { zLocalizedRichText } from '../rich-text/schema.ts';

/**
 * Outcome tags (spec 3): a question's and a lesson's links to learning outcomes, each with the
 * proficiency level it targets. Outcomes are referenced by their stable uuid, so a re-import of a
 * curriculum never leaves a tag dangling.
 */

export const zProficiencyLevel = z.enum(PROFICIENCY_LEVELS);

/** Sub-standard uuid → the level the question targets for it (standards-based outcomes only). */
export const zSubStandardTags = z.record(zOutcomeUuid, zProficiencyLevel);
export type SubStandardTags = z.infer<typeof zSubStandardTags>;

/** A worksheet item's (question's) tag. */
export const zWorksheetItemTag = z.object({
  learningOutcomeUuid: zOutcomeUuid,
  level: zProficiencyLevel,
  showInRubric: z.boolean(),
  subStandardTags: zSubStandardTags,
});
export type WorksheetItemTag = z.infer<typeof zWorksheetItemTag>;

/** An activity's (lesson's) tag, with the teacher's explanation of how the lesson addresses it. */
export const zActivityTag = z.object({
  learningOutcomeUuid: zOutcomeUuid,
  level: zProficiencyLevel,
  descriptionLocalised: zLocalizedRichText.nullable(),
  showInActivityRubric: z.boolean(),
  showInScopeAndSequence: z.boolean(),
});
export type ActivityTag = z.infer<typeof zActivityTag>;

/** Spec 3's WorksheetItemSuggestedLearningOutcome: keyed by item and outcome, holding the tag it would become. */
export const zSuggestedLearningOutcome = z.object({
  worksheetItemId: z.number().int(),
  learningOutcomeUuid: zOutcomeUuid,
  learningOutcomeWorksheetItemTag: zWorksheetItemTag,
});
export type SuggestedLearningOutcome = z.infer<typeof zSuggestedLearningOutcome>;
