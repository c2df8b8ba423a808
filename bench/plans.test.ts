import { describe, expect, it } from 'vitest';
import { describePlans, plannedEveryCall } from './plans.ts';

const plans = [
  { name: 'kept_generic', genericPlans: 3, customPlans: 5 },
  { name: 'planned_each_call', genericPlans: 0, customPlans: 8 },
  { name: 'too_few_calls', genericPlans: 0, customPlans: 4 },
];

describe('plan check', () => {
  it('names only the statements still planned per call after the first five', () => {
    expect(plannedEveryCall(plans).map((p) => p.name)).toEqual(['planned_each_call']);
  });

  it('says so loudly when one is, and counts them when none is', () => {
    expect(describePlans(plans)).toBe(
      'Plans: ** planned afresh on every call **: planned_each_call (8 custom plans)',
    );
    expect(describePlans([plans[0]!])).toBe(
      'Plans: each of the 1 prepared statements kept one generic plan after its first five calls',
    );
  });
});
