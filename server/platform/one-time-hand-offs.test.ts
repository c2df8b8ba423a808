import { describe, expect, it } from 'vitest';
import { OneTimeHandOffs } from './one-time-hand-offs.ts';

describe('OneTimeHandOffs', () => {
  it('gives a value once, under its key', () => {
    const handOffs = new OneTimeHandOffs<string>(1_000, 10, () => 0);
    handOffs.offer('a', 'one');
    expect(handOffs.take('b')).toBeNull();
    expect(handOffs.take('a')).toBe('one');
    expect(handOffs.take('a')).toBeNull();
  });

  it('keeps a value that does not match for a later taker', () => {
    const handOffs = new OneTimeHandOffs<string>(1_000, 10, () => 0);
    handOffs.offer('a', 'one');
    expect(handOffs.take('a', (v) => v === 'two')).toBeNull();
    expect(handOffs.take('a', (v) => v === 'one')).toBe('one');
  });

  it('gives nothing once the time has passed, and forgets on request', () => {
    let now = 0;
    const handOffs = new OneTimeHandOffs<string>(1_000, 10, () => now);
    handOffs.offer('a', 'one');
    handOffs.offer('b', 'two');
    handOffs.forget('b');
    expect(handOffs.take('b')).toBeNull();
    now = 1_000;
    expect(handOffs.take('a')).toBeNull();
    expect(handOffs.size).toBe(0);
  });

  it('keeps at most maxEntries, forgetting the oldest offered first', () => {
    const handOffs = new OneTimeHandOffs<number>(1_000, 3, () => 0);
    for (let i = 0; i < 4; i++) handOffs.offer(`k${i}`, i);
    expect(handOffs.size).toBe(3);
    expect(handOffs.take('k0')).toBeNull();
    expect(handOffs.take('k3')).toBe(3);
  });
});
