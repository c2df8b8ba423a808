import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import type { JobQueue } from './jobs/queue.ts';
import { dayKey, type Schedule } from './jobs/scheduler.ts';

export const RATE_LIMIT_PURGE_QUEUE = 'platform.purgeRateLimitHits';

const HOUR_MS = 3600 * 1000;
/** The invitation e-mails' limit counts per hour, whatever the settings say. */
const FIXED_WINDOWS_MINUTES = [60];

/** Offered hourly, run once a day by whichever process takes it first. */
export const platformSchedules: readonly Schedule[] = [
  { queue: RATE_LIMIT_PURGE_QUEUE, everyMs: HOUR_MS, keyFor: dayKey },
];

/** The longest window any limit counts over, in minutes: a row older than it counts for nothing. */
export function longestRateLimitWindowMinutes(
  config: Pick<Config, 'LOGIN_LIMIT_WINDOW_MINUTES' | 'INVITATION_LIMIT_WINDOW_MINUTES'>,
): number {
  return Math.max(
    config.LOGIN_LIMIT_WINDOW_MINUTES,
    config.INVITATION_LIMIT_WINDOW_MINUTES,
    ...FIXED_WINDOWS_MINUTES,
  );
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

/** Registers the daily clean-up of ended rate-limit counters on this process's worker. */
export function registerRateLimitPurge(
  jobs: Pick<JobQueue, 'register'>,
  deps: { db: Db; config: Config; logger: FastifyBaseLogger },
): void {
  jobs.register(RATE_LIMIT_PURGE_QUEUE, {
    handler: async () => {
      // A day past the longest window: generous, so a clock step never ends a live window early.
      const purged = await purgeEndedRateLimitHits(
        deps.db,
        longestRateLimitWindowMinutes(deps.config) + 24 * 60,
      );
      if (purged > 0) deps.logger.info({ purged }, 'purged ended rate-limit counters');
    },
  });
}
