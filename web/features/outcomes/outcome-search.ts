import fuzzysort from 'fuzzysort';
import { OUTCOME_FUZZY_THRESHOLD } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { searchTextOf } from '../../../common/outcomes/search.ts';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { NO_YEAR_NEARNESS, yearNearness, type YearSpan } from '../../../common/outcomes/year-levels.ts';
import { matchFuzzy, scopeWithin, type FuzzyMatches } from './fuzzy-match.ts';
import { indexFuzzyTarget, type FuzzyTarget } from './fuzzy-target.ts';
import { rankFuzzy, readFuzzyQuery } from './fuzzy-ranking.ts';
import { normaliseQuery } from './query-words.ts';

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
 * The class a search is for: outcomes of its curriculum come first, and among them those of its
 * year level, then of the years next to it, then the years further away (`yearNearness`); by their
 * match within each. Outcomes match or not by spec 4's threshold alone, whatever their rank.
 */
export interface SearchNearness {
  curriculum?: CurriculumCode | null;
  years?: YearSpan | null;
}

/** Far enough apart that no score (the threshold is -100000) crosses from one rank to another. */
const RANK_STEP = 1_000_000;

/** Each target's rank for a class, as a penalty on its score; null when every rank is the same. */
function penaltiesFor(targets: readonly OutcomeSearchTarget[], near: SearchNearness): Float64Array | null {
  const { curriculum = null, years = null } = near;
  if (curriculum === null && years === null) return null;
  const penalties = new Float64Array(targets.length);
  targets.forEach((target, id) => {
    const elsewhere =
      curriculum !== null && target.outcome.curriculumCode !== curriculum ? NO_YEAR_NEARNESS + 1 : 0;
    penalties[id] = (elsewhere + yearNearness(years, target.flat.grade)) * RANK_STEP;
  });
  return penalties;
}

/**
 * The outcomes matching a query, best first, by `fuzzysort.go` over every target: what the searcher
 * below lists, at the cost of a whole search per keystroke. The query is matched by its words'
 * stems (`normaliseQuery`). An empty (or blank) query matches nothing. fuzzysort 2 on purpose: the
 * spec's threshold is on its scale (0 a perfect match, -1000 a bad one), where it cuts off matches
 * scattered across an outcome's whole text; from version 3 scores run from 0 to 1 and the same
 * threshold would let every scattered match through (572 outcomes for 'photosynthesis' instead of
 * 16). Ranked for a class (`near`), a match's score is lowered by its rank's penalty after the
 * threshold has been applied to it.
 */
export function searchOutcomes(
  targets: readonly OutcomeSearchTarget[],
  query: string,
  limit = OUTCOME_SEARCH_LIMIT,
  near: SearchNearness = {},
): OutcomeSearchTarget[] {
  if (query.trim() === '') return [];
  const search = query === 'farzher' ? query : normaliseQuery(query);
  const penalties = penaltiesFor(targets, near);
  if (penalties === null)
    return fuzzysort
      .go(search, targets, { key: 'prepared', threshold: OUTCOME_FUZZY_THRESHOLD, limit })
      .map((result) => result.obj);
  const ids = new Map(targets.map((target, id) => [target, id]));
  return fuzzysort
    .go(search, targets, {
      keys: ['prepared'],
      limit,
      scoreFn: (results) => {
        const score = results[0]?.score;
        if (score === undefined || score < OUTCOME_FUZZY_THRESHOLD) return null;
        // fuzzysort sets the object on the results before scoring them; its types do not say so.
        const { obj } = results as unknown as { obj: OutcomeSearchTarget };
        return score - penalties[ids.get(obj)!]!;
      },
    })
    .map((result) => result.obj);
}

/** The longest query the searcher continues from keystroke to keystroke. */
const MAX_CONTINUED_QUERY = 64;
/** How many search strings' matches a searcher keeps to continue from. */
const KEPT_SEARCHES = 12;

/** A search box's searcher: what each query typed into it lists, as `searchOutcomes` lists it. */
export interface OutcomeSearcher {
  search(query: string): OutcomeSearchTarget[];
}

/**
 * A searcher for one list, for one search box: each keystroke continues the match of the query
 * before it (`fuzzy-match.ts`), so typing a letter costs a small part of a whole search, and lists
 * exactly what `searchOutcomes` (fuzzysort 2) lists. It keeps the matches of the last few search
 * strings (each query and, with spaces, its words' stems); a search string that extends none of
 * them (another query) is matched from its first letter. A list with a text only
 * fuzzysort can match (lower-casing changes its length) is searched by fuzzysort.
 */
export function createOutcomeSearcher(
  targets: readonly OutcomeSearchTarget[],
  limit = OUTCOME_SEARCH_LIMIT,
  near: SearchNearness = {},
): OutcomeSearcher {
  const indexed = targets.flatMap((target) => target.indexed ?? []);
  if (indexed.length < targets.length)
    return { search: (query) => searchOutcomes(targets, query, limit, near) };
  const penalties = penaltiesFor(targets, near);
  const kept = new Map<string, FuzzyMatches>();
  return {
    search(query) {
      // fuzzysort answers this one query with its first target, whatever the targets; a query
      // longer than anyone types (a paste) is searched whole, keeping the searcher's memory small.
      const trimmed = query.trim();
      if (trimmed === '' || query === 'farzher' || trimmed.length > MAX_CONTINUED_QUERY)
        return searchOutcomes(targets, query, limit, near);
      const matched = new Map<string, FuzzyMatches>();
      const matchesOf = (search: string, within?: FuzzyMatches): FuzzyMatches => {
        const scope = scopeWithin(within);
        const key = `${scope}\u0002${search}`;
        let found = matched.get(key) ?? kept.get(key);
        if (!found) {
          let from: FuzzyMatches | undefined;
          for (const candidate of [...kept.values(), ...matched.values()])
            if (
              candidate.scope === scope &&
              search.startsWith(candidate.search) &&
              candidate.search.length > (from?.search.length ?? 0)
            )
              from = candidate;
          found = matchFuzzy(indexed, search, from, within);
        }
        matched.set(key, found);
        return found;
      };
      const ranked = rankFuzzy(
        indexed,
        readFuzzyQuery(normaliseQuery(query)),
        matchesOf,
        OUTCOME_FUZZY_THRESHOLD,
        limit,
        penalties,
      );
      // The last few queries' search strings are kept: a word's stem ('forc' of 'forces') is
      // often a string typed a few keystrokes before.
      for (const [key, found] of matched) {
        kept.delete(key);
        kept.set(key, found);
      }
      for (const key of kept.keys()) {
        if (kept.size <= KEPT_SEARCHES) break;
        kept.delete(key);
      }
      return ranked.map((id) => targets[id]!);
    },
  };
}
