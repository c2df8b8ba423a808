import { describe, expect, it } from 'vitest';
import { keptAtVersion } from './kept-at-version.ts';

describe('values kept at a version', () => {
  it('answers a value while its key is at the version it was kept at', () => {
    const kept = keptAtVersion<number, string>(10);
    kept.keep(1, 5n, 'grid at 5');
    expect(kept.get(1, 5n)).toBe('grid at 5');
    expect(kept.get(1, 6n)).toBeUndefined();
    expect(kept.get(2, 5n)).toBeUndefined();
    kept.keep(1, 6n, 'grid at 6');
    expect(kept.get(1, 6n)).toBe('grid at 6');
  });

  it('does not keep a value made from an older version over a newer one', () => {
    const kept = keptAtVersion<number, string>(10);
    kept.keep(1, 7n, 'newer');
    kept.keep(1, 6n, 'older, finished later');
    expect(kept.get(1, 7n)).toBe('newer');
    expect(kept.get(1, 6n)).toBeUndefined();
  });

  it('lets the least recently read go first when full', () => {
    const kept = keptAtVersion<number, string>(2);
    kept.keep(1, 1n, 'one');
    kept.keep(2, 1n, 'two');
    expect(kept.get(1, 1n)).toBe('one');
    kept.keep(3, 1n, 'three');
    expect(kept.size).toBe(2);
    expect(kept.get(2, 1n)).toBeUndefined();
    expect(kept.get(1, 1n)).toBe('one');
    expect(kept.get(3, 1n)).toBe('three');
  });
});
