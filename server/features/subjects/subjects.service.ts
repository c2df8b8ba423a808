import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../platform/events/bus.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { createAutoArchiveService } from './auto-archive.service.ts';
import { createAutoArchivedNoticeService } from './auto-archived-notice.service.ts';
import { createSubjectAccess } from './subject-access.service.ts';
import { subjectCopiers, type CopierRegistry } from './subject-copiers.service.ts';
import { createSubjectDuplicationService } from './subject-duplication.service.ts';
import { handOverTaughtSubjects } from './subject-handover.repo.ts';
import { createSubjectReadsService } from './subject-reads.service.ts';
import { createSubjectStreamsService } from './subject-streams.service.ts';
import { createSubjectWritesService } from './subject-writes.service.ts';
import type { Db, MembershipLookup } from './subjects.types.ts';

/** What the subjects feature is built from (server/composition.ts). */
export interface SubjectsServiceDeps {
  db: Db;
  events: EventBus;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  /** The actor's role at an institution they may see, or a 404 (the roles feature's membershipAt). */
  roles: MembershipLookup;
  /** How long a duplication job waits before it starts (DUPLICATE_JOB_DELAY_MS). */
  duplicateJobDelayMs?: number;
  /** The parts a duplicate is made of; the process's registry unless a test brings its own. */
  copiers?: CopierRegistry;
  now?: () => Date;
}

/**
 * The subjects feature's services, built once. `authorizeSubject` is the one way to a subject as
 * its viewer may see it, for this feature and for every feature that hangs off a subject.
 */
export function createSubjectsService(deps: SubjectsServiceDeps) {
  const { db, events, jobs, logger, roles } = deps;
  const now = deps.now ?? (() => new Date());
  const access = createSubjectAccess({ db, now });
  return {
    authorizeSubject: access.authorizeSubject,
    authorizeSubjectWith: access.authorizeSubjectWith,
    reads: createSubjectReadsService({ db, now, access }),
    writes: createSubjectWritesService({ db, events, logger, now, roles }),
    duplication: createSubjectDuplicationService({
      db,
      events,
      jobs,
      logger,
      now,
      copiers: deps.copiers ?? subjectCopiers,
      jobDelayMs: deps.duplicateJobDelayMs ?? 0,
    }),
    streams: createSubjectStreamsService({ db, access, roles }),
    notices: createAutoArchivedNoticeService({ db }),
    autoArchive: createAutoArchiveService({ db, events, logger }),
    /**
     * The roles feature's purge step: someone removed from a school stops teaching there, and
     * nothing of theirs is lost (subject-handover.repo.ts).
     */
    handOverOnPurge: (
      tx: Db,
      purged: { institutionId: number; principal: string; successor: string | null },
    ) => handOverTaughtSubjects(tx, purged),
  };
}

export type SubjectsService = ReturnType<typeof createSubjectsService>;
