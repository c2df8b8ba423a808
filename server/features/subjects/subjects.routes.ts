import type { FastifyInstance } from 'fastify';
import * as subjectEndpoints from '../../../common/subjects/endpoints.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import { autoArchivedNoticeHandlers } from './auto-archived-notice.routes.ts';
import { subjectActionHandlers } from './subject-actions.routes.ts';
import { subjectEventHandlers } from './subject-events.routes.ts';
import type { SubjectsService } from './subjects.service.ts';

/** Subjects (spec 7): reads, writes, duplication, events and the auto-archived notice. */
export function subjectsRoutes(app: FastifyInstance, subjects: SubjectsService, events: EventBus): void {
  const { reads, writes } = subjects;
  serveEndpoints(app, subjectEndpoints, {
    listSubjects: ({ actor, query }) => reads.listSubjects(actor, query),
    getSubject: ({ actor, params, query }) => reads.getSubject(actor, params.subjectId, query),
    batchGetSubjects: ({ actor, body }) => reads.batchGetSubjects(actor, body),
    listSubjectRoles: ({ actor, params, query }) => reads.listSubjectRoles(actor, params.principal, query),
    // The path as spec 7 spells it, and its correct spelling, answer alike.
    anyArchivedAubjects: ({ actor, params }) => reads.anyArchivedSubjects(actor, params.institutionId),
    anyArchivedSubjects: ({ actor, params }) => reads.anyArchivedSubjects(actor, params.institutionId),
    createSubject: ({ actor, body }) => writes.createSubject(actor, body),
    ...subjectActionHandlers(subjects),
    ...subjectEventHandlers(app, subjects, events),
    ...autoArchivedNoticeHandlers(subjects),
  });
}
