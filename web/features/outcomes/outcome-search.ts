import fuzzysort from 'fuzzysort';
import { OUTCOME_FUZZY_THRESHOLD } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { searchTextOf } from '../../../common/outcomes/search.ts';

/** An outcome ready to be searched: its text prepared once, and the flattened form it is shown by. */
export interface OutcomeSearchTarget {
  outcome: LearningOutcome;
  flat: FlatOutcome;
  prepared: Fuzzysort.Prepared;
}

/**
 * The most results a search lists: a one-letter query matches most of a curriculum. The best
 * matches come first and a longer query narrows them, so this many hold what a teacher looks for.
 */
export const OUTCOME_SEARCH_LIMIT = 100;

/**
 * Prepares an outcome list for searching (spec 4): each outcome's search text, once per list, so a
 * keystroke only matches. Fundamentals outcomes have no search text and are left out.
 */
export function prepareOutcomeSearch(outcomes: readonly LearningOutcome[]): OutcomeSearchTarget[] {
  const targets: OutcomeSearchTarget[] = [];
  for (const outcome of outcomes) {
    const text = searchTextOf(outcome);
    if (text === null) continue;
    targets.push({ outcome, flat: flattenOutcome(outcome), prepared: fuzzysort.prepare(text) });
  }
  return targets;
}

/**
 * The outcomes matching a query, best first; an empty (or blank) query matches nothing. fuzzysort 2
 * on purpose: the spec's threshold is on its scale (0 a perfect match, -1000 a bad one), where it
 * cuts off matches scattered across an outcome's whole text; from version 3 scores run from 0 to 1
 * and the same threshold would let every scattered match through (572 outcomes for
 * 'photosynthesis' instead of 16).
 */
export function searchOutcomes(
  targets: readonly OutcomeSearchTarget[],
  query: string,
  limit = OUTCOME_SEARCH_LIMIT,
): OutcomeSearchTarget[] {
  if (query.trim() === '') return [];
  return fuzzysort
    .go(query, targets, { key: 'prepared', threshold: OUTCOME_FUZZY_THRESHOLD, limit })
    .map((result) => result.obj);
}
