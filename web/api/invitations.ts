import { INVITATION_ACCEPT_TIMEOUT_MS } from '../../common/invitations/constants.ts';
import type {
  AcceptInvitationResponse,
  MagicEnsureUserBody,
  MagicEnsureUserResponse,
  SubjectRoleInvitationsResponse,
} from '../../common/invitations/contracts.ts';
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
} from '../../common/invitations/endpoints.ts';
import type { RoleInvitation, RoleInvitationResponse } from '../../common/invitations/schema.ts';
import { callEndpoint, type CallOptions } from './client.ts';

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
