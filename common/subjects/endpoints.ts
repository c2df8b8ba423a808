import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams, zPrincipalParams } from '../institutions/schema.ts';
import {
  zAnyArchivedSubjects,
  zAutoArchivedNotice,
  zGetSubjectQuery,
  zListSubjectsQuery,
  zSubjectBatchGetBody,
  zSubjectBatchGetResponse,
  zSubjectDetailsResponse,
  zSubjectIdParams,
  zSubjectList,
  zSubjectResponse,
  zSubjectRoleList,
  zSubjectRolesQuery,
} from './contracts.ts';
import { zCreateSubject, zDuplicateSubject, zUpdateSubject } from './schema.ts';

/** The subject calls (spec 7, Subjects), each declared once. */

const tag = 'subjects';
const WHO_CHANGES = "(the subject's instructors, the institution's admins, internal admins)";
const STREAM_DESCRIPTION =
  'A text/event-stream. Each change comes as `event: subject` with `data: {id, institutionId, state, ' +
  'isArchived, deleted}`; a comment line every 15 s keeps the connection open.';

export const listSubjects = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects',
  access: 'session',
  tag,
  summary: "The viewer's current subjects at an institution (instructor or student; not archived)",
  query: zListSubjectsQuery,
  responses: { 200: zSubjectList },
});

export const getSubject = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId',
  access: 'session',
  tag,
  summary: 'One subject with its instructors and student count (members, institution admins)',
  params: zSubjectIdParams,
  query: zGetSubjectQuery,
  responses: { 200: zSubjectDetailsResponse },
});

export const batchGetSubjects = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/batch/get',
  access: 'session',
  tag,
  summary: 'Several subjects by id; ones the viewer may not read count as missing',
  body: zSubjectBatchGetBody,
  responses: { 200: zSubjectBatchGetResponse },
});

export const listSubjectRoles = defineEndpoint({
  method: 'GET',
  path: '/v3/users/:principal/subjectRoles',
  access: 'session',
  tag,
  summary: "A person's subject roles with their subjects (`me`; internal admins: anyone)",
  params: zPrincipalParams,
  query: zSubjectRolesQuery,
  responses: { 200: zSubjectRoleList },
});

const anyArchivedSubjectsSummary =
  'Whether the viewer has archived subjects at the institution (a JSON boolean)';

/** The path as spec 7 spells it; the web calls this one. */
export const anyArchivedAubjects = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/anyArchivedAubjects',
  access: 'session',
  tag,
  summary: anyArchivedSubjectsSummary,
  description: 'Spelt so in spec 7; `anyArchivedSubjects` answers the same.',
  params: zInstitutionIdParams,
  responses: { 200: zAnyArchivedSubjects },
});

/** The correct spelling of anyArchivedAubjects, answering the same. */
export const anyArchivedSubjects = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/anyArchivedSubjects',
  access: 'session',
  tag,
  summary: anyArchivedSubjectsSummary,
  params: zInstitutionIdParams,
  responses: { 200: zAnyArchivedSubjects },
});

export const createSubject = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects',
  access: 'session',
  tag,
  summary: 'Create a subject (create_subject); the creator becomes its instructor',
  body: zCreateSubject,
  responses: { 201: zSubjectResponse },
});

export const updateSubject = defineEndpoint({
  method: 'PATCH',
  path: '/v3/subjects/:subjectId',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Rename a subject or change its code ${WHO_CHANGES}`,
  params: zSubjectIdParams,
  body: zUpdateSubject,
  responses: { 200: zSubjectResponse },
});

export const deleteSubject = defineEndpoint({
  method: 'DELETE',
  path: '/v3/subjects/:subjectId',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Delete a subject; it can be restored for 30 days ${WHO_CHANGES}`,
  description:
    'While a copy of the subject is being made, 409 (invalid-action): delete it once the copy is ready.',
  params: zSubjectIdParams,
  errors: [409],
  responses: { 204: null },
});

export const archiveSubject = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/actions/archive',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Archive a subject: it leaves the list for the archive page ${WHO_CHANGES}`,
  params: zSubjectIdParams,
  responses: { 200: zSubjectResponse },
});

export const unarchiveSubject = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/actions/unarchive',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Bring an archived subject back to the list ${WHO_CHANGES}`,
  params: zSubjectIdParams,
  responses: { 200: zSubjectResponse },
});

export const restoreSubject = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/actions/restore',
  checks: { resource: 'subject', param: 'subjectId', action: 'update', includeDeleted: true },
  access: 'session',
  tag,
  summary: `Undo the delete of a subject deleted in the last 30 days ${WHO_CHANGES}`,
  params: zSubjectIdParams,
  responses: { 200: zSubjectResponse },
});

export const duplicateSubject = defineEndpoint({
  method: 'POST',
  path: '/v3/subjects/:subjectId/actions/duplicate',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Duplicate a subject: answers the copy in state 'duplicating'; a job finishes it ${WHO_CHANGES}`,
  description:
    "The copy turns 'ready' (or 'duplicating_failed') in the background; watch it with " +
    "GET /v3/subjects/{subjectId}/events. The body names the copy and gives it a code; without them it is the original's name with ' (copy)' and no code.",
  params: zSubjectIdParams,
  body: zDuplicateSubject.nullish(),
  responses: { 202: zSubjectResponse },
});

export const getAutoArchivedNotice = defineEndpoint({
  method: 'GET',
  path: '/v3/users/:principal/autoArchivedNotice',
  access: 'session',
  tag,
  summary: 'The auto-archived notice: its flag, the opt-out and whether it shows',
  params: zPrincipalParams,
  responses: { 200: zAutoArchivedNotice },
});

export const closeAutoArchivedNotice = defineEndpoint({
  method: 'POST',
  path: '/v3/users/:principal/autoArchivedNotice/actions/close',
  access: 'session',
  tag,
  summary: 'Close the notice: clears the flag',
  params: zPrincipalParams,
  responses: { 200: zAutoArchivedNotice },
});

export const hideAutoArchivedNoticeForever = defineEndpoint({
  method: 'POST',
  path: '/v3/users/:principal/autoArchivedNotice/actions/hideForever',
  access: 'session',
  tag,
  summary: "'Hide forever': opts out of the notice and clears the flag",
  params: zPrincipalParams,
  responses: { 200: zAutoArchivedNotice },
});

export const clearAutoArchivedNotice = defineEndpoint({
  method: 'POST',
  path: '/v3/users/:principal/autoArchivedNotice/actions/clear',
  access: 'session',
  tag,
  summary: 'Visiting the archive page: clears the flag',
  params: zPrincipalParams,
  responses: { 200: zAutoArchivedNotice },
});

export const watchSubject = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId/events',
  access: 'session',
  tag,
  summary: 'Watch one subject: its state now, then every change (who may read it)',
  description: STREAM_DESCRIPTION,
  params: zSubjectIdParams,
  responses: { 200: null },
  produces: 'text/event-stream',
});

export const watchInstitutionSubjects = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/subjects/events',
  access: 'session',
  tag,
  summary: "Watch the viewer's subjects at an institution (an open subject list)",
  description: STREAM_DESCRIPTION,
  params: zInstitutionIdParams,
  responses: { 200: null },
  produces: 'text/event-stream',
});
