import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/engines.ts';
import { hitRateLimit, refundRateLimitHit } from './rate-limit.repo.ts';

describe.each(testEngines())('rate limits on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  let keyCounter = 0;
  const freshKey = () => `test:${engine}:${Date.now()}:${(keyCounter += 1)}`;

  it('allows up to the limit in a window and refuses the next hit with the seconds left', async () => {
    const rule = { key: freshKey(), limit: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) {
      expect(await hitRateLimit(t.database.db, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    const refused = await hitRateLimit(t.database.db, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('counts each key on its own', async () => {
    const first = { key: freshKey(), limit: 1, windowSeconds: 60 };
    const second = { key: freshKey(), limit: 1, windowSeconds: 60 };
    await hitRateLimit(t.database.db, first);
    expect((await hitRateLimit(t.database.db, first)).allowed).toBe(false);
    expect((await hitRateLimit(t.database.db, second)).allowed).toBe(true);
  });

  it('starts a new window once the old one has ended', async () => {
    const rule = { key: freshKey(), limit: 1, windowSeconds: 60 };
    await hitRateLimit(t.database.db, rule);
    expect((await hitRateLimit(t.database.db, rule)).allowed).toBe(false);
    await t.database.db
      .update(rateLimitHits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimitHits.key, rule.key));
    expect(await hitRateLimit(t.database.db, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const [row] = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, rule.key));
    expect(row?.count).toBe(1);
  });

  it('counts concurrent hits exactly: no more than the limit get through', async () => {
    const rule = { key: freshKey(), limit: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(t.database.db, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('gives a refunded hit back to the window', async () => {
    const rule = { key: freshKey(), limit: 1, windowSeconds: 60 };
    await hitRateLimit(t.database.db, rule);
    await refundRateLimitHit(t.database.db, rule.key);
    expect((await hitRateLimit(t.database.db, rule)).allowed).toBe(true);
    expect((await hitRateLimit(t.database.db, rule)).allowed).toBe(false);
  });

  it('refuses the hit when the database cannot count (fails closed)', async () => {
    const broken = await createTestDatabase(engine);
    await broken.drop();
    const errors: unknown[] = [];
    const result = await hitRateLimit(broken.database.db, {
      key: freshKey(),
      limit: 100,
      windowSeconds: 60,
      onError: (error) => errors.push(error),
    });
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(errors).toHaveLength(1);
  });
});
