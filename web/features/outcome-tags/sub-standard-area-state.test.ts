import { describe, expect, it } from 'vitest';
import { hasTaggedSubStandard, showsOutcomeScale, subStandardAreaState } from './sub-standard-area-state.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const WITHDRAWN = '00000000-0000-4000-8000-0000000000ff';

const withSubStandards = {
  subStandards: [
    { uuid: A, code: '6.RP.1a', title: 'Ratio language', learningScale: null },
    { uuid: B, code: '6.RP.1b', title: 'Ratio tables', learningScale: null },
  ],
};
const without = { subStandards: [] };

describe('subStandardAreaState', () => {
  it('is NONE when the outcome has no sub-standards, whatever was chosen', () => {
    expect(subStandardAreaState(without, {}, false)).toBe('NONE');
    expect(subStandardAreaState(without, {}, true)).toBe('NONE');
    expect(subStandardAreaState(without, { [A]: 'PROFICIENT' }, false)).toBe('NONE');
  });

  it('is SUB-STANDARDS when any sub-standard is tagged', () => {
    expect(subStandardAreaState(withSubStandards, { [B]: 'EMERGING' }, false)).toBe('SUB-STANDARDS');
  });

  it('is SUB-STANDARDS when the user chose to show them, none tagged', () => {
    expect(subStandardAreaState(withSubStandards, {}, true)).toBe('SUB-STANDARDS');
  });

  it('is MESSAGE_NO_SUB-STANDARD_SELECTED otherwise', () => {
    expect(subStandardAreaState(withSubStandards, {}, false)).toBe('MESSAGE_NO_SUB-STANDARD_SELECTED');
  });

  it('does not count a tag for a sub-standard the outcome no longer lists', () => {
    expect(subStandardAreaState(withSubStandards, { [WITHDRAWN]: 'ADVANCED' }, false)).toBe(
      'MESSAGE_NO_SUB-STANDARD_SELECTED',
    );
    expect(hasTaggedSubStandard(withSubStandards, { [WITHDRAWN]: 'ADVANCED' })).toBe(false);
  });
});

describe('showsOutcomeScale', () => {
  it('shows the outcome’s own scale when it has no sub-standards', () => {
    expect(showsOutcomeScale(without, {})).toBe(true);
  });

  it('shows it while no sub-standard is selected', () => {
    expect(showsOutcomeScale(withSubStandards, {})).toBe(true);
  });

  it('hides it once a sub-standard is selected', () => {
    expect(showsOutcomeScale(withSubStandards, { [A]: 'DEVELOPING' })).toBe(false);
  });
});
