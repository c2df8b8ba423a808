import { defineEndpoint } from '../api/endpoint.ts';
import {
  zActivityIdParams,
  zCheckResponseResult,
  zClassView,
  zMyResponses,
  zResponseIdParams,
  zResponseResponse,
  zResponseVersions,
  zReturnedSubmission,
  zSaveResponseResult,
  zSubmissionParams,
  zWorksheetItemIdParams,
} from './contracts.ts';
import { zMarkResponse, zSaveResponse } from './schema.ts';
import { TEACHERS } from './endpoints.ts';

/**
 * The answer calls: a student saves, checks and hands in their answers; the lesson's teachers see
 * the class's answers, mark them and return a hand-in; both watch them arrive. Declared once, as
 * the lesson calls are (endpoints.ts), and under the same OpenAPI tag.
 */

const tag = 'activities';

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
