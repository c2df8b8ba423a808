import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Subject } from '../../../common/subjects/schema.ts';
import { sessionQueryKey } from '../auth/auth-keys.ts';
import { institutionKeys } from '../institutions/institutions.queries.ts';
import { subjectKeys, updateSubjectList } from '../subjects/subjects.queries.ts';
import { INVITATION_ACCEPT_TIMEOUT_MS } from '../../../common/invitations/constants.ts';
import type {
  AcceptInvitationResponse,
  MagicEnsureUserBody,
  MagicEnsureUserResponse,
  SubjectRoleInvitationsResponse,
} from '../../../common/invitations/contracts.ts';
import {
  acceptRoleInvitation,
  activateRoleInvitation,
  deactivateRoleInvitation,
  ensureMultiUseInvitation,
  getRoleInvitation,
  listSubjectRoleInvitations,
  magicEnsureUser,
  regenerateMultiUseInvitation,
  resendSubjectInvitations as resendSubjectInvitationsEndpoint,
} from '../../../common/invitations/endpoints.ts';
import type { RoleInvitation, RoleInvitationResponse } from '../../../common/invitations/schema.ts';
import { callEndpoint, type CallOptions } from '../../api/client.ts';

/**
 * An invitation by its code (spec 7), signed in or not. With `includeInvalid`, an expired or
 * turned-off invitation is answered with isValid false instead of a 400.
 */
export function fetchInvitation(
  code: string,
  options: { includeInvalid?: boolean; signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<RoleInvitationResponse> {
  return callEndpoint(
    getRoleInvitation,
    {
      params: { code },
      query: { includeRelatedIfValid: true, includeInvalid: options.includeInvalid || undefined },
    },
    { signal: options.signal, fetch: options.fetch, redirectOnUnauthorized: false },
  );
}

/** Accepts an invitation; the client waits up to 60 s (spec 7, 9). */
export function acceptInvitation(
  code: string,
  options: Pick<CallOptions, 'signal' | 'fetch'> = {},
): Promise<AcceptInvitationResponse> {
  return callEndpoint(
    acceptRoleInvitation,
    { params: { code }, body: { code } },
    { timeoutMs: INVITATION_ACCEPT_TIMEOUT_MS, ...options },
  );
}

/** The teacher's panel: every invitation of the subject (newest first) and who joined, when. */
export function fetchSubjectInvitations(
  subjectId: number,
  signal?: AbortSignal,
): Promise<SubjectRoleInvitationsResponse> {
  return callEndpoint(listSubjectRoleInvitations, { params: { subjectId } }, { signal });
}

/** The subject's class code, made if it has none (or only an expired one). */
export async function ensureClassCode(subjectId: number): Promise<RoleInvitation> {
  return (await callEndpoint(ensureMultiUseInvitation, { body: { subjectId } })).roleInvitation;
}

/** A new class code; the old one stops working at once. */
export async function regenerateClassCode(subjectId: number): Promise<RoleInvitation> {
  return (await callEndpoint(regenerateMultiUseInvitation, { body: { subjectId } })).roleInvitation;
}

/** Turns an invitation off (DELETE) or back on (the activate action). */
export async function setInvitationActive(code: string, isActive: boolean): Promise<RoleInvitation> {
  const endpoint = isActive ? activateRoleInvitation : deactivateRoleInvitation;
  return (await callEndpoint(endpoint, { params: { code } })).roleInvitation;
}

/** Invites people by e-mail: accounts made if needed, one single-use invitation and mail each. */
export function inviteByEmail(body: MagicEnsureUserBody): Promise<MagicEnsureUserResponse> {
  return callEndpoint(magicEnsureUser, { body });
}

/** Sends the mail again for each of the subject's still-valid e-mail invitations. */
export async function resendSubjectInvitations(
  institutionId: number,
  subjectId: number,
  emailAddress?: string,
): Promise<number> {
  const { resent } = await callEndpoint(resendSubjectInvitationsEndpoint, {
    params: { institutionId },
    body: emailAddress ? { subjectId, emailAddress } : { subjectId },
  });
  return resent;
}

export const invitationKeys = {
  all: ['invitations'] as const,
  /** A look-up by code, invalid invitations included (the accept screen). */
  byCode: (code: string) => [...invitationKeys.all, 'code', code] as const,
  subject: (subjectId: number) => [...invitationKeys.all, 'subject', subjectId] as const,
};

/**
 * The invitation a code stands for, signed in or not, expired and turned-off ones answered too
 * (the accept screen shows a page for each). A failed look-up is never retried by itself: each
 * try counts against the guessing limit.
 */
export function useInvitation(code: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invitationKeys.byCode(code),
    queryFn: ({ signal }) => fetchInvitation(code, { includeInvalid: true, signal }),
    enabled: options.enabled ?? true,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * After joining anything: the person's schools, subject lists and roles may all have changed, and
 * an instructor invitation makes them staff (isUserStaffAnywhere).
 */
export function refreshAfterJoining(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: institutionKeys.all });
  void queryClient.invalidateQueries({ queryKey: subjectKeys.all });
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * Accepts an invitation (the accept screen). The look-up of the code is marked stale, not
 * refetched: a used single-use invitation would flash its 'inactive' page on the way out.
 */
export function useAcceptInvitation(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(code),
    onSuccess: () => {
      refreshAfterJoining(queryClient);
      void queryClient.invalidateQueries({ queryKey: invitationKeys.byCode(code), refetchType: 'none' });
    },
  });
}

/** Puts a subject just joined on its institution's list, if the list is loaded and lacks it. */
export function addJoinedSubject(queryClient: QueryClient, subject: Subject): void {
  updateSubjectList(queryClient, subject.institutionId, (subjects) =>
    subjects.some((s) => s.id === subject.id) ? subjects : [...subjects, subject],
  );
}

/** The teacher's panel: the subject's invitations and who joined with them. */
export function useSubjectInvitations(subjectId: number) {
  return useQuery({
    queryKey: invitationKeys.subject(subjectId),
    queryFn: ({ signal }) => fetchSubjectInvitations(subjectId, signal),
  });
}

/** Puts a changed invitation in the panel's cached list (newest first), then refetches it. */
function storeInvitation(queryClient: QueryClient, subjectId: number, invitation: RoleInvitation) {
  queryClient.setQueryData<SubjectRoleInvitationsResponse>(invitationKeys.subject(subjectId), (old) => {
    if (!old) return old;
    const others = old.roleInvitations.filter((i) => i.code !== invitation.code);
    return { ...old, roleInvitations: [invitation, ...others] };
  });
  void queryClient.invalidateQueries({ queryKey: invitationKeys.subject(subjectId) });
}

/** The class code, made if the subject has none (ensureMultiUse). */
export function useEnsureClassCode(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ensureClassCode(subjectId),
    onSuccess: (invitation) => storeInvitation(queryClient, subjectId, invitation),
  });
}

/** A new class code; the old one stops working at once (regenerateMultiUse). */
export function useRegenerateClassCode(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateClassCode(subjectId),
    onSuccess: (invitation) => storeInvitation(queryClient, subjectId, invitation),
  });
}

/** Turns an invitation of the subject off or on. */
export function useSetInvitationActive(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isActive }: { code: string; isActive: boolean }) =>
      setInvitationActive(code, isActive),
    onSuccess: (invitation) => storeInvitation(queryClient, subjectId, invitation),
  });
}

/** Invites a list of addresses to the subject, as students or co-teachers. */
export function useInviteByEmail(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MagicEnsureUserBody) => inviteByEmail(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.subject(subjectId) }),
  });
}

/** Sends the mails of the subject's pending e-mail invitations again: all, or one address's. */
export function useResendInvitations(institutionId: number, subjectId: number) {
  return useMutation({
    mutationFn: (emailAddress?: string) => resendSubjectInvitations(institutionId, subjectId, emailAddress),
  });
}
