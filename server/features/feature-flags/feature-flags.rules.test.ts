import { describe, expect, it } from 'vitest';
import { CURRICULUM_FLAGS, FEATURE_FLAGS } from '../../../common/feature-flags/constants.ts';
import { resolveFeatureFlags } from './feature-flags.rules.ts';

describe('resolveFeatureFlags', () => {
  it('gives every flag its default when the institution overrides none', () => {
    const flags = resolveFeatureFlags([]);
    for (const [name, flag] of Object.entries(FEATURE_FLAGS))
      expect(flags[name as keyof typeof FEATURE_FLAGS]).toBe(flag.defaultEnabled);
  });

  it("lets an institution's override win over the default, either way", () => {
    const flags = resolveFeatureFlags([
      { flag: 'curriculum.US_CALI_MATHS', isEnabled: true },
      { flag: 'curriculum.US_MO', isEnabled: false },
    ]);
    expect(flags['curriculum.US_CALI_MATHS']).toBe(true);
    expect(flags['curriculum.US_MO']).toBe(false);
    expect(flags['curriculum.AU_VIC_2_0']).toBe(false);
  });

  it('ignores an override of a flag that no longer exists', () => {
    expect(resolveFeatureFlags([{ flag: 'retired.flag', isEnabled: true }])).not.toHaveProperty(
      'retired.flag',
    );
  });

  it('has a flag, off by default, for every gated curriculum the spec and issue name', () => {
    const gated = [
      'US_CALI_MATHS',
      'AU_VIC_2_0',
      'AU_WA_2026',
      'US_IDAHO',
      'US_MO',
      'US_NC',
      'US_OR',
    ] as const;
    expect(Object.keys(CURRICULUM_FLAGS).sort()).toEqual([...gated].sort());
    for (const code of gated) expect(FEATURE_FLAGS[CURRICULUM_FLAGS[code]!].defaultEnabled).toBe(false);
  });
});
