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
  serve(app, getActivity, ({ actor, params, query }) => reads.getActivity(actor, params.activityId, query));
  serve(app, batchGetActivities, ({ actor, body }) => reads.batchGetActivities(actor, body));
  serve(app, createActivity, ({ actor, params, body }) =>
    writes.createActivity(actor, params.subjectId, body),
  );
  serve(app, updateActivity, ({ actor, params, body }) =>
    writes.updateActivity(actor, params.activityId, body),
  );
  serve(app, deleteActivity, ({ actor, params }) => writes.deleteActivity(actor, params.activityId));
  serve(app, restoreActivity, ({ actor, params }) => writes.restoreActivity(actor, params.activityId));
  serve(app, reorderActivities, ({ actor, params, body }) =>
    writes.reorderActivities(actor, params.subjectId, body.activityIds),
  );
  serve(app, publishActivity, ({ actor, params }) => writes.setPublished(actor, params.activityId, true));
  serve(app, unpublishActivity, ({ actor, params }) => writes.setPublished(actor, params.activityId, false));
  serve(app, duplicateActivity, ({ actor, params, body }) =>
    writes.duplicateActivity(actor, params.activityId, body.subjectId),
  );

  serve(app, createWorksheetItem, ({ actor, params, body }) =>
    writes.createItem(actor, params.activityId, body),
  );
  serve(app, updateWorksheetItem, ({ actor, params, body }) =>
    writes.replaceItem(actor, params.worksheetItemId, body),
  );
  serve(app, deleteWorksheetItem, ({ actor, params }) => writes.deleteItem(actor, params.worksheetItemId));
  serve(app, reorderWorksheetItems, ({ actor, params, body }) =>
    writes.reorderItems(actor, params.activityId, body.worksheetItemIds),
  );

  serve(app, saveResponse, ({ actor, params, body }) =>
    responses.saveResponse(actor, params.worksheetItemId, body),
  );
  serve(app, checkResponse, ({ actor, params }) => responses.checkResponse(actor, params.worksheetItemId));
  serve(app, getMyResponses, ({ actor, params }) => reads.myResponses(actor, params.activityId));
  serve(app, submitActivity, ({ actor, params }) => responses.submit(actor, params.activityId));
  serve(app, getResponseVersions, ({ actor, params }) => reads.responseVersions(actor, params.responseId));
  serve(app, markResponse, ({ actor, params, body }) =>
    responses.markResponse(actor, params.responseId, body),
  );
  serve(app, returnSubmission, ({ actor, params }) =>
    responses.returnSubmission(actor, params.activityId, params.studentPrincipal),
  );
  serve(app, getClassView, ({ actor, params }) => reads.classView(actor, params.activityId));
  serve(app, listDueDates, ({ actor, params }) => reads.dueDates(actor, params.institutionId));
  serve(app, setStudentDueDate, ({ actor, params, body }) =>
    studentDueDates.setStudentDueDate(actor, params.activityId, params.studentPrincipal, body.dueAt),
  );

  responseEventRoutes(app, activities, events);
}
