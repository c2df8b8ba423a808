import { describe, expect, it } from 'vitest';
import { InstitutionCache } from './institution-cache.service.ts';
import type { InstitutionRecord } from './institutions.types.ts';

const record = (id: number, name = `School ${id}`): InstitutionRecord => ({
  institution: { id, name } as InstitutionRecord['institution'],
  bannerInlineUrl: null,
});

function cacheWithClock(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = new InstitutionCache({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    clock: () => clock.now,
  });
  return { cache, clock };
}

describe('InstitutionCache', () => {
  it('answers what was stored until it is invalidated', () => {
    const { cache } = cacheWithClock();
    cache.set(record(1, 'one'), cache.currentGeneration());
    cache.set(record(2, 'two'), cache.currentGeneration());
    expect(cache.get(1)).toEqual(record(1, 'one'));
    cache.invalidate(1);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toEqual(record(2, 'two'));
  });

  it('forgets an entry once it is as old as the time to live', () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 5_000 });
    cache.set(record(1), cache.currentGeneration());
    clock.now += 4_999;
    expect(cache.get(1)).toBeDefined();
    clock.now += 1;
    expect(cache.get(1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store what was read before an invalidation arrived', () => {
    const { cache } = cacheWithClock();
    const readAt = cache.currentGeneration();
    cache.invalidate(7);
    cache.set(record(1, 'stale'), readAt);
    expect(cache.get(1)).toBeUndefined();
    cache.set(record(1, 'fresh'), cache.currentGeneration());
    expect(cache.get(1)).toEqual(record(1, 'fresh'));
  });

  it('drops everything on clear, including reads still in flight', () => {
    const { cache } = cacheWithClock();
    cache.set(record(1), cache.currentGeneration());
    const readAt = cache.currentGeneration();
    cache.clear();
    cache.set(record(2), readAt);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.set(record(id), cache.currentGeneration());
    expect(cache.size).toBe(2);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeDefined();
    expect(cache.get(3)).toBeDefined();
  });
});
