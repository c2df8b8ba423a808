import { describe, expect, it } from 'vitest';
import { type OutcomeType } from './constants.ts';
import { NGSS_BADGE_COLORS, outcomeBadges, tagColorOf } from './colours.ts';
import { au, fundamentals, nc, ngss, ngssPart, nsw, standard } from './outcomes.fixtures.ts';

describe('tag colours (spec 9)', () => {
  it.each([
    ['KNOWLEDGE', 'orange'],
    ['UNDERSTANDING', 'green'],
    ['SKILL', 'blue'],
    ['PERFORMANCE_EXPECTATION', 'gray'],
    ['SUBSTANDARD', 'gray'],
  ] as [OutcomeType, string][])('colour %s %s', (type, color) => {
    expect(tagColorOf(type, 'US')).toBe(color);
  });

  it('are all grey for AU_NSW_2023', () => {
    for (const type of ['KNOWLEDGE', 'UNDERSTANDING', 'SKILL'] as const)
      expect(tagColorOf(type, 'AU_NSW_2023')).toBe('gray');
  });

  it('are grey by default', () => {
    expect(tagColorOf(null, 'AU_V9')).toBe('gray');
    expect(tagColorOf(undefined, null)).toBe('gray');
  });
});

describe('NGSS badge colours (spec 3)', () => {
  it('are SEP blue, DCI orange, CCC green, PE grey', () => {
    expect(NGSS_BADGE_COLORS).toEqual({ SEP: 'blue', DCI: 'orange', CCC: 'green', PE: 'gray' });
  });
});

describe('badges by variant (spec 3)', () => {
  it('show the code of a standards-based outcome, in its tag colour', () => {
    expect(outcomeBadges(standard({ code: '6.RP.1', type: 'SKILL' }))).toEqual([
      { label: '6.RP.1', color: 'blue' },
    ]);
  });

  it('show CCC / DCI / SEP / PE for the parts of an NGSS outcome', () => {
    const outcome = ngss({
      performanceExpectation: ngssPart('MS-LS1-6', 'Construct a scientific explanation'),
      scienceAndEngineeringPractice: ngssPart('SEP6', 'Constructing explanations'),
      crossCuttingConcept: ngssPart('CCC5', 'Energy and matter'),
    });
    expect(outcomeBadges(outcome)).toEqual([
      { label: 'SEP', color: 'blue' },
      { label: 'CCC', color: 'green' },
      { label: 'PE', color: 'gray' },
    ]);
  });

  it("show 'NSW' for an NSW outcome", () => {
    expect(outcomeBadges(nsw())).toEqual([{ label: 'NSW', color: 'gray' }]);
  });

  it('show the objectiveCode of an NC outcome, or its standardCode when it has none', () => {
    expect(outcomeBadges(nc())).toEqual([{ label: '8.P.1.1', color: 'gray' }]);
    expect(outcomeBadges(nc({ objectiveCode: null, standardCode: '8.P.1' }))).toEqual([
      { label: '8.P.1', color: 'gray' },
    ]);
  });

  it('show none for AU and fundamentals outcomes', () => {
    expect(outcomeBadges(au())).toEqual([]);
    expect(outcomeBadges(fundamentals())).toEqual([]);
  });
});
