import { CURRICULUM_CODES, type CurriculumCode, type OutcomeType } from './constants.ts';
import { flattenOutcome, primaryNgssPart } from './flatten.ts';
import type { ConsolidatedOutcome, FlatOutcome, LearningOutcome } from './schema.ts';
import { outcomeVariant } from './schema.ts';

/** Group ranks (spec 9); a consolidated outcome ranks at its curriculum's index + 80. */
export const OUTCOME_GROUP_RANKS = {
  au: 0,
  SEP: 10,
  DCI: 20,
  CCC: 30,
  PE: 40,
  fundamentals: 50,
  'standard-based': 60,
  other: 70,
} as const;
export type OutcomeGroup = keyof typeof OUTCOME_GROUP_RANKS;
export const CONSOLIDATED_RANK_BASE = 80;

/** Then by type, in this order; an outcome with no type comes after these. */
export const OUTCOME_TYPE_ORDER: readonly OutcomeType[] = [
  'PERFORMANCE_EXPECTATION',
  'SKILL',
  'KNOWLEDGE',
  'UNDERSTANDING',
  'SUBSTANDARD',
];

/** The sort group of an outcome: an NGSS outcome by the part it is listed by (see flatten). */
export function outcomeGroupOf(outcome: LearningOutcome): OutcomeGroup {
  const variant = outcomeVariant(outcome);
  switch (variant.kind) {
    case 'auOutcome':
      return 'au';
    case 'ngssOutcome':
      return primaryNgssPart(variant.value).abbreviation;
    case 'fundamentalsOutcome':
      return 'fundamentals';
    case 'standardBasedLearningOutcome':
      return 'standard-based';
    case 'nswOutcome':
    case 'ncOutcome':
      return 'other';
  }
}

export type SortKey = Pick<FlatOutcome, 'type' | 'code' | 'title'> & { rank: number };

/**
 * Codes compare as people read them, numbers by value (AC9S7U01 before AC9S10U01), not as plain
 * strings would ('AC9S10…' before 'AC9S7…').
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function typeIndex(type: OutcomeType | null): number {
  const index = type ? OUTCOME_TYPE_ORDER.indexOf(type) : -1;
  return index === -1 ? OUTCOME_TYPE_ORDER.length : index;
}

/** Group rank, then type order, then entries with a code first by code, then title. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const byType = typeIndex(a.type) - typeIndex(b.type);
  if (byType !== 0) return byType;
  if (Boolean(a.code) !== Boolean(b.code)) return a.code ? -1 : 1;
  if (a.code && b.code) {
    const byCode = collator.compare(a.code, b.code);
    if (byCode !== 0) return byCode;
  }
  return collator.compare(a.title, b.title);
}

function sortBy<T>(items: readonly T[], keyOf: (item: T) => SortKey): T[] {
  return items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => compareSortKeys(a.key, b.key))
    .map(({ item }) => item);
}

/** Outcomes in the order the selector lists them. */
export function sortOutcomes(outcomes: readonly LearningOutcome[]): LearningOutcome[] {
  return sortBy(outcomes, (outcome) => ({
    ...flattenOutcome(outcome),
    rank: OUTCOME_GROUP_RANKS[outcomeGroupOf(outcome)],
  }));
}

/**
 * Consolidated outcomes (tags) in order: by their curriculum's place in `curricula` (by default
 * the order of CURRICULUM_CODES), then as other outcomes.
 */
export function sortConsolidatedOutcomes<T extends ConsolidatedOutcome>(
  outcomes: readonly T[],
  curricula: readonly CurriculumCode[] = CURRICULUM_CODES,
): T[] {
  return sortBy(outcomes, (outcome) => {
    const index = curricula.indexOf(outcome.curriculumCode);
    return { ...outcome, rank: CONSOLIDATED_RANK_BASE + (index === -1 ? curricula.length : index) };
  });
}
