import { describe, expect, it } from 'vitest';
import { consolidateOutcomes } from './consolidate.ts';
import { flattenOutcome } from './flatten.ts';
import { au, fundamentals, nc, ngss, ngssPart, nsw, standard } from './outcomes.fixtures.ts';
import {
  OUTCOME_GROUP_RANKS,
  compareSortKeys,
  outcomeGroupOf,
  sortConsolidatedOutcomes,
  sortOutcomes,
} from './sort.ts';

const sep = ngss({ scienceAndEngineeringPractice: ngssPart('SEP1', 'Asking questions') });
const dci = ngss({ disciplinaryCoreIdea: ngssPart('PS1.A', 'Structure of matter') });
const ccc = ngss({ crossCuttingConcept: ngssPart('CCC1', 'Patterns') });
const pe = ngss({ performanceExpectation: ngssPart('MS-PS1-1', 'Develop models') });

describe('the outcome sort (spec 9)', () => {
  it('ranks the groups as the spec table does', () => {
    expect(OUTCOME_GROUP_RANKS).toEqual({
      au: 0,
      SEP: 10,
      DCI: 20,
      CCC: 30,
      PE: 40,
      fundamentals: 50,
      'standard-based': 60,
      other: 70,
    });
    const outcomes = [nc(), nsw(), standard(), fundamentals(), pe, ccc, dci, sep, au()];
    expect(sortOutcomes(outcomes).map(outcomeGroupOf)).toEqual([
      'au',
      'SEP',
      'DCI',
      'CCC',
      'PE',
      'fundamentals',
      'standard-based',
      'other',
      'other',
    ]);
  });

  it('then orders by type: PERFORMANCE_EXPECTATION, SKILL, KNOWLEDGE, UNDERSTANDING, SUBSTANDARD', () => {
    const types = ['SUBSTANDARD', 'UNDERSTANDING', 'KNOWLEDGE', 'SKILL', 'PERFORMANCE_EXPECTATION'] as const;
    const outcomes = types.map((type, i) => standard({ type, code: `S.${i}` }));
    expect(sortOutcomes(outcomes).map((o) => o.standardBasedLearningOutcome?.type)).toEqual(
      [...types].reverse(),
    );
  });

  it('then puts entries with a code first, by code as people read numbers, then by title', () => {
    const outcomes = [
      standard({ code: '', title: 'Beta' }),
      standard({ code: '', title: 'alpha' }),
      standard({ code: 'AC9S10U01', title: 'z' }),
      standard({ code: 'AC9S7U02', title: 'z' }),
      standard({ code: 'AC9S7U01', title: 'z' }),
    ];
    expect(sortOutcomes(outcomes).map((o) => flattenOutcome(o).code ?? flattenOutcome(o).title)).toEqual([
      'AC9S7U01',
      'AC9S7U02',
      'AC9S10U01',
      'alpha',
      'Beta',
    ]);
  });

  it('orders entries with the same code by title', () => {
    const key = { rank: 0, type: null, code: 'X' };
    expect(compareSortKeys({ ...key, title: 'b' }, { ...key, title: 'a' })).toBeGreaterThan(0);
  });

  it('ranks consolidated outcomes at their curriculum index + 80', () => {
    const tags = consolidateOutcomes([
      standard({ code: 'Z' }, 'US'),
      au({ code: 'B' }),
      au({ code: 'A' }, 'AU'),
    ]);
    expect(sortConsolidatedOutcomes(tags).map((t) => `${t.curriculumCode}:${t.code}`)).toEqual([
      'AU:A',
      'AU_V9:B',
      'US:Z',
    ]);
    expect(sortConsolidatedOutcomes(tags, ['US', 'AU_V9', 'AU']).map((t) => t.curriculumCode)).toEqual([
      'US',
      'AU_V9',
      'AU',
    ]);
  });
});
