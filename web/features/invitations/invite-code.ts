import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import { invitationRoleKind } from '../../../common/invitations/rules.ts';
import type { RoleInvitation, RoleInvitationResponse } from '../../../common/invitations/schema.ts';
import { isApiError } from '../../api/api-error.ts';
import { safeReturnTo } from '../auth/return-to.ts';
import { rateLimitMessage, type InvitationMessage } from './invitation-messages.ts';

/** The code pages of the accept screen (spec 2.9): each has its own page with 'go home'. */
export type CodeProblem = 'wrong' | 'expired' | 'inactive';

export type InvitationView =
  | { kind: 'valid'; invitation: RoleInvitation; roleKind: InvitationRoleKind; isViewerInSubject: boolean }
  | { kind: 'problem'; problem: CodeProblem }
  /** The look-up itself failed (too many attempts, the network): say so and offer a retry. */
  | { kind: 'unavailable'; message: InvitationMessage | null; isRateLimited: boolean };

/** Which code page an API error stands for, if any: not found is 'wrong', code problems their own. */
export function codeProblemOf(error: unknown): CodeProblem | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return 'wrong';
  const onCode = error.problems.find((p) => p.field === 'code');
  if (onCode?.message === 'is-expired') return 'expired';
  if (onCode?.message === 'is-inactive') return 'inactive';
  // A code too short or too long to be one was never a code.
  if (error.status === 400 && onCode) return 'wrong';
  return null;
}

/**
 * What the accept screen shows for a look-up (made with includeInvalid, so an expired or turned-off
 * invitation comes back with isValid false): the invitation, a code page, or a failure. An
 * invitation whose role is not exactly one known kind ('Unexpected role') is read as wrong.
 */
export function invitationView(
  lookUp: { data: RoleInvitationResponse } | { error: unknown },
): InvitationView {
  if ('error' in lookUp) {
    const problem = codeProblemOf(lookUp.error);
    if (problem) return { kind: 'problem', problem };
    const error = lookUp.error;
    const isRateLimited = isApiError(error) && error.status === 429;
    return {
      kind: 'unavailable',
      message: isRateLimited ? rateLimitMessage(error.retryAfterSeconds) : null,
      isRateLimited,
    };
  }
  const invitation = lookUp.data.roleInvitation;
  if (invitation.isExpired) return { kind: 'problem', problem: 'expired' };
  if (!invitation.isValid) return { kind: 'problem', problem: 'inactive' };
  try {
    return {
      kind: 'valid',
      invitation,
      roleKind: invitationRoleKind(invitation.role),
      isViewerInSubject: lookUp.data.isViewerInSubject,
    };
  } catch {
    return { kind: 'problem', problem: 'wrong' };
  }
}

export type AcceptFailure =
  /** Already in the subject: go to it (the subject page finds its canonical URL). */
  | { kind: 'navigate'; path: string }
  /** The code stopped working meanwhile: its page. */
  | { kind: 'problem'; problem: CodeProblem }
  /** Anything else: shown on the screen, and Accept can be pressed again. */
  | { kind: 'message'; message: InvitationMessage };

/** `/{endpoint}/institution-{institutionId}/subject-{subjectId}` (spec 8, is-excluded). */
export const memberSubjectPath = (endpoint: string, institutionId: number, subjectId: number) =>
  `/${endpoint}/institution-${institutionId}/subject-${subjectId}`;

/** The subject an invitation leads to, for someone already in it; null for a school invitation. */
export function invitationSubjectPath(invitation: RoleInvitation, endpoint: string): string | null {
  if (invitation.subjectId === null) return null;
  const institutionId = invitation.subject?.institutionId ?? invitation.institutionId;
  return memberSubjectPath(endpoint, institutionId, invitation.subjectId);
}

/** What a failed accept on the accept screen leads to (spec 2.9, 8). */
export function acceptFailure(error: unknown, invitation: RoleInvitation, endpoint: string): AcceptFailure {
  const isExcluded =
    isApiError(error) && error.problems.some((p) => p.field === 'principal' && p.message === 'is-excluded');
  const subjectPath = invitationSubjectPath(invitation, endpoint);
  if (isExcluded && subjectPath) return { kind: 'navigate', path: subjectPath };
  const problem = codeProblemOf(error);
  if (problem) return { kind: 'problem', problem };
  if (isApiError(error) && error.status === 429)
    return { kind: 'message', message: rateLimitMessage(error.retryAfterSeconds) };
  return { kind: 'message', message: { key: 'invitations.errors.error-fetch-subject' } };
}

/** Where a successful accept leads: the server's redirectUrl, if it is a path of this site. */
export const acceptRedirect = (redirectUrl: string): string => safeReturnTo(redirectUrl);

/** The join link shown to a class: works signed in and signed out (spec 2.1, /invite/{code}). */
export const joinLink = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}/invite/${code}`;
