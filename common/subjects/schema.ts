import { z } from 'zod';
import { zPrincipal } from '../people/schema.ts';
import { zInstitutionId } from '../roles/schema.ts';
import { SUBJECT_CODE_MAX, SUBJECT_NAME_MAX } from './constants.ts';
import { toPlainText } from './rules.ts';
import { zId } from '../api/ids.ts';

export const SUBJECT_STATES = ['ready', 'duplicating', 'duplicating_failed'] as const;
export type SubjectState = (typeof SUBJECT_STATES)[number];
export const SUBJECT_ROLES = ['INSTRUCTOR', 'STUDENT', 'ARCHIVED_STUDENT'] as const;
export type SubjectRoleName = (typeof SUBJECT_ROLES)[number];

export const zSubjectId = zId;
export { SUBJECT_CODE_MAX, SUBJECT_NAME_MAX, SUBJECT_RESTORE_DAYS } from './constants.ts';

export const zSubjectPermissions = z.object({ update: z.boolean() });

/** Subject (spec 3) as the API sends it. */
export const zSubject = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  name: z.string(),
  namePlaintext: z.string(),
  code: z.string(),
  /** The endpoint of the subject's institution, for building its URL. */
  endpoint: z.string(),
  isArchived: z.boolean(),
  state: z.enum(SUBJECT_STATES),
  subjectUrl: z.string(),
  showSubjectCode: z.boolean(),
  createdOn: z.string(),
  deletedOn: z.string().nullable(),
  /** With permissions=true. */
  permissions: zSubjectPermissions.optional(),
});
export type Subject = z.infer<typeof zSubject>;

/** Who teaches a subject and how many students it has (subject page). */
export const zSubjectDetails = zSubject.extend({
  instructors: z.array(z.object({ principal: zPrincipal, fullName: z.string() })),
  studentCount: z.number().int(),
  institutionName: z.string(),
  institutionCode: z.string(),
});
export type SubjectDetails = z.infer<typeof zSubjectDetails>;

export const zSubjectRole = z.object({
  subjectId: z.number().int(),
  principal: zPrincipal,
  role: z.enum(SUBJECT_ROLES),
  subject: zSubject,
});
export type SubjectRole = z.infer<typeof zSubjectRole>;

/**
 * Names are plain text: trimmed, required, at most 200 characters, and not only markup (a name
 * that is nothing but tags would show as nothing).
 */
const zSubjectName = z
  .string()
  .trim()
  .min(1, { error: 'is-not-present', abort: true })
  .max(SUBJECT_NAME_MAX, 'above-max-length')
  .refine((name) => toPlainText(name) !== '', 'is-not-present');
const zSubjectCode = z.string().trim().max(SUBJECT_CODE_MAX, 'above-max-length');

/** Subject creation payload (spec 3): name and institutionId; a code may come with them. */
export const zCreateSubject = z.object({
  name: zSubjectName,
  institutionId: zInstitutionId,
  code: zSubjectCode.optional(),
});
export type CreateSubject = z.infer<typeof zCreateSubject>;

/**
 * What a duplicate is called: the teacher chooses when duplicating. Without a name the copy takes
 * the original's with ' (copy)'; without a code it has none, as a copy is another class.
 */
export const zDuplicateSubject = z.object({ name: zSubjectName.optional(), code: zSubjectCode.optional() });
export type DuplicateSubject = z.infer<typeof zDuplicateSubject>;

export const zUpdateSubject = z
  .object({ name: zSubjectName.optional(), code: zSubjectCode.optional() })
  .refine((v) => v.name !== undefined || v.code !== undefined, { message: 'is-not-present', path: ['name'] });
export type UpdateSubject = z.infer<typeof zUpdateSubject>;
