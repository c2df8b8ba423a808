import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import { isInvitationFor } from '../../../common/invitations/rules.ts';
import { isAdmin, isStudent, isTeacher, type ActorLike, type RoleLike } from '../../../common/roles/rules.ts';

/**
 * Who may do what with role invitations: one role × action table for what is decided at the
 * institution, from which the predicates below and the SQL scope of the by-address calls
 * (`invitationsReachedBy`, invitations.repo.ts) are read. Anyone who may not see the institution
 * an invitation belongs to is answered as if it did not exist.
 *
 * What belongs to a subject (its class code, its e-mail invitations, who joined) is authorized
 * through the subject's path instead: the subjects feature's `authorizeSubject(actor, subjectId,
 * 'manageInvitations')`, whose table says the subject's instructors, the institution's admins
 * and internal admins.
 *
 * Looking up and accepting a code needs no role: holding the code is the right (an invitation
 * bound to an address is only for the person with that address). That is why both are guarded
 * against guessing (invitation-guard.service.ts) instead.
 */

/**
 * - lookUpCode, acceptCode: with the code in hand (accepting needs a session);
 * - inviteCreators, inviteAdmins: invite people to the subject creator and admin ('sudoadmin')
 *   roles, and manage those invitations; they follow the grants of the roles feature;
 * - readInstitutionInvitations: every invitation of the institution (staff invitations, lists
 *   by institution, those that belong to no subject);
 * - emailInvitations: look up and turn off the invitations for one address: 'all' of the
 *   institution's, or only those of 'taughtSubjects'.
 */
export const INVITATION_ACTIONS = [
  'lookUpCode',
  'acceptCode',
  'inviteCreators',
  'inviteAdmins',
  'readInstitutionInvitations',
  'emailInvitations',
] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

/** How far an action reaches: nowhere, everywhere at the institution, or the subjects one teaches. */
export type InvitationReach = false | 'all' | 'taughtSubjects';

/**
 * Who a person is at the institution an invitation belongs to, highest first: an internal admin;
 * an admin there (heads of science included); a teacher (subject creators and instructors); a
 * student; anyone else (no role, or one not yet accepted).
 */
export const INVITATION_STANDINGS = ['internalAdmin', 'admin', 'teacher', 'student', 'none'] as const;
export type InvitationStanding = (typeof INVITATION_STANDINGS)[number];

/** The table. */
export const INVITATION_POLICY: Readonly<
  Record<InvitationStanding, Readonly<Record<InvitationAction, InvitationReach>>>
> = {
  internalAdmin: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: 'all',
    inviteAdmins: 'all',
    readInstitutionInvitations: 'all',
    emailInvitations: 'all',
  },
  admin: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: 'all',
    inviteAdmins: 'all',
    readInstitutionInvitations: 'all',
    emailInvitations: 'all',
  },
  teacher: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: false,
    inviteAdmins: false,
    readInstitutionInvitations: false,
    emailInvitations: 'taughtSubjects',
  },
  student: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: false,
    inviteAdmins: false,
    readInstitutionInvitations: false,
    emailInvitations: false,
  },
  none: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: false,
    inviteAdmins: false,
    readInstitutionInvitations: false,
    emailInvitations: false,
  },
};

/** The actor's standing at an institution where they hold `institutionRole` (null: none). */
export function invitationStanding(actor: ActorLike, institutionRole: RoleLike | null): InvitationStanding {
  if (actor.isInternalAdmin) return 'internalAdmin';
  if (isAdmin(institutionRole)) return 'admin';
  if (isTeacher(institutionRole)) return 'teacher';
  if (isStudent(institutionRole)) return 'student';
  return 'none';
}

/** How far the actor reaches with an action at an institution (false: not at all). */
export const invitationReach = (
  actor: ActorLike,
  action: InvitationAction,
  institutionRole: RoleLike | null,
): InvitationReach => INVITATION_POLICY[invitationStanding(actor, institutionRole)][action];

/** Staff invitations hand out institution roles: creator invitations and admin ('sudoadmin') ones. */
export const canInviteStaff = (
  actor: ActorLike,
  institutionRole: RoleLike | null,
  kind: Extract<InvitationRoleKind, 'creator' | 'sudoadmin'>,
): boolean =>
  invitationReach(actor, kind === 'creator' ? 'inviteCreators' : 'inviteAdmins', institutionRole) !== false;

/** All of an institution's invitations (staff invitations, lists by institution): its admins. */
export const canReadInstitutionInvitations = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  invitationReach(actor, 'readInstitutionInvitations', institutionRole) !== false;

/**
 * An invitation that belongs to no subject is managed (turned off and on) by whoever may invite
 * to its role; any other kind by whoever reads all of the institution's invitations.
 */
export const canManageInstitutionInvitation = (
  actor: ActorLike,
  institutionRole: RoleLike | null,
  kind: InvitationRoleKind,
): boolean =>
  kind === 'creator' || kind === 'sudoadmin'
    ? canInviteStaff(actor, institutionRole, kind)
    : canReadInstitutionInvitations(actor, institutionRole);

/** An invitation bound to an address is accepted only by the person with that address. */
export const mayAcceptBoundInvitation = (
  actor: { email: string },
  invitation: { emailAddress: string | null },
): boolean => isInvitationFor(invitation, actor.email);
