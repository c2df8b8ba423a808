import fuzzysort from 'fuzzysort';
import { describe, expect, it } from 'vitest';
import { OUTCOME_FUZZY_THRESHOLD } from '../../../common/outcomes/constants.ts';
import { searchTextOf } from '../../../common/outcomes/search.ts';
import { shippedOutcomes } from '../../../server/test/curriculum-outcomes.ts';
import { matchFuzzy, type FuzzyMatches } from './fuzzy-match.ts';
import { rankFuzzy, readFuzzyQuery } from './fuzzy-ranking.ts';
import { indexFuzzyTarget, type FuzzyTarget } from './fuzzy-target.ts';

const texts = (await shippedOutcomes()).flatMap((outcome) => searchTextOf(outcome) ?? []);

function indexAll(list: readonly string[]): FuzzyTarget[] {
  return list.map((text) => {
    const target = indexFuzzyTarget(text);
    if (!target) throw new Error(`${text} cannot be indexed`);
    return target;
  });
}

/** The targets fuzzysort.go lists for a query, by their place in the list, from scratch. */
function rankFromScratch(targets: readonly FuzzyTarget[], query: string, limit: number): number[] {
  const matched = new Map<string, FuzzyMatches>();
  const matchesOf = (search: string) => {
    const found = matched.get(search) ?? matchFuzzy(targets, search);
    matched.set(search, found);
    return found;
  };
  return rankFuzzy(targets, readFuzzyQuery(query), matchesOf, OUTCOME_FUZZY_THRESHOLD, limit);
}

function rankByFuzzysort(list: readonly string[], query: string, limit: number): number[] {
  const places = new Map(list.map((text, place) => [text, place]));
  return fuzzysort
    .go(query, list, { threshold: OUTCOME_FUZZY_THRESHOLD, limit })
    .map((result) => places.get(result.target)!);
}

describe('fuzzy match', () => {
  const targets = indexAll(texts);
  const prepared = texts.map((text) => fuzzysort.prepare(text));
  // Letters, digits, punctuation and capitals; common and rare letters; words that backtrack.
  const SEARCHES = ['a', 'ac9s7u01', 'ms-ls1-6', 'photosynthesis', 'energy', 'transfer', 'cells', 'ratio'];
  SEARCHES.push('ess2.a', 'k-2', 'earth', 'and', 'ion', 'the', 'sc4-ws', 'zzq', 'us_cali', 'eee', '•');

  it.each(SEARCHES)(
    'scores %j as fuzzysort does, from scratch and continued from each shorter string',
    (search) => {
      const expected = prepared.map((target) => fuzzysort.single(search, target)?.score ?? Number.NaN);
      for (let start = 0; start < search.length; start += 1) {
        const from = start > 0 ? matchFuzzy(targets, search.slice(0, start)) : undefined;
        const { scores } = matchFuzzy(targets, search, from);
        expect([...scores], `${search} from ${start} letters`).toEqual(expected);
      }
    },
  );

  it('continues a search string with spaces as it matches it from scratch', () => {
    const whole = (search: string, from?: FuzzyMatches) => [...matchFuzzy(targets, search, from).scores];
    for (const search of ['energy transfer', 'forces and motion', 'key stage 3'])
      for (let start = 1; start < search.length; start += 1)
        expect(whole(search, matchFuzzy(targets, search.slice(0, start))), search).toEqual(whole(search));
  });

  it("matches a later word only within the earlier word's targets, scoring each as over every target", () => {
    const energy = matchFuzzy(targets, 'energy');
    const within = matchFuzzy(targets, 'tr', undefined, energy);
    const everywhere = matchFuzzy(targets, 'tr');
    const held = [...energy.ids.slice(0, energy.count)];
    expect(within.count).toBeLessThan(everywhere.count);
    expect(within.count).toBeGreaterThan(0);
    for (const id of held) expect(within.scores[id], `target ${id}`).toEqual(everywhere.scores[id]);
    for (const id of within.ids.slice(0, within.count)) expect(held).toContain(id);
    // Continued, it stays within those targets; its scope says so.
    const continued = matchFuzzy(targets, 'trans', within);
    expect(continued.scope).toBe(within.scope);
    expect(continued.scope).not.toBe(everywhere.scope);
    for (const id of continued.ids.slice(0, continued.count)) expect(held).toContain(id);
  });

  it('indexes nothing whose lower case is longer, where only fuzzysort can match', () => {
    expect(indexFuzzyTarget('İstanbul')).toBeNull();
  });

  it.each([199, 200, 201, 202])(
    'gives up a strict match after 200 backtracks, as fuzzysort does (%i)',
    (words) => {
      // Each lone 'a' starts the search string and fails it: one backtrack each, before the 'ab'.
      const text = `${'a '.repeat(words)}ab`;
      const [target] = indexAll([text]);
      expect(matchFuzzy([target!], 'ab').scores[0]).toBe(fuzzysort.single('ab', text)?.score);
    },
  );

  it.each([5, 6, 7])(
    'counts the backtracks of searches it does once as fuzzysort does (%i words)',
    (words) => {
      // Word starts that begin the search string again and again but never finish it: the same
      // failed searches recur, and from six repetitions the strict match at the end lies beyond
      // 200 backtracks.
      const text = `${'a b c d '.repeat(words)}abcde`;
      const [target] = indexAll([text]);
      const expected = fuzzysort.single('abcde', text)?.score;
      for (const start of ['', 'ab', 'abcd'])
        expect(
          matchFuzzy([target!], 'abcde', start ? matchFuzzy([target!], start) : undefined).scores[0],
        ).toBe(expected);
    },
  );
});

describe('fuzzy ranking', () => {
  it('lists outcomes with equal scores in the order fuzzysort lists them', () => {
    // 300 texts in three lengths: each length scores alike, more of them than the limit.
    const list = Array.from(
      { length: 300 },
      (_, i) => `${String(i).padStart(3, '0')}${' '.repeat(i % 3)} forces and motion`,
    );
    const targets = indexAll(list);
    for (const query of ['motion', 'forces motion', 'f', '00', 'and m'])
      for (const limit of [1, 7, 100, 1000])
        expect(rankFromScratch(targets, query, limit), `${query} ${limit}`).toEqual(
          rankByFuzzysort(list, query, limit),
        );
  });

  it('lists the shipped outcomes as fuzzysort lists them, for queries with spaces and without', () => {
    const targets = indexAll(texts);
    for (const query of [
      'energy transfer',
      'e',
      'forces and motion',
      'Cell cell',
      'ms ls1',
      'a\tb c',
      'x y z',
    ])
      expect(rankFromScratch(targets, query, 100), query).toEqual(rankByFuzzysort(texts, query, 100));
  });
});
