import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import { isInvitationFor } from '../../../common/invitations/rules.ts';
import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import { ROLE_POLICY, standingAt, type InstitutionStanding } from '../roles/index.ts';

/**
 * Who may do what with role invitations: one standing × action table for what is decided at the
 * institution, from which the predicates below and the SQL scope of the by-address calls
 * (`invitationsReachedBy`, invitations.repo.ts) are read. The standings are the roles feature's
 * (`standingAt`: who a person is at an institution), and inviting to a staff role follows that
 * feature's grants, read from its table rather than restated. Anyone who may not see the
 * institution an invitation belongs to is answered as if it did not exist.
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
 *   roles, and turn those invitations off and on: whoever may grant that role;
 * - readInstitutionInvitations: every invitation of the institution (staff invitations, lists
 *   by institution, those of a subject-less kind);
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

/** A standing's row: codes for everyone, staff invitations by the grants, the rest as given. */
const row = (
  standing: InstitutionStanding,
  own: Pick<Record<InvitationAction, InvitationReach>, 'readInstitutionInvitations' | 'emailInvitations'>,
): Readonly<Record<InvitationAction, InvitationReach>> => ({
  lookUpCode: 'all',
  acceptCode: 'all',
  inviteCreators: ROLE_POLICY[standing].grantSubjectCreator ? 'all' : false,
  inviteAdmins: ROLE_POLICY[standing].grantAdmins ? 'all' : false,
  ...own,
});
const ADMINS = { readInstitutionInvitations: 'all', emailInvitations: 'all' } as const;
const TEACHERS = { readInstitutionInvitations: false, emailInvitations: 'taughtSubjects' } as const;
const OTHERS = { readInstitutionInvitations: false, emailInvitations: false } as const;

/** The table: a row for every standing at an institution (the roles feature's), heads of science first. */
export const INVITATION_POLICY: Readonly<
  Record<InstitutionStanding, Readonly<Record<InvitationAction, InvitationReach>>>
> = {
  internalAdmin: row('internalAdmin', ADMINS),
  headOfScience: row('headOfScience', ADMINS),
  admin: row('admin', ADMINS),
  subjectCreator: row('subjectCreator', TEACHERS),
  teacher: row('teacher', TEACHERS),
  student: row('student', OTHERS),
  member: row('member', OTHERS),
  invited: row('invited', OTHERS),
  none: row('none', OTHERS),
};

/** How far the actor reaches with an action at an institution where they hold `institutionRole`. */
export const invitationReach = (
  actor: ActorLike,
  action: InvitationAction,
  institutionRole: RoleLike | null,
): InvitationReach => INVITATION_POLICY[standingAt(actor, institutionRole)][action];

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
