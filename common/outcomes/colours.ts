import {
  DEFAULT_TAG_COLOR,
  NGSS_PART_ORDER,
  NGSS_PARTS,
  type CurriculumCode,
  type NgssAbbreviation,
  type OutcomeType,
  type TagColor,
} from './constants.ts';
import type { LearningOutcome, NgssOutcome } from './schema.ts';
import { outcomeVariant } from './schema.ts';

/** Tag colours (spec 9): KNOWLEDGE orange, UNDERSTANDING green, SKILL blue, others grey. */
const TYPE_COLORS: Partial<Record<OutcomeType, TagColor>> = {
  KNOWLEDGE: 'orange',
  UNDERSTANDING: 'green',
  SKILL: 'blue',
};

/** The colour of an outcome's tag; everything is grey for AU_NSW_2023, and by default. */
export function tagColorOf(
  type: OutcomeType | null | undefined,
  curriculumCode: CurriculumCode | null,
): TagColor {
  if (!type || curriculumCode === 'AU_NSW_2023') return DEFAULT_TAG_COLOR;
  return TYPE_COLORS[type] ?? DEFAULT_TAG_COLOR;
}

/** NGSS badge colours (spec 3): SEP blue, DCI orange, CCC green, PE grey. */
export const NGSS_BADGE_COLORS: Record<NgssAbbreviation, TagColor> = {
  SEP: 'blue',
  DCI: 'orange',
  CCC: 'green',
  PE: 'gray',
};

/** The parts an NGSS outcome has, by abbreviation, in the order SEP, DCI, CCC, PE. */
export function ngssPartsOf(ngss: NgssOutcome): NgssAbbreviation[] {
  return NGSS_PART_ORDER.filter((abbreviation) => ngss[NGSS_PARTS[abbreviation]] != null);
}

export type OutcomeBadge = { label: string; color: TagColor };

/**
 * The badges an outcome shows (spec 3): a standards-based outcome its code, an NGSS outcome one
 * per part (CCC / DCI / SEP / PE), an NSW outcome 'NSW', an NC outcome its objectiveCode (its
 * standardCode when it is a standard, which has no objective code). Australian and fundamentals
 * outcomes have none: the spec gives them none, and their code shows beside them anyway.
 */
export function outcomeBadges(outcome: LearningOutcome): OutcomeBadge[] {
  const variant = outcomeVariant(outcome);
  switch (variant.kind) {
    case 'standardBasedLearningOutcome':
      return variant.value.code
        ? [{ label: variant.value.code, color: tagColorOf(variant.value.type, outcome.curriculumCode) }]
        : [];
    case 'ngssOutcome':
      return ngssPartsOf(variant.value).map((label) => ({ label, color: NGSS_BADGE_COLORS[label] }));
    case 'nswOutcome':
      return [{ label: 'NSW', color: DEFAULT_TAG_COLOR }];
    case 'ncOutcome': {
      const code = variant.value.objectiveCode || variant.value.standardCode;
      return code ? [{ label: code, color: DEFAULT_TAG_COLOR }] : [];
    }
    case 'auOutcome':
    case 'fundamentalsOutcome':
      return [];
  }
}
