import { describe, expect, it } from 'vitest';
import { au, fundamentals, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import { prepareOutcomeSearch, searchOutcomes } from './outcome-search.ts';

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
