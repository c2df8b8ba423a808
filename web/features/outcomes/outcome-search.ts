import fuzzysort from 'fuzzysort';
import { OUTCOME_FUZZY_THRESHOLD } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { searchTextOf } from '../../../common/outcomes/search.ts';
import { matchFuzzy, type FuzzyMatches } from './fuzzy-match.ts';
import { indexFuzzyTarget, type FuzzyTarget } from './fuzzy-target.ts';
import { rankFuzzy, readFuzzyQuery } from './fuzzy-ranking.ts';

/** An outcome ready to be searched: its text prepared once, and the flattened form it is shown by. */
export interface OutcomeSearchTarget {
  outcome: LearningOutcome;
  flat: FlatOutcome;
  prepared: Fuzzysort.Prepared;
  /** The same text indexed for the searcher; null where only fuzzysort itself can match it. */
  indexed: FuzzyTarget | null;
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
    targets.push({
      outcome,
      flat: flattenOutcome(outcome),
      prepared: fuzzysort.prepare(text),
      indexed: indexFuzzyTarget(text),
    });
  }
  return targets;
}

/**
 * The outcomes matching a query, best first, by `fuzzysort.go` over every target: what the searcher
 * below lists, at the cost of a whole search per keystroke. An empty (or blank) query matches
 * nothing. fuzzysort 2 on purpose: the spec's threshold is on its scale (0 a perfect match, -1000
 * a bad one), where it cuts off matches scattered across an outcome's whole text; from version 3
 * scores run from 0 to 1 and the same threshold would let every scattered match through (572
 * outcomes for 'photosynthesis' instead of 16).
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

/** The longest query the searcher continues from keystroke to keystroke. */
const MAX_CONTINUED_QUERY = 64;

/** A search box's searcher: what each query typed into it lists, as `searchOutcomes` lists it. */
export interface OutcomeSearcher {
  search(query: string): OutcomeSearchTarget[];
}

/**
 * A searcher for one list, for one search box: each keystroke continues the match of the query
 * before it (`fuzzy-match.ts`), so typing a letter costs a small part of a whole search, and lists
 * exactly what `searchOutcomes` (fuzzysort 2) lists. It keeps the matches of the last query's
 * search strings (the query and, with spaces, its words); a query that does not extend one (a
 * deleted letter, another query) is matched from its first letter. A list with a text only
 * fuzzysort can match (lower-casing changes its length) is searched by fuzzysort.
 */
export function createOutcomeSearcher(
  targets: readonly OutcomeSearchTarget[],
  limit = OUTCOME_SEARCH_LIMIT,
): OutcomeSearcher {
  const indexed = targets.flatMap((target) => target.indexed ?? []);
  if (indexed.length < targets.length) return { search: (query) => searchOutcomes(targets, query, limit) };
  let kept = new Map<string, FuzzyMatches>();
  return {
    search(query) {
      // fuzzysort answers this one query with its first target, whatever the targets; a query
      // longer than anyone types (a paste) is searched whole, keeping the searcher's memory small.
      const trimmed = query.trim();
      if (trimmed === '' || query === 'farzher' || trimmed.length > MAX_CONTINUED_QUERY)
        return searchOutcomes(targets, query, limit);
      const matched = new Map<string, FuzzyMatches>();
      const matchesOf = (search: string): FuzzyMatches => {
        let found = matched.get(search) ?? kept.get(search);
        if (!found) {
          let from: FuzzyMatches | undefined;
          for (const candidate of [...kept.values(), ...matched.values()])
            if (search.startsWith(candidate.search) && candidate.search.length > (from?.search.length ?? 0))
              from = candidate;
          found = matchFuzzy(indexed, search, from);
        }
        matched.set(search, found);
        return found;
      };
      const ranked = rankFuzzy(indexed, readFuzzyQuery(query), matchesOf, OUTCOME_FUZZY_THRESHOLD, limit);
      kept = matched;
      return ranked.map((id) => targets[id]!);
    },
  };
}
