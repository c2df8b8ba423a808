import type { FastifyInstance } from 'fastify';
import {
  anyArchivedAubjects,
  anyArchivedSubjects,
  batchGetSubjects,
  createSubject,
  getSubject,
  listSubjectRoles,
  listSubjects,
} from '../../../common/subjects/endpoints.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import { autoArchivedNoticeRoutes } from './auto-archived-notice.routes.ts';
import { subjectActionRoutes } from './subject-actions.routes.ts';
import { subjectEventRoutes } from './subject-events.routes.ts';
import type { SubjectsService } from './subjects.service.ts';

/** Subjects (spec 7): reads, writes, duplication, events and the auto-archived notice. */
export function subjectsRoutes(app: FastifyInstance, subjects: SubjectsService, events: EventBus): void {
  const { reads, writes } = subjects;

  serve(app, listSubjects, ({ actor, query }) => reads.listSubjects(actor, query));
  serve(app, getSubject, ({ actor, params, query }) => reads.getSubject(actor, params.subjectId, query));
  serve(app, batchGetSubjects, ({ actor, body }) => reads.batchGetSubjects(actor, body));
  serve(app, listSubjectRoles, ({ actor, params, query }) =>
    reads.listSubjectRoles(actor, params.principal, query),
  );
  for (const endpoint of [anyArchivedAubjects, anyArchivedSubjects])
    serve(app, endpoint, ({ actor, params }) => reads.anyArchivedSubjects(actor, params.institutionId));
  serve(app, createSubject, ({ actor, body }) => writes.createSubject(actor, body));

  subjectActionRoutes(app, subjects);
  subjectEventRoutes(app, subjects, events);
  autoArchivedNoticeRoutes(app, subjects);
}
