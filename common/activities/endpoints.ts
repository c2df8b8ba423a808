import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import {
  zActivityBatchGetBody,
  zActivityBatchGetResponse,
  zActivityIdParams,
  zActivityList,
  zActivityResponse,
  zActivityWithPartsResponse,
  zDueDates,
  zDuplicateActivity,
  zGetActivityQuery,
  zListActivitiesQuery,
  zReorderActivities,
  zReorderWorksheetItems,
  zStudentDueDateParams,
  zStudentDueDateResponse,
  zSubjectActivitiesParams,
  zWorksheetItemIdParams,
  zWorksheetItemResponse,
} from './contracts.ts';
import { zCreateActivity, zSetStudentDueDate, zUpdateActivity, zWorksheetItemInput } from './schema.ts';

/**
 * The activity (lesson) and worksheet item (question) calls, each declared once. Who may do what
 * follows the lesson's subject: its instructors and the school's admins write lessons and see every
 * answer; its students read published lessons and their own answers and marks.
 */

const tag = 'activities';
export const TEACHERS = "(the subject's instructors, the school's admins)";

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
