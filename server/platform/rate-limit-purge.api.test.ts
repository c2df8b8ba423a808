import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.ts';
import { testEngines, type Engine } from '../test/engines.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { longestRateLimitWindowMinutes, RATE_LIMIT_PURGE_QUEUE } from './rate-limit-purge.ts';
import { hitRateLimit } from './rate-limit.repo.ts';

describe.each(testEngines())('the daily clean-up of rate-limit counters on %s', (engine: Engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_LIMIT_WINDOW_MINUTES: 15, INVITATION_LIMIT_WINDOW_MINUTES: 90 });
  });
  afterAll(() => t.close());

  const keys = ['purge:ended-long-ago', 'purge:ended-lately', 'purge:live'];
  const startedAgo = async (key: string, minutes: number) =>
    t.db
      .insert(rateLimitHits)
      .values({ key, windowStart: sql`now() - ${minutes}::int * interval '1 minute'`, count: 3 });

  it('keeps counting over the longest window any limit uses', () => {
    expect(
      longestRateLimitWindowMinutes({
        LOGIN_LIMIT_WINDOW_MINUTES: 15,
        INVITATION_LIMIT_WINDOW_MINUTES: 2000,
      }),
    ).toBe(2000);
    // The invited addresses' daily budget.
    expect(
      longestRateLimitWindowMinutes({ LOGIN_LIMIT_WINDOW_MINUTES: 15, INVITATION_LIMIT_WINDOW_MINUTES: 10 }),
    ).toBe(24 * 60);
  });

  it('deletes counters whose window ended over a day ago and keeps the others, which still limit', async () => {
    // The longest window is the invited addresses' day; the purge keeps a day past it.
    await startedAgo(keys[0]!, 24 * 60 + 24 * 60 + 5);
    await startedAgo(keys[1]!, 24 * 60 + 60);
    await startedAgo(keys[2]!, 1);

    await t.jobs.enqueue(RATE_LIMIT_PURGE_QUEUE, {});
    expect(await t.jobs.drain()).toBe(1);

    const left = await t.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(inArray(rateLimitHits.key, keys));
    expect(left.map((r) => r.key).sort()).toEqual([keys[1], keys[2]]);
    // The live window still counts its earlier hits: the next one is the fourth of a limit of three.
    expect((await hitRateLimit(t.db, { key: keys[2]!, limit: 3, windowSeconds: 600 })).allowed).toBe(false);
  });
});
