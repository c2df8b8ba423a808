import type { Problem } from '../../../common/api/problems.ts';
import { MAX_INVITED_ADDRESSES } from '../../../common/invitations/constants.ts';
import { isEmailAddress, splitEmailList } from '../../../common/invitations/rules.ts';
import type { InvitationAcceptance, RoleInvitation } from '../../../common/invitations/schema.ts';

/**
 * The subject's class code: its newest multi-use student invitation, on or off. Regenerating makes
 * a newer one, so older, replaced codes are never taken for it.
 */
export function currentClassCode(invitations: readonly RoleInvitation[]): RoleInvitation | null {
  const codes = invitations.filter((i) => i.isMultiUse && i.role.studentMobId != null);
  return codes.reduce<RoleInvitation | null>(
    (newest, i) => (!newest || Date.parse(i.createdOn) > Date.parse(newest.createdOn) ? i : newest),
    null,
  );
}

/**
 * Whether opening the panel should ask for a class code (ensureMultiUse): when the subject has
 * none, or only an expired one. A code the teacher turned off stays off until they turn it on:
 * ensuring would quietly make a new one that works.
 */
export const needsClassCode = (classCode: RoleInvitation | null): boolean =>
  classCode === null || classCode.isExpired;

/** E-mail invitations still waiting to be accepted: single-use, bound to an address, valid. */
export function pendingEmailInvitations(invitations: readonly RoleInvitation[]): RoleInvitation[] {
  return invitations.filter((i) => i.emailAddress !== null && !i.isMultiUse && i.isValid);
}

/** Who joined, newest first. */
export function joinedNewestFirst(acceptances: readonly InvitationAcceptance[]): InvitationAcceptance[] {
  return [...acceptances].sort((a, b) => Date.parse(b.acceptedOn) - Date.parse(a.acceptedOn));
}

export type EmailListCheck =
  | { kind: 'empty' }
  | { kind: 'too-many'; count: number; max: number }
  /** Every entry that is not an address, as typed: none is dropped without a word. */
  | { kind: 'not-addresses'; entries: string[] }
  | { kind: 'ok'; addresses: string[] };

/** Reads a pasted list of addresses (commas, semicolons, spaces or new lines between them). */
export function checkEmailList(text: string): EmailListCheck {
  const entries = splitEmailList(text);
  if (entries.length === 0) return { kind: 'empty' };
  if (entries.length > MAX_INVITED_ADDRESSES)
    return { kind: 'too-many', count: entries.length, max: MAX_INVITED_ADDRESSES };
  const invalid = entries.filter((entry) => !isEmailAddress(entry));
  if (invalid.length > 0) return { kind: 'not-addresses', entries: [...new Set(invalid)] };
  return { kind: 'ok', addresses: entries };
}

/**
 * The entries the API refused, from its problems on `emailAddresses.{index}` (the list as sent).
 * A problem on the whole list, or one whose index is unknown, is returned as null: the form says
 * the list was refused without naming an entry.
 */
export function refusedEntries(
  problems: readonly Problem[],
  sent: readonly string[],
): { entries: string[]; hasListProblem: boolean } {
  const entries: string[] = [];
  let hasListProblem = false;
  for (const problem of problems) {
    const match = /^emailAddresses\.(\d+)$/.exec(problem.field);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (entry === undefined) hasListProblem = true;
    else if (!entries.includes(entry)) entries.push(entry);
  }
  return { entries, hasListProblem };
}
