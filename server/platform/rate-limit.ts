import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface RateLimitRule {
  /** What is counted, namespaced by use: `login:ip:203.0.113.9`, `invitation-code:ip:…`. */
  key: string;
  /** Hits allowed per window; the hit that makes the count exceed it is refused. */
  limit: number;
  windowSeconds: number;
  /** Told about a database failure, which refuses the hit. */
  onError?: (error: unknown) => void;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends: when a refused caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against a fixed window kept in PostgreSQL, so every server process shares it.
 * One atomic upsert: concurrent hits on the same key serialise on its row and each sees its own count.
 * A window that has ended restarts at this hit. Fails closed: if the database cannot count, the hit
 * is refused, since a limiter that lets everything through while broken protects nothing.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule): Promise<RateLimitResult> {
  const { key, limit, windowSeconds } = rule;
  const window = sql`(${windowSeconds}::int * interval '1 second')`;
  try {
    const result = await db.execute<{ count: number; retry_after: number }>(sql`
      insert into rate_limit_hits as h (key, window_start, count)
      values (${key}, now(), 1)
      on conflict (key) do update set
        window_start = case when h.window_start <= now() - ${window} then now() else h.window_start end,
        count = case when h.window_start <= now() - ${window} then 1 else h.count + 1 end
      returning h.count,
        greatest(1, ceil(extract(epoch from (h.window_start + ${window} - now()))))::int as retry_after
    `);
    const row = (result as { rows: { count: number; retry_after: number }[] }).rows[0];
    if (!row) throw new Error(`rate limit upsert for ${key} returned no row`);
    const allowed = Number(row.count) <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Number(row.retry_after) };
  } catch (error) {
    rule.onError?.(error);
    return { allowed: false, retryAfterSeconds: windowSeconds };
  }
}

/** Gives back one hit counted earlier in the current window (a reserved attempt that turned out fine). */
export async function refundRateLimitHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limit_hits set count = count - 1 where key = ${key} and count > 0`);
}
