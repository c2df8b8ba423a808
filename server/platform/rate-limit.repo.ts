import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

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

export interface HitCount {
  key: string;
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Seconds until the key's window ends. */
  retryAfterSeconds: number;
}

/** Makes the statement's own transaction commit without waiting for a disk flush. */
export const relaxedCommit = sql`set_config('synchronous_commit', 'off', true)`;
/** Keys in sorted order, so concurrent hits on several keys never deadlock on their rows. */
const keyList = (keys: readonly string[]) =>
  sql.join(
    [...keys].sort().map((key) => sql`${key}::text`),
    sql`, `,
  );

/** A window of `seconds` (an int parameter or placeholder) as an interval. */
export const windowInterval = (seconds: unknown) => sql`(${seconds}::int * interval '1 second')`;

/**
 * The counting upsert, for statements that count along with other work: `rows` selects (key,
 * inc) pairs, which it counts in key order (so concurrent hits on several keys never deadlock);
 * a window that has ended restarts at this hit. Returns key, count and retry_after (seconds left
 * in the key's window).
 */
export function upsertHitsSql(rows: SQL, window: SQL): SQL {
  return sql`
    insert into rate_limit_hits as h (key, window_start, count)
    select k.key, now(), k.inc from (${rows}) as k(key, inc) order by k.key
    on conflict (key) do update set
      window_start = case when h.window_start <= now() - ${window} then now() else h.window_start end,
      count = case when h.window_start <= now() - ${window} then excluded.count else h.count + excluded.count end
    returning h.key, h.count,
      greatest(1, ceil(extract(epoch from (h.window_start + ${window} - now()))))::int as retry_after`;
}

/**
 * Counts one hit on each key against fixed windows kept in PostgreSQL, so every server process
 * shares them: one atomic upsert, in which concurrent hits on a key serialise on its row and each
 * sees its own count; a window that has ended restarts at this hit. With `durable: false` the
 * statement commits without waiting for its WAL to reach disk: a crash may forget the last
 * moment's hits, which costs nothing, while a hot row (a school's shared address) is released at
 * once instead of after a flush. Throws when the database cannot count.
 */
export async function countHits(
  db: Db,
  keys: readonly string[],
  windowSeconds: number,
  options: { durable?: boolean } = {},
): Promise<HitCount[]> {
  const relaxed = options.durable === false ? sql`, ${relaxedCommit} as relaxed` : sql``;
  const rows = sql`select unnest(array[${keyList(keys)}]), 1`;
  const result = await db.execute<{ key: string; count: number; retry_after: number }>(
    sql`${upsertHitsSql(rows, windowInterval(windowSeconds))} ${relaxed}`,
  );
  return (result as { rows: { key: string; count: number; retry_after: number }[] }).rows.map((r) => ({
    key: r.key,
    count: Number(r.count),
    retryAfterSeconds: Number(r.retry_after),
  }));
}

/** Gives back `amount` hits (one by default) on each key, counted earlier in the current window. */
export async function refundHits(
  db: Db,
  keys: readonly string[],
  options: { durable?: boolean; amount?: number } = {},
): Promise<void> {
  const relaxed = options.durable === false ? sql`returning ${relaxedCommit}` : sql``;
  await db.execute(sql`
    update rate_limit_hits set count = greatest(0, count - ${options.amount ?? 1}::int)
    where key in (${keyList(keys)}) and count > 0
    ${relaxed}`);
}

/**
 * One hit on one key, judged against its limit. Fails closed: if the database cannot count, the
 * hit is refused, since a limiter that lets everything through while broken protects nothing.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule): Promise<RateLimitResult> {
  const { key, limit, windowSeconds } = rule;
  try {
    const [hit] = await countHits(db, [key], windowSeconds);
    if (!hit) throw new Error(`rate limit upsert for ${key} returned no row`);
    const allowed = hit.count <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : hit.retryAfterSeconds };
  } catch (error) {
    rule.onError?.(error);
    return { allowed: false, retryAfterSeconds: windowSeconds };
  }
}

/**
 * Charges `amount` to one key's budget in one atomic upsert, judged against its limit; a charge
 * that would go over is given back and refused, so a refused call costs nothing. Fails closed.
 */
export async function chargeRateLimit(
  db: Db,
  rule: RateLimitRule & { amount: number },
): Promise<RateLimitResult> {
  const { key, limit, windowSeconds, amount } = rule;
  try {
    const result = await db.execute<{ key: string; count: number; retry_after: number }>(
      upsertHitsSql(sql`select ${key}::text, ${amount}::int`, windowInterval(windowSeconds)),
    );
    const [hit] = (result as { rows: { count: number; retry_after: number }[] }).rows;
    if (!hit) throw new Error(`rate limit upsert for ${key} returned no row`);
    if (Number(hit.count) <= limit) return { allowed: true, retryAfterSeconds: 0 };
    await refundHits(db, [key], { amount });
    return { allowed: false, retryAfterSeconds: Number(hit.retry_after) };
  } catch (error) {
    rule.onError?.(error);
    return { allowed: false, retryAfterSeconds: windowSeconds };
  }
}

/** Gives back one hit counted earlier in the current window (a reserved attempt that turned out fine). */
export async function refundRateLimitHit(db: Db, key: string): Promise<void> {
  await refundHits(db, [key]);
}

/**
 * Deletes the counters whose window ended over `olderThanMinutes` ago. A deleted counter and an
 * ended window mean the same thing to the limiter (the next hit starts a new window), so this
 * only keeps the table as small as the people and addresses active lately.
 */
export async function purgeEndedRateLimitHits(db: Db, olderThanMinutes: number): Promise<number> {
  const result = await db.execute<{ purged: number }>(sql`
    with purged as (
      delete from ${rateLimitHits}
      where ${rateLimitHits.windowStart} < now() - ${olderThanMinutes}::int * interval '1 minute'
      returning 1
    )
    select count(*)::int as purged from purged`);
  return Number((result as { rows: { purged: number }[] }).rows[0]?.purged ?? 0);
}
