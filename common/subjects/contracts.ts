import { z } from 'zod';
import { zGetResponses } from '../api/batch.ts';
import { zQueryBool } from '../institutions/schema.ts';
import { zInstitutionId } from '../roles/schema.ts';
import { SUBJECT_STATES, zSubject, zSubjectDetails, zSubjectId, zSubjectRole } from './schema.ts';

/** Request and response contracts of the subject calls (spec 7, Subjects). */

export const SUBJECT_MISSING_FROM_BATCH = 'Subject was missing from batch get response';

export const zSubjectIdParams = z.object({ subjectId: zSubjectId });

/** A required institution id in a query string: absent is is-not-present, not is-not-a-number. */
const zRequiredInstitutionIdParam = z
  .string({ error: 'is-not-present' })
  .pipe(zInstitutionId as z.ZodType<number, string>);

/** GET /v3/subjects: the viewer's current subjects at one institution. */
export const zListSubjectsQuery = z.object({
  institutionId: zRequiredInstitutionIdParam,
  permissions: zQueryBool,
});
export const zSubjectList = z.object({ subjects: z.array(zSubject) });

export const zGetSubjectQuery = z.object({ permissions: zQueryBool });
export const zSubjectResponse = z.object({ subject: zSubject });
export const zSubjectDetailsResponse = z.object({ subject: zSubjectDetails });

export const zSubjectBatchGetBody = z.object({
  ids: z.array(zSubjectId).min(1).max(500),
  permissions: z.boolean().optional().default(false),
  ignoreMissing: z.boolean().optional().default(false),
  /** Each subject with its instructors, student count and school, as GET /v3/subjects/{id} gives them. */
  details: z.boolean().optional().default(false),
});
export type SubjectBatchGetBody = z.input<typeof zSubjectBatchGetBody>;
export const zSubjectBatchGetResponse = zGetResponses(
  'subject',
  zSubject.extend(
    zSubjectDetails
      .pick({ instructors: true, studentCount: true, institutionName: true, institutionCode: true })
      .partial().shape,
  ),
);

/** GET /v3/users/{principal}/subjectRoles */
export const zSubjectRolesQuery = z.object({
  includeDeleted: zQueryBool,
  includeArchived: zQueryBool,
  institutionId: zInstitutionId.optional(),
});
export const zSubjectRoleList = z.object({ subjectRoles: z.array(zSubjectRole) });

/** The answer of anyArchivedAubjects (spec 7): a bare JSON boolean. */
export const zAnyArchivedSubjects = z.boolean();

/** The auto-archived notice (spec 4) of the signed-in person. */
export const zAutoArchivedNotice = z.object({
  instructorSubjectWasAutoArchivedOn: z.string().nullable(),
  optedOutOfAutoArchivedBanner: z.boolean(),
  /** Whether the notice shows now (showAutoArchivedNotice). */
  show: z.boolean(),
});
export type AutoArchivedNotice = z.infer<typeof zAutoArchivedNotice>;

/**
 * What the `subject` event carries, on the event bus and as the `data` of a server-sent
 * `event: subject`: enough for a list to drop an archived or deleted subject and for a
 * duplicating item to know when to re-fetch.
 */
export const zSubjectEvent = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  state: z.enum(SUBJECT_STATES),
  isArchived: z.boolean(),
  deleted: z.boolean(),
});
export type SubjectEvent = z.infer<typeof zSubjectEvent>;

/** The server-sent event name and event-bus channel of subject changes. */
export const SUBJECT_EVENT = 'subject';
