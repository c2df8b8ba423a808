import { describe, expect, it } from 'vitest';
import { formatTable, isMet, median, noise, ratio, verdict } from './verdict.ts';

describe('bench verdicts', () => {
  it('measures noise as the spread of the rounds over their mean', () => {
    expect(noise([90, 100, 110])).toBeCloseTo(0.2);
    expect(noise([100])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('passes a figure at its bound, counts one within the noise as met, fails the rest', () => {
    expect(verdict(0.3, { min: 0.3 }, 0.05)).toBe('PASS');
    expect(verdict(0.29, { min: 0.3 }, 0.05)).toBe('met (within noise)');
    expect(verdict(0.28, { min: 0.3 }, 0.05)).toBe('FAIL');
    expect(verdict(0.29, { min: 0.3 }, 0)).toBe('FAIL');
    expect(verdict(3, { max: 3 }, 0.1)).toBe('PASS');
    expect(verdict(3.2, { max: 3 }, 0.1)).toBe('met (within noise)');
    expect(verdict(3.4, { max: 3 }, 0.1)).toBe('FAIL');
    expect(isMet('met (within noise)')).toBe(true);
  });

  it('never passes a figure that was not measured', () => {
    expect(ratio(10, null)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
    expect(verdict(ratio(null, 100), { min: 0.3 }, 0.5)).toBe('n/a');
    expect(isMet('n/a')).toBe(false);
  });

  it('prints a Markdown table', () => {
    const table = formatTable(['target', 'result'], [['batch get', 'PASS']]);
    expect(table.split('\n')).toEqual([
      '| target    | result |',
      '|-----------|--------|',
      '| batch get | PASS   |',
    ]);
  });
});
