import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../common/auth/schema.ts';
import type { AutoArchivedNotice } from '../../../common/subjects/contracts.ts';
import {
  anyArchivedAubjects,
  archiveSubject,
  batchGetSubjects,
  clearAutoArchivedNotice,
  closeAutoArchivedNotice,
  createSubject,
  deleteSubject,
  duplicateSubject,
  getAutoArchivedNotice,
  getSubject,
  hideAutoArchivedNoticeForever,
  listSubjectRoles,
  listSubjects,
  restoreSubject,
  unarchiveSubject,
} from '../../../common/subjects/endpoints.ts';
import type {
  CreateSubject,
  DuplicateSubject,
  Subject,
  SubjectDetails,
} from '../../../common/subjects/schema.ts';
import { callEndpoint } from '../../api/client.ts';
import { sessionQueryKey } from '../auth/auth-keys.ts';

/** One subject with its instructors and student count, with its `update` permission. */
export async function fetchSubject(subjectId: number, signal?: AbortSignal): Promise<SubjectDetails> {
  const { subject } = await callEndpoint(
    getSubject,
    { params: { subjectId }, query: { permissions: true } },
    { signal },
  );
  return subject;
}

export const subjectKeys = {
  all: ['subjects'] as const,
  list: (institutionId: number) => [...subjectKeys.all, 'list', institutionId] as const,
  one: (subjectId: number) => [...subjectKeys.all, 'one', subjectId] as const,
  /** Subject roles of a principal, optionally at one institution (a prefix of the queries' keys). */
  roles: (principal: string, institutionId?: number) =>
    institutionId === undefined
      ? ([...subjectKeys.all, 'roles', principal] as const)
      : ([...subjectKeys.all, 'roles', principal, institutionId] as const),
  anyArchived: (institutionId: number) => [...subjectKeys.all, 'anyArchived', institutionId] as const,
  autoArchivedNotice: () => [...subjectKeys.all, 'autoArchivedNotice'] as const,
};

/** The subject an action is about, as its call's path parameter. */
const about = (subject: Pick<Subject, 'id'>) => ({ params: { subjectId: subject.id } });

/** What the notice's buttons do: close it, hide it for good, or clear it on visiting the archive. */
const NOTICE_ACTIONS = {
  close: closeAutoArchivedNotice,
  hideForever: hideAutoArchivedNoticeForever,
  clear: clearAutoArchivedNotice,
};
export type AutoArchivedNoticeAction = keyof typeof NOTICE_ACTIONS;

/** The signed-in person's principal, from the session the app shell already holds. */
function currentPrincipal(queryClient: QueryClient): string {
  return queryClient.getQueryData<SessionInfo | null>(sessionQueryKey)?.person.principal ?? 'me';
}

/** Updates an institution's cached subject list, if it is cached. */
export function updateSubjectList(
  queryClient: QueryClient,
  institutionId: number,
  update: (subjects: Subject[]) => Subject[],
): void {
  queryClient.setQueryData<Subject[]>(subjectKeys.list(institutionId), (old) => (old ? update(old) : old));
}

const withoutSubject = (subjectId: number) => (subjects: Subject[]) =>
  subjects.filter((s) => s.id !== subjectId);
const withSubject = (subject: Subject) => (subjects: Subject[]) =>
  subjects.some((s) => s.id === subject.id)
    ? subjects.map((s) => (s.id === subject.id ? subject : s))
    : [...subjects, subject];

/** The subject list (spec 2.4): the viewer's current subjects at an institution, with permissions. */
export function useSubjects(institutionId: number) {
  return useQuery({
    queryKey: subjectKeys.list(institutionId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(listSubjects, { query: { institutionId, permissions: true } }, { signal }))
        .subjects,
  });
}

/** One subject with its instructors and student count (the subject page). */
export function useSubject(subjectId: number | null) {
  return useQuery({
    queryKey: subjectKeys.one(subjectId ?? 0),
    queryFn: ({ signal }) => fetchSubject(subjectId ?? 0, signal),
    enabled: subjectId !== null,
  });
}

/**
 * What the cards of a page of subjects tell (teachers, student count), for every card in one
 * request; each subject's own query is filled too, so opening its page needs no wait.
 */
export function useSubjectCardDetails(ids: readonly number[]) {
  const queryClient = useQueryClient();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...subjectKeys.all, 'cardDetails', sorted],
    enabled: sorted.length > 0,
    queryFn: async ({ signal }) => {
      const { getResponses } = await callEndpoint(
        batchGetSubjects,
        { body: { ids: sorted, details: true, permissions: true, ignoreMissing: true } },
        { signal },
      );
      const byId = new Map<number, SubjectDetails>();
      for (const { subject } of getResponses) {
        const details = subject as SubjectDetails;
        byId.set(subject.id, details);
        queryClient.setQueryData(subjectKeys.one(subject.id), details);
      }
      return byId;
    },
  });
}

/** The signed-in person's subject roles at an institution, archived ones included (archive page). */
export function useArchivedSubjectRoles(institutionId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...subjectKeys.roles(currentPrincipal(queryClient), institutionId), { includeArchived: true }],
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          listSubjectRoles,
          { params: { principal: 'me' }, query: { institutionId, includeArchived: true } },
          { signal },
        )
      ).subjectRoles,
  });
}

/** The signed-in person's subject roles at an institution with deleted subjects too (still restorable). */
export function useDeletedSubjectRoles(institutionId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...subjectKeys.roles(currentPrincipal(queryClient), institutionId), { includeDeleted: true }],
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          listSubjectRoles,
          {
            params: { principal: 'me' },
            query: { institutionId, includeArchived: true, includeDeleted: true },
          },
          { signal },
        )
      ).subjectRoles,
  });
}

/** Whether the viewer has archived subjects at the institution (enables the archive link). */
export function useAnyArchivedSubjects(institutionId: number) {
  return useQuery({
    queryKey: subjectKeys.anyArchived(institutionId),
    // The path as the spec spells it; anyArchivedSubjects answers the same.
    queryFn: ({ signal }) => callEndpoint(anyArchivedAubjects, { params: { institutionId } }, { signal }),
  });
}

/**
 * Creates a subject (spec 2.5): the returned subject joins the list, and the cached subject roles
 * for the institution and the principal are invalidated.
 */
export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSubject) => (await callEndpoint(createSubject, { body })).subject,
    onSuccess: (subject) => {
      updateSubjectList(queryClient, subject.institutionId, withSubject(subject));
      void queryClient.invalidateQueries({
        queryKey: subjectKeys.roles(currentPrincipal(queryClient), subject.institutionId),
      });
    },
  });
}

/** After any change of a subject: the person's roles and the archive check of its institution. */
function invalidateAround(queryClient: QueryClient, subject: Pick<Subject, 'institutionId'>) {
  void queryClient.invalidateQueries({
    queryKey: subjectKeys.roles(currentPrincipal(queryClient), subject.institutionId),
  });
  void queryClient.invalidateQueries({ queryKey: subjectKeys.anyArchived(subject.institutionId) });
}

/** Deletes a subject (soft: it can be restored); it leaves the list at once. */
export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: Subject) => callEndpoint(deleteSubject, about(subject)),
    onSuccess: (_result, subject) => {
      updateSubjectList(queryClient, subject.institutionId, withoutSubject(subject.id));
      queryClient.removeQueries({ queryKey: subjectKeys.one(subject.id) });
      invalidateAround(queryClient, subject);
    },
  });
}

/** Undoes a delete: the subject comes back to the list. */
export function useRestoreSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subject: Subject) => (await callEndpoint(restoreSubject, about(subject))).subject,
    onSuccess: (restored) => {
      if (!restored.isArchived) updateSubjectList(queryClient, restored.institutionId, withSubject(restored));
      void queryClient.invalidateQueries({ queryKey: subjectKeys.list(restored.institutionId) });
      invalidateAround(queryClient, restored);
    },
  });
}

/** Archives a subject: it leaves the list for the archive page (spec 4). */
export function useArchiveSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subject: Subject) => (await callEndpoint(archiveSubject, about(subject))).subject,
    onSuccess: (archived) => {
      updateSubjectList(queryClient, archived.institutionId, withoutSubject(archived.id));
      queryClient.setQueryData(subjectKeys.anyArchived(archived.institutionId), true);
      invalidateAround(queryClient, archived);
      void queryClient.invalidateQueries({ queryKey: subjectKeys.one(archived.id) });
    },
  });
}

/** Brings an archived subject back to the list (from the archive page). */
export function useUnarchiveSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subject: Subject) => (await callEndpoint(unarchiveSubject, about(subject))).subject,
    onSuccess: (subject) => {
      void queryClient.invalidateQueries({ queryKey: subjectKeys.list(subject.institutionId) });
      void queryClient.invalidateQueries({ queryKey: subjectKeys.one(subject.id) });
      invalidateAround(queryClient, subject);
    },
  });
}

/** Duplicates a subject: the copy joins the list at once, still duplicating (spec 4). */
export function useDuplicateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ subject, body }: { subject: Subject; body: DuplicateSubject }) =>
      (await callEndpoint(duplicateSubject, { ...about(subject), body })).subject,
    onSuccess: (copy) => {
      updateSubjectList(queryClient, copy.institutionId, withSubject(copy));
      void queryClient.invalidateQueries({
        queryKey: subjectKeys.roles(currentPrincipal(queryClient), copy.institutionId),
      });
    },
  });
}

/** Puts a re-fetched subject (a finished or failed duplicate) in its list. */
export function storeWatchedSubject(queryClient: QueryClient, subject: Subject): void {
  if (subject.isArchived || subject.deletedOn)
    updateSubjectList(queryClient, subject.institutionId, withoutSubject(subject.id));
  else updateSubjectList(queryClient, subject.institutionId, withSubject(subject));
}

/** Removes a subject that was archived or deleted elsewhere from its list. */
export function dropSubjectFromList(queryClient: QueryClient, institutionId: number, subjectId: number) {
  updateSubjectList(queryClient, institutionId, withoutSubject(subjectId));
}

/** The 'instructor subject was auto-archived' notice of the signed-in person (spec 4). */
export function useAutoArchivedNotice() {
  return useQuery({
    queryKey: subjectKeys.autoArchivedNotice(),
    queryFn: ({ signal }) => callEndpoint(getAutoArchivedNotice, { params: { principal: 'me' } }, { signal }),
  });
}

/** Close, 'hide forever' or clear (visiting the archive page): the answer is the notice's new state. */
export function useAutoArchivedNoticeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AutoArchivedNoticeAction) =>
      callEndpoint(NOTICE_ACTIONS[action], { params: { principal: 'me' } }),
    onSuccess: (notice: AutoArchivedNotice) => {
      queryClient.setQueryData(subjectKeys.autoArchivedNotice(), notice);
    },
  });
}
