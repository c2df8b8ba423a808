import type { FastifyInstance } from 'fastify';
import * as answerEndpoints from '../../../common/activities/answer-endpoints.ts';
import * as activityEndpoints from '../../../common/activities/endpoints.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { ActivitiesService } from './activities.service.ts';
import { responseEventHandlers } from './response-events.routes.ts';

/** Lessons and questions: reads, writes, answers, marks, returns, due dates, and their live updates. */
export function activitiesRoutes(
  app: FastifyInstance,
  activities: ActivitiesService,
  events: EventBus,
): void {
  const { reads, writes, responses, studentDueDates } = activities;
  serveEndpoints(app, activityEndpoints, {
    listActivities: ({ actor, params, query }) => reads.listActivities(actor, params.subjectId, query),
    getActivity: ({ actor, authorized, query }) => reads.getActivity(actor, authorized, query),
    batchGetActivities: ({ actor, body }) => reads.batchGetActivities(actor, body),
    createActivity: ({ actor, authorized, body }) => writes.createActivity(actor, authorized, body),
    updateActivity: ({ authorized, body }) => writes.updateActivity(authorized, body),
    deleteActivity: ({ authorized }) => writes.deleteActivity(authorized),
    restoreActivity: ({ authorized }) => writes.restoreActivity(authorized),
    reorderActivities: ({ actor, authorized, body }) =>
      writes.reorderActivities(actor, authorized, body.activityIds),
    publishActivity: ({ authorized }) => writes.setPublished(authorized, true),
    unpublishActivity: ({ authorized }) => writes.setPublished(authorized, false),
    duplicateActivity: ({ actor, authorized, body }) =>
      writes.duplicateActivity(actor, authorized, body.subjectId),

    createWorksheetItem: ({ authorized, body }) => writes.createItem(authorized, body),
    updateWorksheetItem: ({ authorized, body }) => writes.replaceItem(authorized, body),
    deleteWorksheetItem: ({ authorized }) => writes.deleteItem(authorized),
    reorderWorksheetItems: ({ actor, authorized, body }) =>
      writes.reorderItems(actor, authorized, body.worksheetItemIds),

    listDueDates: ({ actor, params }) => reads.dueDates(actor, params.institutionId),
    setStudentDueDate: ({ actor, authorized, params, body }) =>
      studentDueDates.setStudentDueDate(actor, authorized, params.studentPrincipal, body.dueAt),
  });
  serveEndpoints(app, answerEndpoints, {
    saveResponse: ({ actor, authorized, body }) => responses.saveResponse(actor, authorized, body),
    checkResponse: ({ actor, authorized }) => responses.checkResponse(actor, authorized),
    getMyResponses: ({ actor, authorized }) => reads.myResponses(actor, authorized),
    submitActivity: ({ actor, authorized }) => responses.submit(actor, authorized),
    getResponseVersions: ({ authorized }) => reads.responseVersions(authorized),
    markResponse: ({ actor, authorized, body }) => responses.markResponse(actor, authorized, body),
    returnSubmission: ({ actor, authorized, params }) =>
      responses.returnSubmission(actor, authorized, params.studentPrincipal),
    getClassView: ({ authorized }) => reads.classView(authorized),
    ...responseEventHandlers(app, events),
  });
}
