import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { dayKey, type Schedule } from '../../platform/jobs/scheduler.ts';
import type { ActivitiesService } from './activities.service.ts';

export const PURGE_DELETED_ACTIVITIES_QUEUE = 'activities.purgeDeleted';

/** Lessons deleted past their restore window go for good once a day (offered hourly, keyed by day). */
export const activitySchedules: readonly Schedule[] = [
  { queue: PURGE_DELETED_ACTIVITIES_QUEUE, everyMs: 3600 * 1000, keyFor: dayKey },
];

/** Registers the lesson job handlers on this process's worker. */
export function registerActivityJobs(
  jobs: JobQueue,
  activities: Pick<ActivitiesService, 'writes'>,
  deps: { logger: FastifyBaseLogger; now?: () => Date },
): void {
  const now = deps.now ?? (() => new Date());
  jobs.register(PURGE_DELETED_ACTIVITIES_QUEUE, {
    handler: async () => {
      const purged = await activities.writes.purgeDeletedActivities(now());
      if (purged > 0) deps.logger.info({ purged }, 'purged lessons deleted past their restore window');
    },
  });
}
