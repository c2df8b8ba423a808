import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import {
  zActivityBatchGetBody,
  zActivityBatchGetResponse,
  zActivityIdParams,
  zActivityList,
  zActivityResponse,
  zActivityWithPartsResponse,
  zCheckResponseResult,
  zClassView,
  zDueDates,
  zDuplicateActivity,
  zGetActivityQuery,
  zListActivitiesQuery,
  zMyResponses,
  zReorderActivities,
  zReorderWorksheetItems,
  zResponseIdParams,
  zResponseResponse,
  zResponseVersions,
  zReturnedSubmission,
  zSaveResponseResult,
  zStudentDueDateParams,
  zStudentDueDateResponse,
  zSubjectActivitiesParams,
  zSubmissionParams,
  zWorksheetItemIdParams,
  zWorksheetItemResponse,
} from './contracts.ts';
import {
  zCreateActivity,
  zMarkResponse,
  zSaveResponse,
  zSetStudentDueDate,
  zUpdateActivity,
  zWorksheetItemInput,
} from './schema.ts';

/**
 * The activity (lesson) and worksheet item (question) calls, each declared once. Who may do what
 * follows the lesson's subject: its instructors and the school's admins write lessons and see every
 * answer; its students read published lessons and their own answers and marks.
 */

const tag = 'activities';
const TEACHERS = "(the subject's instructors, the school's admins)";

export const listActivities = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId/activities',
  access: 'session',
  tag,
  summary: "A subject's lessons in order: all for its teachers, the published ones for its students",
  description:
    "A student's entries carry `mySubmission`. `deleted=true` lists the lessons deleted in the last 30 days " +
    `instead, to restore ${TEACHERS}.`,
  params: zSubjectActivitiesParams,
  query: zListActivitiesQuery,
  responses: { 200: zActivityList },
});

export const getActivity = defineEndpoint({
  method: 'GET',
  path: '/v3/activities/:activityId',
  checks: { resource: 'activity', param: 'activityId', action: 'read' },
  access: 'session',
  tag,
  summary: 'One lesson, with its questions and the viewer\u2019s own answers when asked',
  params: zActivityIdParams,
  query: zGetActivityQuery,
  responses: { 200: zActivityWithPartsResponse },
});

export const batchGetActivities = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/batch/get',
  access: 'session',
  tag,
  summary: 'Several lessons by id; ones the viewer may not read count as missing',
  description:
    "A missing lesson without ignoreMissing is a 404 'Activity was missing from batch get response'.",
  body: zActivityBatchGetBody,
  responses: { 200: zActivityBatchGetResponse },
});

export const createActivity = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/activities',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Add a draft lesson at the end of a subject ${TEACHERS}`,
  params: zSubjectActivitiesParams,
  body: zCreateActivity,
  responses: { 201: zActivityResponse },
});

export const updateActivity = defineEndpoint({
  method: 'PATCH',
  path: '/v3/activities/:activityId',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Change a lesson's title, text, due date or when its students see automatic marks ${TEACHERS}`,
  params: zActivityIdParams,
  body: zUpdateActivity,
  responses: { 200: zActivityResponse },
});

export const deleteActivity = defineEndpoint({
  method: 'DELETE',
  path: '/v3/activities/:activityId',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Delete a lesson; it can be restored for 30 days ${TEACHERS}`,
  params: zActivityIdParams,
  responses: { 204: null },
});

export const restoreActivity = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/actions/restore',
  checks: { resource: 'activity', param: 'activityId', action: 'write', includeDeleted: true },
  access: 'session',
  tag,
  summary: `Undo the delete of a lesson deleted in the last 30 days ${TEACHERS}`,
  params: zActivityIdParams,
  responses: { 200: zActivityResponse },
});

export const reorderActivities = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/activities/actions/reorder',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Put a subject's lessons in the given order ${TEACHERS}`,
  description:
    "`activityIds` must name every lesson of the subject that is not deleted, once each (else 400 'is-invalid').",
  params: zSubjectActivitiesParams,
  body: zReorderActivities,
  responses: { 200: zActivityList },
});

export const publishActivity = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/actions/publish',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Publish a lesson: its students see it ${TEACHERS}`,
  params: zActivityIdParams,
  responses: { 200: zActivityResponse },
});

export const unpublishActivity = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/actions/unpublish',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Make a lesson a draft again: its students no longer see it (their answers are kept) ${TEACHERS}`,
  params: zActivityIdParams,
  responses: { 200: zActivityResponse },
});

export const duplicateActivity = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/actions/duplicate',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary:
    'Copy a lesson and its questions (not answers), as a draft, into its subject or another the teacher teaches',
  description: 'The caller must write both the lesson and the target subject (same school).',
  params: zActivityIdParams,
  body: zDuplicateActivity,
  responses: { 201: zActivityResponse },
});

export const createWorksheetItem = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/worksheetItems',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Add a question at the end of a lesson ${TEACHERS}`,
  params: zActivityIdParams,
  body: zWorksheetItemInput,
  responses: { 201: zWorksheetItemResponse },
});

export const updateWorksheetItem = defineEndpoint({
  method: 'PUT',
  path: '/v3/worksheetItems/:worksheetItemId',
  checks: { resource: 'worksheetItem', param: 'worksheetItemId', action: 'write' },
  access: 'session',
  tag,
  summary: `Replace a question (its kind, prompt, options, model answer, marks) ${TEACHERS}`,
  description:
    'Answers already given are marked again against the new model answer when the kind is auto-marked.',
  params: zWorksheetItemIdParams,
  body: zWorksheetItemInput,
  responses: { 200: zWorksheetItemResponse },
});

export const deleteWorksheetItem = defineEndpoint({
  method: 'DELETE',
  path: '/v3/worksheetItems/:worksheetItemId',
  checks: { resource: 'worksheetItem', param: 'worksheetItemId', action: 'write' },
  access: 'session',
  tag,
  summary: `Delete a question and the answers to it ${TEACHERS}`,
  params: zWorksheetItemIdParams,
  responses: { 204: null },
});

export const reorderWorksheetItems = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/worksheetItems/actions/reorder',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Put a lesson's questions in the given order ${TEACHERS}`,
  description: "`worksheetItemIds` must name every question of the lesson once each (else 400 'is-invalid').",
  params: zActivityIdParams,
  body: zReorderWorksheetItems,
  responses: { 200: zActivityWithPartsResponse },
});

export const saveResponse = defineEndpoint({
  method: 'PUT',
  path: '/v3/worksheetItems/:worksheetItemId/myResponse',
  checks: { resource: 'worksheetItem', param: 'worksheetItemId', action: 'answer' },
  access: 'session',
  tag,
  summary: "Save the signed-in student's answer to a question (autosave; idempotent)",
  description:
    'The body holds the whole answer, `clientSavedAt` (the time of the edit on the client, kept for display and ' +
    "never later than the server's clock) and `baseVersion`, the answer's `versionCount` the edit was made on " +
    '(0 before any save). A save made on an older version than the stored one changes nothing and answers ' +
    '`applied: false` with the stored answer, so a retried or late save never overwrites a newer one; without ' +
    "`baseVersion`, saves apply in the order the server receives them. The client's clock never orders saves. " +
    'Every applied save is kept as a version. A save never carries a mark: automatic marks come on hand-in, ' +
    'or when the student checks an answer in a lesson checked as you go. After the lesson is submitted, 409.',
  params: zWorksheetItemIdParams,
  body: zSaveResponse,
  errors: [409],
  responses: { 200: zSaveResponseResult },
});

export const checkResponse = defineEndpoint({
  method: 'POST',
  path: '/v3/worksheetItems/:worksheetItemId/myResponse/actions/check',
  checks: { resource: 'worksheetItem', param: 'worksheetItemId', action: 'answer' },
  access: 'session',
  tag,
  summary: "Check the signed-in student's saved answer: its automatic mark, in a lesson checked as you go",
  description:
    "Each check counts against the lesson's `checkTries` for that answer, on the server; the answer says how " +
    'many are left. 409 when the lesson shows marks on hand-in, the question is marked by the teacher, nothing ' +
    'is answered yet, no checks are left, or the lesson is handed in.',
  params: zWorksheetItemIdParams,
  errors: [409],
  responses: { 200: zCheckResponseResult },
});

export const getMyResponses = defineEndpoint({
  method: 'GET',
  path: '/v3/activities/:activityId/myResponses',
  checks: { resource: 'activity', param: 'activityId', action: 'read' },
  access: 'session',
  tag,
  summary: "The signed-in student's answers, marks and submission for a lesson",
  params: zActivityIdParams,
  responses: { 200: zMyResponses },
});

export const submitActivity = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/actions/submit',
  checks: { resource: 'activity', param: 'activityId', action: 'answer' },
  access: 'session',
  tag,
  summary:
    'Hand in a lesson (the signed-in student); answers can no longer change unless a teacher returns it. Submitting twice is fine',
  description:
    'Multiple choice, numeric and maths answers are marked as the lesson is handed in (a mark the teacher gave is kept). ' +
    'A lesson a teacher returned is handed in again the same way.',
  params: zActivityIdParams,
  responses: { 200: zMyResponses },
});

export const getResponseVersions = defineEndpoint({
  method: 'GET',
  path: '/v3/responses/:responseId/versions',
  checks: { resource: 'response', param: 'responseId', action: 'read' },
  access: 'session',
  tag,
  summary: `An answer's history: every saved version, and its lesson's hand-ins and returns, newest first (its student, ${TEACHERS.slice(1, -1)})`,
  params: zResponseIdParams,
  responses: { 200: zResponseVersions },
});

export const markResponse = defineEndpoint({
  method: 'PUT',
  path: '/v3/responses/:responseId/mark',
  checks: { resource: 'response', param: 'responseId', action: 'mark' },
  access: 'session',
  tag,
  summary: `Mark an answer with a score (at most the question's marks) and feedback ${TEACHERS}`,
  description:
    "A teacher's mark replaces an automatic one. A score above the question's marks is 400 'is-invalid'. " +
    "With `baseMarkVersion` (the answer's `markVersion` the teacher saw), a mark that changed since (another " +
    'teacher, a hand-in, a changed answer) is not replaced: 409, whose message says the mark now.',
  params: zResponseIdParams,
  body: zMarkResponse,
  errors: [409],
  responses: { 200: zResponseResponse },
});

export const returnSubmission = defineEndpoint({
  method: 'POST',
  path: '/v3/activities/:activityId/submissions/:studentPrincipal/actions/return',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Return a student's handed-in lesson so they can change their answers and submit again ${TEACHERS}`,
  description:
    'Marks already given stay (an answer the student changes is marked afresh). The return is kept in the ' +
    "history of each of the student's answers (`GET /v3/responses/{responseId}/versions`) and announced to " +
    "the class view and to the student's open lesson. 409 when the student has not handed the lesson in.",
  params: zSubmissionParams,
  errors: [409],
  responses: { 200: zReturnedSubmission },
});

export const getClassView = defineEndpoint({
  method: 'GET',
  path: '/v3/activities/:activityId/classView',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `A lesson's students × questions: every answer, mark and student's progress ${TEACHERS}`,
  params: zActivityIdParams,
  responses: { 200: zClassView },
});

export const watchClassView = defineEndpoint({
  method: 'GET',
  path: '/v3/activities/:activityId/classView/events',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Watch a lesson's answers arrive ${TEACHERS}`,
  description:
    'A text/event-stream. Each change comes as `event: activity-response` with `data: {activityId, institutionId, ' +
    'change (saved | submitted | marked | returned), studentPrincipal, worksheetItemId, responseId}`; re-read the ' +
    'class view for its content. A comment line every 15 s keeps the connection open.',
  params: zActivityIdParams,
  responses: { 200: null },
  produces: 'text/event-stream',
});

export const watchMyResponses = defineEndpoint({
  method: 'GET',
  path: '/v3/activities/:activityId/myResponses/events',
  checks: { resource: 'activity', param: 'activityId', action: 'read' },
  access: 'session',
  tag,
  summary:
    "Watch the signed-in person's own answers to a lesson: marks and feedback given, the lesson returned",
  description:
    "A text/event-stream of the class view's `activity-response` events, only those about the caller's own " +
    'answers (`studentPrincipal` is theirs); re-read the lesson with `includeMyResponses` for their content. ' +
    'Whoever reads the lesson may watch; a teacher receives nothing, having no answers.',
  params: zActivityIdParams,
  responses: { 200: null },
  produces: 'text/event-stream',
});

export const listDueDates = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/dueDates',
  access: 'session',
  tag,
  summary: "The signed-in person's lessons due across their subjects at a school, soonest first",
  description:
    "Students: published lessons due from 30 days ago on, overdue ones flagged while not submitted. Teachers: their subjects' " +
    'lessons due from now on, drafts included. At most 50.',
  params: zInstitutionIdParams,
  responses: { 200: zDueDates },
});

export const setStudentDueDate = defineEndpoint({
  method: 'PUT',
  path: '/v3/activities/:activityId/students/:studentPrincipal/dueDate',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Give one student their own due date for a lesson (an extension), or the lesson's again ${TEACHERS}`,
  description:
    "`dueAt` null removes the student's own date. The student sees their date on the lesson and in their due " +
    "dates, and is overdue only after it. A principal who is not a student of the subject is 404 'Student not found'.",
  params: zStudentDueDateParams,
  body: zSetStudentDueDate,
  responses: { 200: zStudentDueDateResponse },
});
