import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts the nesting of arrays and objects', () => {
    expect(nestsDeeperThan('[[{"a":[1]}]]', 4)).toBe(false);
    expect(nestsDeeperThan('[[{"a":[[1]]}]]', 4)).toBe(true);
    expect(nestsDeeperThan('[][][][][]', 1)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{', quoted: 'say "[[[["' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[1]]]), 2)).toBe(true);
  });
});
