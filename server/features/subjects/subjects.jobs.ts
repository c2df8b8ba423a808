import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { dayKey, hourKey, type Schedule } from '../../platform/jobs/scheduler.ts';
import { DUPLICATE_QUEUE } from './subject-duplication.service.ts';
import type { SubjectsService } from './subjects.service.ts';

export { DUPLICATE_QUEUE };
export const AUTO_ARCHIVE_QUEUE = 'subjects.autoArchive';
export const PURGE_DELETED_QUEUE = 'subjects.purgeDeleted';

const HOUR = 3600 * 1000;

/**
 * When the subject jobs run (server/main.ts starts the scheduler): the auto-archive once an hour,
 * so each institution is archived within the hour its school year ends in its own time zone; the
 * purge of deleted subjects past their restore window once a day (offered hourly, keyed by day).
 */
export const subjectSchedules: readonly Schedule[] = [
  { queue: AUTO_ARCHIVE_QUEUE, everyMs: HOUR, keyFor: hourKey },
  { queue: PURGE_DELETED_QUEUE, everyMs: HOUR, keyFor: dayKey },
];

/** Registers the subject job handlers on this process's worker. */
export function registerSubjectJobs(
  jobs: JobQueue,
  subjects: Pick<SubjectsService, 'duplication' | 'autoArchive'>,
  deps: { logger: FastifyBaseLogger; now?: () => Date },
): void {
  const now = deps.now ?? (() => new Date());
  const { duplication, autoArchive } = subjects;

  jobs.register(DUPLICATE_QUEUE, {
    handler: (payload) => duplication.runDuplication(payload),
    onFinalFailure: (payload) => duplication.failDuplication(payload),
  });
  jobs.register(AUTO_ARCHIVE_QUEUE, {
    handler: async () => {
      const result = await autoArchive.runAutoArchive(now());
      if (result.subjects > 0)
        deps.logger.info(result, 'auto-archived subjects at the end of the school year');
    },
  });
  jobs.register(PURGE_DELETED_QUEUE, {
    handler: async () => {
      const purged = await autoArchive.purgeDeletedSubjects(now());
      if (purged > 0) deps.logger.info({ purged }, 'purged subjects deleted past their restore window');
    },
  });
}
