import type { JobQueue } from '../../platform/jobs/queue.ts';
import { hourKey, type Schedule } from '../../platform/jobs/scheduler.ts';
import { USAGE_ROLLUP_DAYS } from '../../../common/usage/constants.ts';
import type { UsageService } from './usage.service.ts';

export const USAGE_ROLLUP_QUEUE = 'usage.rollUp';

const HOUR = 3600 * 1000;

/**
 * The usage roll-up runs once an hour: it recomputes today and yesterday in each school's time
 * zone, so the page is at most an hour behind, and a day's last hour is counted the morning after.
 * Hourly also catches a person's activity on a day before their session's last activity moves on.
 */
export const usageSchedules: readonly Schedule[] = [
  { queue: USAGE_ROLLUP_QUEUE, everyMs: HOUR, keyFor: hourKey },
];

/** Registers the roll-up handler on this process's worker. */
export function registerUsageJobs(
  jobs: JobQueue,
  usage: Pick<UsageService, 'rollUp'>,
  deps: { now?: () => Date } = {},
): void {
  const now = deps.now ?? (() => new Date());
  jobs.register(USAGE_ROLLUP_QUEUE, { handler: () => usage.rollUp(now(), USAGE_ROLLUP_DAYS) });
}
