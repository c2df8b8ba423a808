import { describe, expect, it } from 'vitest';
import { MASTERY_METHODS } from './constants.ts';
import { levelValue, masteryFromSummary, masteryLevel, nearestLevel } from './mastery.ts';

describe('masteryLevel', () => {
  const levels = ['ADVANCED', 'EMERGING', 'DEVELOPING'] as const;

  it('takes the newest level, the highest, or the average rounded to the nearest level', () => {
    expect(masteryLevel(levels, 'latest')).toBe('DEVELOPING');
    expect(masteryLevel(levels, 'highest')).toBe('ADVANCED');
    // (4 + 1 + 2) / 3 = 2.33
    expect(masteryLevel(levels, 'average')).toBe('DEVELOPING');
    expect(masteryLevel(['EMERGING', 'DEVELOPING'], 'average')).toBe('DEVELOPING');
  });

  it("weighs the newest level 65% and the earlier ones' average 35% in the decaying average", () => {
    // 2 × 0.65 + (4 + 1) / 2 × 0.35 = 2.175
    expect(masteryLevel(levels, 'decayingAverage')).toBe('DEVELOPING');
    // 4 × 0.65 + 1 × 0.35 = 2.95
    expect(masteryLevel(['EMERGING', 'ADVANCED'], 'decayingAverage')).toBe('PROFICIENT');
    expect(masteryLevel(['PROFICIENT'], 'decayingAverage')).toBe('PROFICIENT');
  });
});

describe('nearestLevel', () => {
  it('rounds halves up and stays on the scale', () => {
    expect(nearestLevel(2.5)).toBe('PROFICIENT');
    expect(nearestLevel(2.49)).toBe('DEVELOPING');
    expect(nearestLevel(-1)).toBe('NOT_SHOWN');
    expect(nearestLevel(9)).toBe('ADVANCED');
  });
});

describe('masteryFromSummary', () => {
  it('gives what every method gives from the levels themselves', () => {
    const sequences = [
      ['PROFICIENT'],
      ['ADVANCED', 'EMERGING', 'DEVELOPING'],
      ['EMERGING', 'ADVANCED'],
      ['NOT_SHOWN', 'DEVELOPING', 'DEVELOPING', 'ADVANCED'],
    ] as const;
    for (const levels of sequences) {
      const values = levels.map(levelValue);
      const summary = {
        latest: values.at(-1)!,
        count: values.length,
        total: values.reduce((a, b) => a + b, 0),
        highest: Math.max(...values),
      };
      for (const method of MASTERY_METHODS)
        expect(masteryFromSummary(summary, method), `${method} of ${levels.join(', ')}`).toBe(
          masteryLevel(levels, method),
        );
    }
  });
});
