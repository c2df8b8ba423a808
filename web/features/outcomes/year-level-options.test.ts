import { describe, expect, it } from 'vitest';
import { standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import { outcomesOfYear, yearLevelOptions } from './year-level-options.ts';

const ninth = standard({ code: 'A.9', level: 'NINE' });
const highSchool = standard({ code: 'A.HS', level: '09–12' });
const eighth = standard({ code: 'A.8', level: 'EIGHT' });
const codes = (list: readonly { standardBasedLearningOutcome?: { code?: string } | null }[]) =>
  list.map((outcome) => outcome.standardBasedLearningOutcome?.code);

describe('the outcomes of a year level', () => {
  const outcomes = [eighth, ninth, highSchool];

  it("lists a grade's own outcomes and those of a band that takes it in", () => {
    expect(codes(outcomesOfYear(outcomes, 'NINE'))).toEqual(['A.9', 'A.HS']);
    expect(codes(outcomesOfYear(outcomes, 'EIGHT'))).toEqual(['A.8']);
  });

  it("lists a band's own outcomes only: a Grade 9 standard is not for all of high school", () => {
    expect(codes(outcomesOfYear(outcomes, '09–12'))).toEqual(['A.HS']);
  });

  it('lists every outcome when no year level is chosen, and offers each grade youngest first', () => {
    expect(outcomesOfYear(outcomes, null)).toHaveLength(3);
    expect(yearLevelOptions(outcomes, 'US_CALI_MATHS').map((option) => option.grade)).toEqual([
      'EIGHT',
      'NINE',
      '09–12',
    ]);
  });
});
