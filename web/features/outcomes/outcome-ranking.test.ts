import { describe, expect, it } from 'vitest';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { yearSpanOfName, type YearSpan } from '../../../common/outcomes/year-levels.ts';
import { shippedOutcomes } from '../../../server/test/curriculum-outcomes.ts';
import {
  createOutcomeSearcher,
  prepareOutcomeSearch,
  searchOutcomes,
  type OutcomeSearchTarget,
} from './outcome-search.ts';

const shipped = await shippedOutcomes();
/** A curriculum's outcomes as the selector searches them: the official ones. */
const official = (code: CurriculumCode) =>
  prepareOutcomeSearch(shipped.filter((outcome) => outcome.curriculumCode === code && outcome.isOfficial));

const codesOf = (found: readonly OutcomeSearchTarget[]) => found.map((target) => target.flat.code);

/** What a class's search box lists for a query typed a letter at a time, and what a whole search lists. */
function listed(targets: readonly OutcomeSearchTarget[], query: string, years: YearSpan | null) {
  const near = { curriculum: targets[0]!.outcome.curriculumCode, years };
  const searcher = createOutcomeSearcher(targets, undefined, near);
  let typed: OutcomeSearchTarget[] = [];
  for (let length = 1; length <= query.length; length += 1) typed = searcher.search(query.slice(0, length));
  const whole = searchOutcomes(targets, query, undefined, near);
  expect(codesOf(typed)).toEqual(codesOf(whole));
  return codesOf(whole);
}

describe('outcome search for a class (issue 30)', () => {
  const year7 = yearSpanOfName('Year 7 Science');
  const grade7 = yearSpanOfName('Grade 7 Science');
  const auV9 = official('AU_V9');
  const ngss = official('US');
  const california = official('US_CALI_MATHS');
  const england = official('UK');

  it('lists Year 7 first in a Year 7 class: "forces" and "energy flow"', () => {
    expect(listed(auV9, 'forces', year7)[0]).toBe('AC9S7U04');
    expect(listed(auV9, 'energy flow', year7)[0]).toBe('AC9S7U02');
    // Without a class, the best match comes first whatever its year.
    expect(listed(auV9, 'forces', null)[0]).toBe('AC9S4U03');
  });

  it('lists the years next to the class before the others, and nearer years before further ones', () => {
    for (const query of ['cells', 'energy', 'plants']) {
      const codes = listed(auV9, query, year7);
      expect(codes.length).toBeGreaterThan(2);
      const years = codes
        .map((code) => /^AC9S(\d+|F)/.exec(code ?? '')![1]!)
        .map((y) => (y === 'F' ? 0 : Number(y)));
      const apart = years.map((year) => Math.abs(year - 7));
      expect(apart).toEqual([...apart].sort((a, b) => a - b));
    }
  });

  it('lists middle school first for a Grade 7 class: NGSS "energy transfer" and "chemical reaction"', () => {
    expect(listed(ngss, 'energy transfer', grade7)[0]).toMatch(/^MS-/);
    expect(listed(ngss, 'chemical reaction', grade7).slice(0, 5)).toContain('MS-PS1-2');
  });

  it('finds a standard by the short code teachers type', () => {
    expect(listed(california, '3.NF.1', null)[0]).toBe('3.NF.A.1');
    expect(listed(california, '3.NF.3a', null)[0]).toBe('3.NF.A.3.a');
  });

  it('matches each word by its stem: "solving quadratic equations"', () => {
    expect(listed(california, 'solving quadratic equations', null)[0]).toBe('HSA-REI.B.4');
  });

  it('finds a key stage by its name: "KS3 forces"', () => {
    const found = searchOutcomes(england, 'KS3 forces');
    expect(found.length).toBeGreaterThan(3);
    for (const target of found.slice(0, 5)) {
      expect(target.flat.grade).toBe('KS3');
      expect(target.flat.title).toMatch(/force/i);
    }
  });

  it('matches the same outcomes for a class as without one: only the order changes', () => {
    for (const query of ['forces', 'energy', 'cells', 'photosynthesis']) {
      const plain = searchOutcomes(auV9, query, 1000).map((target) => target.outcome.uuid);
      const ranked = searchOutcomes(auV9, query, 1000, { years: year7 }).map((target) => target.outcome.uuid);
      expect(new Set(ranked)).toEqual(new Set(plain));
    }
  });
});
