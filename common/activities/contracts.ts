import { z } from 'zod';
import { zPrincipal } from '../people/schema.ts';
import { zQueryBool } from '../roles/schema.ts';
import { zSubjectId } from '../subjects/schema.ts';
import { ACTIVITY_BATCH_MAX, WORKSHEET_ITEMS_MAX } from './constants.ts';
import {
  zActivity,
  zActivityId,
  zResponse,
  zResponseId,
  zResponseVersion,
  zStudentDueDate,
  zStudentSummary,
  zSubmissionEvent,
  zSubmissionSummary,
  zDueDate,
  zWorksheetItem,
  zWorksheetItemId,
} from './schema.ts';

/** Request and response contracts of the activity (lesson) and worksheet item (question) calls. */

export const zActivityIdParams = z.object({ activityId: zActivityId });
export const zWorksheetItemIdParams = z.object({ worksheetItemId: zWorksheetItemId });
export const zResponseIdParams = z.object({ responseId: zResponseId });
export const zStudentDueDateParams = z.object({ activityId: zActivityId, studentPrincipal: zPrincipal });
export const zStudentDueDateResponse = z.object({ studentDueDate: zStudentDueDate });
export const zSubjectActivitiesParams = z.object({ subjectId: zSubjectId });

export const zActivityResponse = z.object({ activity: zActivity });
export const zWorksheetItemResponse = z.object({ worksheetItem: zWorksheetItem });
export const zResponseResponse = z.object({ response: zResponse });

/** GET /v3/subjects/{subjectId}/activities: a teacher may ask for the deleted ones (to restore). */
export const zListActivitiesQuery = z.object({ deleted: zQueryBool });
/** How a published lesson's students stand: handed in, and past their own due date without handing in. */
export const zClassProgress = z.object({ submittedCount: z.number().int(), overdueCount: z.number().int() });
export type ClassProgress = z.infer<typeof zClassProgress>;
/**
 * A student's list carries their own progress on each lesson (and their own due date as `dueAt`); a
 * teacher's carries the class's progress on each published lesson.
 */
export const zActivityListEntry = zActivity.extend({
  mySubmission: zSubmissionSummary.nullable(),
  classProgress: zClassProgress.nullable(),
});
export const zActivityList = z.object({ activities: z.array(zActivityListEntry) });

export const zReorderActivities = z.object({
  activityIds: z.array(zActivityId).min(1, 'is-not-present').max(ACTIVITY_BATCH_MAX, 'above-max-length'),
});
export const zReorderWorksheetItems = z.object({
  worksheetItemIds: z
    .array(zWorksheetItemId)
    .min(1, 'is-not-present')
    .max(WORKSHEET_ITEMS_MAX, 'above-max-length'),
});

/** Duplicate a lesson into its own subject (no subjectId) or another subject the teacher teaches. */
export const zDuplicateActivity = z.object({ subjectId: zSubjectId.optional() });

/**
 * POST /v3/activities/batch/get, as institutions' batch get: ids, options, ignoreMissing,
 * getResponses[]. A lesson the viewer may not read counts as missing.
 */
export const zActivityBatchGetBody = z.object({
  ids: z.array(zActivityId).min(1).max(ACTIVITY_BATCH_MAX),
  /** Each lesson's questions, in order (model answers only for those who write it). */
  includeWorksheetItems: z.boolean().optional().default(false),
  /** The viewer's own answers and submission (a student opening a lesson). */
  includeMyResponses: z.boolean().optional().default(false),
  ignoreMissing: z.boolean().optional().default(false),
});
export type ActivityBatchGetBody = z.input<typeof zActivityBatchGetBody>;

export const zActivityWithParts = zActivity.extend({
  worksheetItems: z.array(zWorksheetItem).optional(),
  myResponses: z.array(zResponse).optional(),
  mySubmission: zSubmissionSummary.optional(),
});
export type ActivityWithParts = z.infer<typeof zActivityWithParts>;
export const zActivityBatchGetResponse = z.object({
  getResponses: z.array(z.object({ activity: zActivityWithParts })),
});

export const zGetActivityQuery = z.object({
  includeWorksheetItems: zQueryBool,
  includeMyResponses: zQueryBool,
});
export const zActivityWithPartsResponse = z.object({ activity: zActivityWithParts });

/**
 * The answer of a save: the stored response (never with an automatic mark before it is due), and
 * whether this save changed it (false: made on an older version).
 */
export const zSaveResponseResult = z.object({ response: zResponse, applied: z.boolean() });

/** The answer of a check (checking as you go): the answer with its automatic mark, and tries left. */
export const zCheckResponseResult = z.object({ response: zResponse, checksLeft: z.number().int() });

export const zMyResponses = z.object({ submission: zSubmissionSummary, responses: z.array(zResponse) });

/**
 * An answer's history: its saved versions, and the hand-ins and returns of its lesson by its
 * student; each newest first.
 */
export const zResponseVersions = z.object({
  versions: z.array(zResponseVersion),
  submissionEvents: z.array(zSubmissionEvent),
});
export type ResponseHistory = z.infer<typeof zResponseVersions>;

/** One student's hand-in of one lesson (a teacher returns it). */
export const zSubmissionParams = z.object({ activityId: zActivityId, studentPrincipal: zPrincipal });
export const zReturnedSubmission = z.object({ submission: zSubmissionSummary });

/** The teacher's class view: students × questions for one lesson. */
export const zClassView = z.object({
  activity: zActivity,
  worksheetItems: z.array(zWorksheetItem),
  students: z.array(zStudentSummary),
  responses: z.array(zResponse),
});
export type ClassView = z.infer<typeof zClassView>;

export const zDueDates = z.object({ dueDates: z.array(zDueDate) });

/**
 * What an `activity-response` event carries, on the event bus and as the `data` of a server-sent
 * event: which answer changed; the class view re-reads it (an answer can be larger than a NOTIFY).
 */
export const zActivityResponseEvent = z.object({
  activityId: z.number().int(),
  institutionId: z.number().int(),
  change: z.enum(['saved', 'submitted', 'marked', 'returned']),
  studentPrincipal: z.string(),
  worksheetItemId: z.number().int().nullable(),
  responseId: z.number().int().nullable(),
});
export type ActivityResponseEvent = z.infer<typeof zActivityResponseEvent>;
