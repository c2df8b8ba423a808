import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { SessionCache } from './session-cache.ts';

const actor = (principal: string): Actor => ({
  principal,
  email: `${principal}@example.test`,
  fullName: principal,
  isInternalAdmin: false,
  sessionTokenHash: `hash-${principal}`,
  csrfToken: 'csrf',
});

function cacheAt(start: number, maxEntries = 10) {
  const clock = { now: start };
  return { clock, cache: new SessionCache(maxEntries, () => clock.now) };
}

describe('SessionCache', () => {
  it('answers a kept actor until its deadline and nothing after it', () => {
    const { clock, cache } = cacheAt(1_000);
    cache.set('a', actor('ann'), 500);
    clock.now = 1_499;
    expect(cache.get('a')?.principal).toBe('ann');
    clock.now = 1_500;
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing for a session with no time left', () => {
    const { cache } = cacheAt(0);
    cache.set('a', actor('ann'), 0);
    cache.set('b', actor('ben'), -5);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });

  it('forgets one session, or all of them', () => {
    const { cache } = cacheAt(0);
    cache.set('a', actor('ann'), 1_000);
    cache.set('b', actor('ben'), 1_000);
    cache.forget('a');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.principal).toBe('ben');
    cache.clear();
    expect(cache.get('b')).toBeNull();
  });

  it('drops the oldest entry past its bound; a renewed entry counts as new', () => {
    const { cache } = cacheAt(0, 2);
    cache.set('a', actor('ann'), 1_000);
    cache.set('b', actor('ben'), 1_000);
    cache.set('a', actor('ann'), 1_000);
    cache.set('c', actor('cat'), 1_000);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.principal).toBe('ann');
    expect(cache.get('c')?.principal).toBe('cat');
  });

  it('keeps nothing when its bound is zero', () => {
    const { cache } = cacheAt(0, 0);
    cache.set('a', actor('ann'), 1_000);
    expect(cache.get('a')).toBeNull();
  });
});
