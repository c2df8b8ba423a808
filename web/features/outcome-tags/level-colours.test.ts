import { describe, expect, it } from 'vitest';
import { PROFICIENCY_LEVELS } from '../../../common/outcomes/constants.ts';
import { contrastRatio } from '../../../common/test/contrast.ts';
import { LEVEL_COLOURS } from './level-colours.ts';

describe('level colours', () => {
  it('colours every proficiency level, each differently', () => {
    expect(Object.keys(LEVEL_COLOURS).sort()).toEqual([...PROFICIENCY_LEVELS].sort());
    const backgrounds = PROFICIENCY_LEVELS.map((level) => LEVEL_COLOURS[level].background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });

  it("writes each level's name at 4.5:1 or more on its background (WCAG AA)", () => {
    for (const level of PROFICIENCY_LEVELS) {
      const { background, text } = LEVEL_COLOURS[level];
      expect(contrastRatio(background, text), level).toBeGreaterThanOrEqual(4.5);
    }
  });
});
