import {
  zAnyArchivedSubjects,
  zAutoArchivedNotice,
  zSubjectDetailsResponse,
  zSubjectList,
  zSubjectResponse,
  zSubjectRoleList,
  type AutoArchivedNotice,
} from '../../common/subjects/contracts.ts';
import type { CreateSubject, Subject, SubjectDetails, SubjectRole } from '../../common/subjects/schema.ts';
import { apiRequest, apiRequestNoContent } from './client.ts';

const id = (value: number) => encodeURIComponent(String(value));

/** The viewer's current (not archived) subjects at an institution, each with its `update` permission. */
export async function fetchSubjects(institutionId: number, signal?: AbortSignal): Promise<Subject[]> {
  const { subjects } = await apiRequest('/v3/subjects', zSubjectList, {
    query: { institutionId, permissions: true },
    signal,
  });
  return subjects;
}

/** One subject with its instructors and student count. */
export async function fetchSubject(subjectId: number, signal?: AbortSignal): Promise<SubjectDetails> {
  const { subject } = await apiRequest(`/v3/subjects/${id(subjectId)}`, zSubjectDetailsResponse, {
    query: { permissions: true },
    signal,
  });
  return subject;
}

export interface SubjectRolesQuery {
  institutionId?: number;
  includeArchived?: boolean;
  includeDeleted?: boolean;
}

/** The signed-in person's subject roles, each with its subject. */
export async function fetchMySubjectRoles(
  query: SubjectRolesQuery,
  signal?: AbortSignal,
): Promise<SubjectRole[]> {
  const { subjectRoles } = await apiRequest('/v3/users/me/subjectRoles', zSubjectRoleList, {
    query: {
      institutionId: query.institutionId,
      includeArchived: query.includeArchived,
      includeDeleted: query.includeDeleted,
    },
    signal,
  });
  return subjectRoles;
}

/** Whether the viewer has archived subjects at the institution (the path is spelt so in the spec). */
export function fetchAnyArchivedSubjects(institutionId: number, signal?: AbortSignal): Promise<boolean> {
  return apiRequest(`/v3/institutions/${id(institutionId)}/anyArchivedAubjects`, zAnyArchivedSubjects, {
    signal,
  });
}

export async function createSubject(body: CreateSubject): Promise<Subject> {
  const { subject } = await apiRequest('/v3/subjects', zSubjectResponse, { method: 'POST', body });
  return subject;
}

export type SubjectAction = 'archive' | 'unarchive' | 'restore' | 'duplicate';

/** archive, unarchive, restore (undo a delete) or duplicate (answers the copy, still duplicating). */
export async function runSubjectAction(subjectId: number, action: SubjectAction): Promise<Subject> {
  const { subject } = await apiRequest(`/v3/subjects/${id(subjectId)}/actions/${action}`, zSubjectResponse, {
    method: 'POST',
  });
  return subject;
}

/** A soft delete: the subject can be restored for a while. */
export function deleteSubject(subjectId: number): Promise<void> {
  return apiRequestNoContent(`/v3/subjects/${id(subjectId)}`, { method: 'DELETE' });
}

export function fetchAutoArchivedNotice(signal?: AbortSignal): Promise<AutoArchivedNotice> {
  return apiRequest('/v3/users/me/autoArchivedNotice', zAutoArchivedNotice, { signal });
}

export type AutoArchivedNoticeAction = 'close' | 'hideForever' | 'clear';

export function runAutoArchivedNoticeAction(action: AutoArchivedNoticeAction): Promise<AutoArchivedNotice> {
  return apiRequest(`/v3/users/me/autoArchivedNotice/actions/${action}`, zAutoArchivedNotice, {
    method: 'POST',
  });
}

/** The server-sent event streams of subject changes (same-origin, so the session cookie goes along). */
export const subjectEventsUrl = (subjectId: number) => `/v3/subjects/${id(subjectId)}/events`;
export const institutionSubjectEventsUrl = (institutionId: number) =>
  `/v3/institutions/${id(institutionId)}/subjects/events`;
