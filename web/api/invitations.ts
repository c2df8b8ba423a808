import {
  zAcceptInvitationResponse,
  zMagicEnsureUserResponse,
  zResendSubjectInvitationsResponse,
  zRoleInvitationEnvelope,
  zSubjectRoleInvitationsResponse,
  type AcceptInvitationResponse,
  type MagicEnsureUserBody,
  type MagicEnsureUserResponse,
  type SubjectRoleInvitationsResponse,
} from '../../common/invitations/contracts.ts';
import { INVITATION_ACCEPT_TIMEOUT_MS } from '../../common/invitations/constants.ts';
import {
  zRoleInvitationResponse,
  type RoleInvitation,
  type RoleInvitationResponse,
} from '../../common/invitations/schema.ts';
import { apiRequest, type RequestOptions } from './client.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * An invitation by its code (spec 7), signed in or not. With `includeInvalid`, an expired or
 * turned-off invitation is answered with isValid false instead of a 400.
 */
export function fetchInvitation(
  code: string,
  options: { includeInvalid?: boolean; signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<RoleInvitationResponse> {
  return apiRequest(`/v3/roleInvitations/${segment(code)}`, zRoleInvitationResponse, {
    query: { includeRelatedIfValid: true, includeInvalid: options.includeInvalid || undefined },
    signal: options.signal,
    fetch: options.fetch,
    redirectOnUnauthorized: false,
  });
}

/** Accepts an invitation; the client waits up to 60 s (spec 7, 9). */
export function acceptInvitation(
  code: string,
  options: Pick<RequestOptions, 'signal' | 'fetch'> = {},
): Promise<AcceptInvitationResponse> {
  return apiRequest(`/v3/roleInvitations/${segment(code)}/actions/accept`, zAcceptInvitationResponse, {
    method: 'POST',
    body: { code },
    timeoutMs: INVITATION_ACCEPT_TIMEOUT_MS,
    ...options,
  });
}

/** The teacher's panel: every invitation of the subject (newest first) and who joined, when. */
export function fetchSubjectInvitations(
  subjectId: number,
  signal?: AbortSignal,
): Promise<SubjectRoleInvitationsResponse> {
  return apiRequest(`/v3/subjects/${segment(subjectId)}/roleInvitations`, zSubjectRoleInvitationsResponse, {
    signal,
  });
}

/** The subject's class code, made if it has none (or only an expired one). */
export async function ensureClassCode(subjectId: number): Promise<RoleInvitation> {
  const { roleInvitation } = await apiRequest(
    '/v3/roleInvitations/actions/ensureMultiUse',
    zRoleInvitationEnvelope,
    { method: 'POST', body: { subjectId } },
  );
  return roleInvitation;
}

/** A new class code; the old one stops working at once. */
export async function regenerateClassCode(subjectId: number): Promise<RoleInvitation> {
  const { roleInvitation } = await apiRequest(
    '/v3/roleInvitations/actions/regenerateMultiUse',
    zRoleInvitationEnvelope,
    { method: 'POST', body: { subjectId } },
  );
  return roleInvitation;
}

/** Turns an invitation off (DELETE) or back on (the activate action). */
export async function setInvitationActive(code: string, isActive: boolean): Promise<RoleInvitation> {
  const { roleInvitation } = isActive
    ? await apiRequest(`/v3/roleInvitations/${segment(code)}/actions/activate`, zRoleInvitationEnvelope, {
        method: 'POST',
      })
    : await apiRequest(`/v3/roleInvitations/${segment(code)}`, zRoleInvitationEnvelope, {
        method: 'DELETE',
      });
  return roleInvitation;
}

/** Invites people by e-mail: accounts made if needed, one single-use invitation and mail each. */
export function inviteByEmail(body: MagicEnsureUserBody): Promise<MagicEnsureUserResponse> {
  return apiRequest('/v3/roleInvitations/actions/magicEnsureUser', zMagicEnsureUserResponse, {
    method: 'POST',
    body,
  });
}

/** Sends the mail again for each of the subject's still-valid e-mail invitations. */
export async function resendSubjectInvitations(
  institutionId: number,
  subjectId: number,
  emailAddress?: string,
): Promise<number> {
  const { resent } = await apiRequest(
    `/v3/institutions/${segment(institutionId)}/roleInvitations/actions/resendSubjectInvitations`,
    zResendSubjectInvitationsResponse,
    { method: 'POST', body: emailAddress ? { subjectId, emailAddress } : { subjectId } },
  );
  return resent;
}
