import { describe, expect, it } from 'vitest';
import { au, fundamentals, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import { shippedOutcomes } from '../../../server/test/curriculum-outcomes.ts';
import {
  createOutcomeSearcher,
  prepareOutcomeSearch,
  searchOutcomes,
  type OutcomeSearcher,
  type OutcomeSearchTarget,
} from './outcome-search.ts';

const classification = au();
const ratio = standard();
const targets = prepareOutcomeSearch([classification, ratio, fundamentals('Classification skills')]);

describe('outcome search', () => {
  it('prepares every outcome but the fundamentals ones, with its flattened form', () => {
    expect(targets.map((target) => target.outcome)).toEqual([classification, ratio]);
    expect(targets[0]?.flat.code).toBe('AC9S7U01');
  });

  it('matches the search text of spec 4: code, description, curriculum code, uuid', () => {
    const found = (query: string) => searchOutcomes(targets, query).map((target) => target.outcome);
    expect(found('AC9S7U01')).toEqual([classification]);
    expect(found('classification')).toEqual([classification]);
    expect(found('6.RP.1')).toEqual([ratio]);
    expect(found('US_CALI_MATHS')).toEqual([ratio]);
    expect(found(ratio.uuid)).toEqual([ratio]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(searchOutcomes(targets, '')).toEqual([]);
    expect(searchOutcomes(targets, '   ')).toEqual([]);
  });

  it('lists at most the limit, best first', () => {
    expect(searchOutcomes(targets, 'a', 1)).toHaveLength(1);
  });
});

const shipped = prepareOutcomeSearch(await shippedOutcomes());

// Each keystroke is checked against a whole fuzzysort search, which takes a while on a busy machine.
describe('outcome searcher', { timeout: 30_000 }, () => {
  // Codes, words, words with spaces, and odd ones: doubled or trailing spaces, a tab, punctuation,
  // a word typed twice in two cases, letters no outcome has, a non-ASCII letter, a separator, a
  // sentence.
  const QUERIES = [
    'AC9S7U01',
    'MS-LS1-6',
    'photosynthesis',
    'energy transfer',
    'forces and motion',
    'chemical reactions',
    'key stage 3',
    'ESS2.A',
    '6.RP.1',
    'US_CALI_MATHS',
    '  cells  ',
    'energy  transfer',
    'Cell cell',
    'heredity: inheritance of traits',
    "earth's place",
    'k-2 ets1',
    'a\tb c',
    'x y z',
    'zzqx',
    'māori',
    ' • ',
    '(a)',
    // Longer than the searcher continues: past 64 letters it searches the whole list.
    'use models to describe the cycling of matter and flow of energy among living things',
  ];
  it('searches every shipped curriculum', () => {
    expect(ngss.length).toBe(208);
    // AU v9 152, AU v8.4 163, NGSS 208 and its high-school 71, England 420, California 585.
    expect(shipped.length).toBe(1599);
  });

  const uuidsOf = (found: readonly OutcomeSearchTarget[]) => found.map((target) => target.outcome.uuid);
  const expectPlain = (searcher: OutcomeSearcher, query: string, list = shipped) =>
    expect(uuidsOf(searcher.search(query)), JSON.stringify(query)).toEqual(
      uuidsOf(searchOutcomes(list, query)),
    );

  // A sentence is typed over one curriculum's outcomes: the searcher's steps depend on the query's
  // length, not the list's, and 170 whole searches of every curriculum are minutes on a busy machine.
  const ngss = shipped.filter((target) => target.outcome.curriculumCode === 'US');
  it.each(QUERIES)('lists what fuzzysort lists for %j, typed a letter at a time, then deleted', (query) => {
    const list = query.length > 40 ? ngss : shipped;
    const searcher = createOutcomeSearcher(list);
    for (let length = 1; length <= query.length; length += 1)
      expectPlain(searcher, query.slice(0, length), list);
    for (let length = query.length - 1; length >= 0; length -= 1)
      expectPlain(searcher, query.slice(0, length), list);
  });

  it('lists what fuzzysort lists when the whole query is replaced, or extended again', () => {
    const searcher = createOutcomeSearcher(shipped);
    for (const query of QUERIES) {
      expectPlain(searcher, query);
      expectPlain(searcher, `${query}s`);
      expectPlain(searcher, query.slice(0, -3));
      expectPlain(searcher, `${query.slice(0, -3)} ph`);
    }
  });

  it("lists what fuzzysort's score function lists for a class: its curriculum and year level first", () => {
    const near = { curriculum: 'AU_V9', years: { from: 7, to: 7 } } as const;
    const searcher = createOutcomeSearcher(shipped, undefined, near);
    for (const query of ['forces', 'energy transfer', 'cells', 'KS3 forces', 'solving'])
      for (let length = 1; length <= query.length; length += 1) {
        const typed = query.slice(0, length);
        expect(uuidsOf(searcher.search(typed)), typed).toEqual(
          uuidsOf(searchOutcomes(shipped, typed, undefined, near)),
        );
      }
    const first = searcher.search('forces')[0]!;
    expect([first.outcome.curriculumCode, first.flat.code]).toEqual(['AU_V9', 'AC9S7U04']);
  });

  it('answers the one query fuzzysort answers with its first target, as fuzzysort does', () => {
    expectPlain(createOutcomeSearcher(shipped), 'farzher');
  });

  it('searches with fuzzysort a list with a text whose lower case is longer', () => {
    const dotted = au({ code: 'AC9S7U99', curriculumDescription: '<p>İstanbul classification</p>' });
    const targets = prepareOutcomeSearch([dotted, classification, ratio]);
    expect(targets[0]?.indexed).toBeNull();
    const searcher = createOutcomeSearcher(targets);
    for (const query of ['c', 'cl', 'class', 'istanbul', 'AC9']) expectPlain(searcher, query, targets);
  });
});
