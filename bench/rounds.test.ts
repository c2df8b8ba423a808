import { describe, expect, it } from 'vitest';
import { roundOrder } from './rounds.ts';

describe('roundOrder', () => {
  const targets = ['bareFastify', 'bare', 'trivialPg', 'trivialPglite'];

  it('runs the targets in their own order in odd rounds and reversed in even ones', () => {
    expect(roundOrder(targets, 1)).toEqual(targets);
    expect(roundOrder(targets, 2)).toEqual(['trivialPglite', 'trivialPg', 'bare', 'bareFastify']);
    expect(roundOrder(targets, 3)).toEqual(targets);
  });

  it('keeps every target next to its neighbour and leaves the list it was given alone', () => {
    const second = roundOrder(targets, 2);
    expect(Math.abs(second.indexOf('bare') - second.indexOf('trivialPg'))).toBe(1);
    expect(targets).toEqual(['bareFastify', 'bare', 'trivialPg', 'trivialPglite']);
  });
});
