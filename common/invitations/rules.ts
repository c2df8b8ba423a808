import { z } from 'zod';
import type { Problem } from '../api/problems.ts';
import { INVITATION_CODE_GROUP, INVITATION_CODE_MIN_LENGTH, type InvitationRoleKind } from './constants.ts';
import type { InvitationRole } from './schema.ts';

/**
 * Normalisation (spec 2.6, step 1): what people type or paste becomes the stored form. Any case,
 * spaces and dashes (also the typographic ones a phone keyboard inserts) are accepted.
 */
export function normaliseInvitationCode(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-\u2010-\u2015\u2212_]+/g, '');
}

/** Client-side validation (spec 5): required, at least 6 characters. Null when the code may be sent. */
export function validateInvitationCode(code: string): Problem | null {
  if (code.length === 0) return { field: 'code', message: 'is-not-present' };
  if (code.length < INVITATION_CODE_MIN_LENGTH)
    return { field: 'code', message: 'below-min-length', min: INVITATION_CODE_MIN_LENGTH };
  return null;
}

/** A code as shown to a class: upper case in groups of four, e.g. K7QM-X2NP-WSAB. */
export function formatInvitationCode(code: string): string {
  const upper = normaliseInvitationCode(code).toUpperCase();
  const groups: string[] = [];
  for (let i = 0; i < upper.length; i += INVITATION_CODE_GROUP)
    groups.push(upper.slice(i, i + INVITATION_CODE_GROUP));
  return groups.join('-');
}

/** The kind of an invitation's role; anything but exactly one known role is 'Unexpected role' (spec 3, 8). */
export function invitationRoleKind(role: InvitationRole): InvitationRoleKind {
  const kinds: InvitationRoleKind[] = [];
  if (role.studentMobId != null) kinds.push('student');
  if (role.instructorSubjectId != null) kinds.push('instructor');
  if (role.creatorInstitutionId != null) kinds.push('creator');
  if (role.sudoadminInstitutionId != null) kinds.push('sudoadmin');
  if (kinds.length !== 1) throw new Error('Unexpected role');
  return kinds[0]!;
}

/** Invitation expiry (spec 3): expired when expiresOn is set and not after now. */
export function isInvitationExpired(expiresOn: string | Date | null | undefined, now = new Date()): boolean {
  if (!expiresOn) return false;
  return new Date(expiresOn).getTime() <= now.getTime();
}

/** Valid (spec 4): active and not expired. */
export function isInvitationValid(
  invitation: { isActive: boolean; expiresOn: string | Date | null },
  now = new Date(),
): boolean {
  return invitation.isActive && !isInvitationExpired(invitation.expiresOn, now);
}

/** An invitation bound to an address is only for the person with that address (in any case). */
export const isInvitationFor = (invitation: { emailAddress: string | null }, email: string): boolean =>
  invitation.emailAddress === null || invitation.emailAddress.toLowerCase() === email.toLowerCase();

/**
 * Why a code does not work (spec 5, 8): not found (a wrong code, or the invitation of something
 * gone), bound to someone else's address, turned off (or its subject archived), or expired.
 */
export type InvitationFailureReason = 'not-found' | 'not-yours' | 'is-inactive' | 'is-expired';

/** What the usability rule reads of an invitation, its subject and its institution (null: gone). */
export interface InvitationToJudge {
  invitation: {
    subjectId: number | null;
    isActive: boolean;
    expiresOn: string | Date | null;
    emailAddress: string | null;
  };
  subject: { isArchived: boolean; deletedOn: string | Date | null } | null;
  institution: object | null;
}

/**
 * Whether an invitation can be used now, and if not why: the one rule every look-up and accept
 * judges by. An invitation whose institution or subject is gone is not found; one whose subject is
 * archived no longer works. With `takerEmail` (accepting), one bound to another address is not
 * theirs.
 */
export function invitationUnusableBecause(
  found: InvitationToJudge | null,
  now: Date,
  takerEmail?: string,
): InvitationFailureReason | null {
  if (!found?.institution) return 'not-found';
  const { invitation, subject } = found;
  if (invitation.subjectId !== null && (!subject || subject.deletedOn)) return 'not-found';
  if (!invitation.isActive || subject?.isArchived) return 'is-inactive';
  if (isInvitationExpired(invitation.expiresOn, now)) return 'is-expired';
  if (takerEmail !== undefined && !isInvitationFor(invitation, takerEmail)) return 'not-yours';
  return null;
}

/**
 * Where to go after accepting (spec 2.9): the subject if the invitation has one, otherwise the
 * institution the creator role was granted at, otherwise home.
 */
export function invitationRedirectTarget(
  invitation: { subjectId: number | null; role: InvitationRole },
  options: { endpoint: string; subjectUrl?: string | null },
): string {
  if (invitation.subjectId != null && options.subjectUrl) return options.subjectUrl;
  if (invitation.role.creatorInstitutionId != null)
    return `/${options.endpoint}/inst-${invitation.role.creatorInstitutionId}`;
  return '/';
}

export type JoinErrorKey = 'invitation-code-invalid' | 'invitation-code-expired' | 'error-fetch-subject';

/**
 * Maps a failed fetch or accept to the join form's error (spec 5, 8): not found, or an invitation
 * without a subject, is 'invalid'; is-inactive or is-expired on code is 'expired'; anything else
 * is 'error-fetch-subject'.
 */
export function joinErrorKey(error: { status?: number; problems?: readonly Problem[] } | null): JoinErrorKey {
  if (!error) return 'invitation-code-invalid';
  if (error.status === 404) return 'invitation-code-invalid';
  const onCode = error.problems?.find((p) => p.field === 'code');
  if (onCode?.message === 'is-inactive' || onCode?.message === 'is-expired') return 'invitation-code-expired';
  return 'error-fetch-subject';
}

/**
 * Whether an institution is a Victorian education department school, which the accept screen
 * treats differently. Nothing in the data says so directly; our reading: a school whose code
 * starts with 'vic-' (how department schools are provisioned), or one in Melbourne's time zone with
 * the Australian locale. Anything else, and an unknown institution, is not.
 */
export function isVicEdInstitution(
  institution: { code: string; timezone: string; locale: string } | null | undefined,
): boolean {
  if (!institution) return false;
  if (institution.code.toLowerCase().startsWith('vic-')) return true;
  return institution.timezone === 'Australia/Melbourne' && institution.locale === 'EN_AU';
}

/**
 * Splits a pasted list of e-mail addresses (one per line, or separated by commas, semicolons or
 * spaces, as spreadsheets and mail clients copy them) into its entries. Empty pieces between
 * separators are not entries; everything else is kept, so nothing typed is silently dropped.
 */
export function splitEmailList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((entry) => entry.length > 0);
}

const zEmail = z.email();
export const isEmailAddress = (value: string): boolean =>
  value.length <= 320 && zEmail.safeParse(value).success;

/** One problem per entry that is not an e-mail address, at `{field}.{index}`. */
export function emailListProblems(entries: readonly string[], field = 'emailAddresses'): Problem[] {
  const problems: Problem[] = [];
  entries.forEach((entry, index) => {
    if (!isEmailAddress(entry.trim()))
      problems.push({ field: `${field}.${index}`, message: 'is-not-an-email' });
  });
  return problems;
}

/** An address as shown to someone it does not belong to: s***@school.example. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** The web page a mailed one-time sign-in link opens; it signs in only when the person continues. */
export const signInLinkPagePath = (token: string): string => `/sign-in/link/${encodeURIComponent(token)}`;
