import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import type { AuthorizedSubject, MembershipLookup } from '../subjects/index.ts';
import { createActivityAccess } from './activity-access.service.ts';
import { createActivityReadsService } from './activity-reads.service.ts';
import { createActivityWritesService, type QuestionTextChange } from './activity-writes.service.ts';
import type { Db } from './activities.types.ts';
import { createResponsesService } from './responses.service.ts';
import { createStudentDueDatesService } from './student-due-dates.service.ts';
import './activity-copier.service.ts';

/** What the activities feature is built from (server/composition.ts). */
export interface ActivitiesServiceDeps {
  db: Db;
  events: EventBus;
  logger: FastifyBaseLogger;
  /** The subjects feature's one access path to a subject. */
  subjects: {
    authorizeSubject: (
      actor: Actor,
      subjectId: number,
      action: 'read' | 'update',
    ) => Promise<AuthorizedSubject>;
  };
  roles: MembershipLookup;
  now?: () => Date;
}

/** Lessons, questions, answers and marks: the feature's services, built once. */
export function createActivitiesService(deps: ActivitiesServiceDeps) {
  const { db, events, logger, roles } = deps;
  const now = deps.now ?? (() => new Date());
  const authorizeSubject = deps.subjects.authorizeSubject;
  const access = createActivityAccess({ db, now });
  const reads = createActivityReadsService({ db, now, access, authorizeSubject, roles });
  const questionTextListeners = new Set<(change: QuestionTextChange) => Promise<void>>();
  const onQuestionTextChanged = async (change: QuestionTextChange) => {
    for (const listener of questionTextListeners) await listener(change);
  };
  return {
    access,
    reads,
    writes: createActivityWritesService({ db, now, reads, authorizeSubject, onQuestionTextChanged }),
    /** Another feature's work on a question's words (suggested outcomes), done before the save answers. */
    onQuestionTextChanged(listener: (change: QuestionTextChange) => Promise<void>): () => void {
      questionTextListeners.add(listener);
      return () => questionTextListeners.delete(listener);
    },
    responses: createResponsesService({ db, events, logger, access, reads }),
    studentDueDates: createStudentDueDatesService({ db }),
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
