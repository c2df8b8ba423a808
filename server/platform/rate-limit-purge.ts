import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import { dayKey, type Schedule } from './jobs/scheduler.ts';
import { purgeEndedRateLimitHits } from './rate-limit.repo.ts';

export const RATE_LIMIT_PURGE_QUEUE = 'platform.purgeRateLimitHits';

const HOUR_MS = 3600 * 1000;
/** The invitation e-mails' limit counts per hour, the invited addresses' per day, whatever the settings say. */
const FIXED_WINDOWS_MINUTES = [60, 24 * 60];

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
