import fuzzysort, { type Prepared } from 'fuzzysort';
import { OUTCOME_FUZZY_THRESHOLD } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { searchTextOf } from '../../../common/outcomes/search.ts';

/** An outcome ready to be searched: its text prepared once, and the flattened form it is shown by. */
export interface OutcomeSearchTarget {
  outcome: LearningOutcome;
  flat: FlatOutcome;
  prepared: Prepared;
}

/**
 * The most results a search lists. The spec's threshold lets nearly any scattered match through, so
 * a short query matches most of a curriculum; the best matches come first and a longer query
 * narrows them, so a list of this length holds what a teacher is looking for.
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

/** The outcomes matching a query, best first; an empty (or blank) query matches nothing. */
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
