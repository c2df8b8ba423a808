import type { FastifyInstance } from 'fastify';
import {
  batchGetActivities,
  checkResponse,
  createActivity,
  createWorksheetItem,
  deleteActivity,
  deleteWorksheetItem,
  duplicateActivity,
  getActivity,
  getClassView,
  getMyResponses,
  getResponseVersions,
  listActivities,
  listDueDates,
  markResponse,
  publishActivity,
  reorderActivities,
  reorderWorksheetItems,
  restoreActivity,
  returnSubmission,
  saveResponse,
  setStudentDueDate,
  submitActivity,
  unpublishActivity,
  updateActivity,
  updateWorksheetItem,
} from '../../../common/activities/endpoints.ts';
import type { EventBus } from '../../platform/events/bus.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { ActivitiesService } from './activities.service.ts';
import { responseEventRoutes } from './response-events.routes.ts';

/** Lessons and questions: reads, writes, answers, marks, returns, due dates, and their live updates. */
export function activitiesRoutes(
  app: FastifyInstance,
  activities: ActivitiesService,
  events: EventBus,
): void {
  const { reads, writes, responses, studentDueDates } = activities;

  serve(app, listActivities, ({ actor, params, query }) =>
    reads.listActivities(actor, params.subjectId, query),
  );
  serve(app, getActivity, ({ actor, authorized, query }) => reads.getActivity(actor, authorized, query));
  serve(app, batchGetActivities, ({ actor, body }) => reads.batchGetActivities(actor, body));
  serve(app, createActivity, ({ actor, authorized, body }) => writes.createActivity(actor, authorized, body));
  serve(app, updateActivity, ({ authorized, body }) => writes.updateActivity(authorized, body));
  serve(app, deleteActivity, ({ authorized }) => writes.deleteActivity(authorized));
  serve(app, restoreActivity, ({ authorized }) => writes.restoreActivity(authorized));
  serve(app, reorderActivities, ({ actor, authorized, body }) =>
    writes.reorderActivities(actor, authorized, body.activityIds),
  );
  serve(app, publishActivity, ({ authorized }) => writes.setPublished(authorized, true));
  serve(app, unpublishActivity, ({ authorized }) => writes.setPublished(authorized, false));
  serve(app, duplicateActivity, ({ actor, authorized, body }) =>
    writes.duplicateActivity(actor, authorized, body.subjectId),
  );

  serve(app, createWorksheetItem, ({ authorized, body }) => writes.createItem(authorized, body));
  serve(app, updateWorksheetItem, ({ authorized, body }) => writes.replaceItem(authorized, body));
  serve(app, deleteWorksheetItem, ({ authorized }) => writes.deleteItem(authorized));
  serve(app, reorderWorksheetItems, ({ actor, authorized, body }) =>
    writes.reorderItems(actor, authorized, body.worksheetItemIds),
  );

  serve(app, saveResponse, ({ actor, authorized, body }) => responses.saveResponse(actor, authorized, body));
  serve(app, checkResponse, ({ actor, authorized }) => responses.checkResponse(actor, authorized));
  serve(app, getMyResponses, ({ actor, authorized }) => reads.myResponses(actor, authorized));
  serve(app, submitActivity, ({ actor, authorized }) => responses.submit(actor, authorized));
  serve(app, getResponseVersions, ({ authorized }) => reads.responseVersions(authorized));
  serve(app, markResponse, ({ actor, authorized, body }) => responses.markResponse(actor, authorized, body));
  serve(app, returnSubmission, ({ actor, authorized, params }) =>
    responses.returnSubmission(actor, authorized, params.studentPrincipal),
  );
  serve(app, getClassView, ({ authorized }) => reads.classView(authorized));
  serve(app, listDueDates, ({ actor, params }) => reads.dueDates(actor, params.institutionId));
  serve(app, setStudentDueDate, ({ actor, authorized, params, body }) =>
    studentDueDates.setStudentDueDate(actor, authorized, params.studentPrincipal, body.dueAt),
  );

  responseEventRoutes(app, events);
}
