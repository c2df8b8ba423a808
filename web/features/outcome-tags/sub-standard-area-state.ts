import type { SubStandardTags } from '../../../common/outcome-tags/schema.ts';
import type { ConsolidatedOutcome } from '../../../common/outcomes/schema.ts';

/** The states of the sub-standard area in edit-lesson and edit-question (spec 4). */
export type SubStandardAreaState = 'NONE' | 'SUB-STANDARDS' | 'MESSAGE_NO_SUB-STANDARD_SELECTED';

type WithSubStandards = Pick<ConsolidatedOutcome, 'subStandards'>;

/**
 * Whether any of the outcome's own sub-standards is tagged. A tag for a uuid the outcome no longer
 * lists (a sub-standard a re-import withdrew) does not count: nothing would show it.
 */
export function hasTaggedSubStandard(outcome: WithSubStandards, subStandardTags: SubStandardTags): boolean {
  return outcome.subStandards.some((subStandard) => Object.hasOwn(subStandardTags, subStandard.uuid));
}

/**
 * NONE when the outcome has no sub-standards; SUB-STANDARDS when any is tagged or the user chose
 * to show them; otherwise MESSAGE_NO_SUB-STANDARD_SELECTED (a message bar that reveals them).
 */
export function subStandardAreaState(
  outcome: WithSubStandards,
  subStandardTags: SubStandardTags,
  userChoseToShow: boolean,
): SubStandardAreaState {
  if (outcome.subStandards.length === 0) return 'NONE';
  if (userChoseToShow || hasTaggedSubStandard(outcome, subStandardTags)) return 'SUB-STANDARDS';
  return 'MESSAGE_NO_SUB-STANDARD_SELECTED';
}

/** The outcome's own proficiency scale shows only when it has no sub-standards or none is tagged. */
export function showsOutcomeScale(outcome: WithSubStandards, subStandardTags: SubStandardTags): boolean {
  return !hasTaggedSubStandard(outcome, subStandardTags);
}
