import type { InvitationRoleKind } from '../../../common/invitations/constants.ts';
import { isAdmin, isTeacher, type ActorLike, type RoleLike } from '../../../common/roles/rules.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import { canGrant } from '../roles/roles.policy.ts';
import { canReadSubject, canUpdateSubject } from '../subjects/subjects.policy.ts';

/**
 * Who may do what with role invitations. `subjectRole` is the actor's role in the invitation's
 * subject and `institutionRole` their role at its institution (null: none). Anyone who may not
 * see what an invitation belongs to is answered as if it did not exist.
 *
 * Looking up and accepting a code needs no right: holding the code is the right. That is why
 * both are guarded against guessing (invitation-guard.service.ts) instead.
 */

/** Who sees that a subject exists, and so is told 403 rather than 404 when refused. */
export const canSeeSubject = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => canReadSubject(actor, subjectRole, institutionRole);

/**
 * A subject's codes and e-mail invitations (show, ensure, regenerate, turn off and on, invite,
 * resend, see who joined): whoever may update the subject, i.e. its instructors, the
 * institution's admins and internal admins.
 */
export const canManageSubjectInvitations = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => canUpdateSubject(actor, subjectRole, institutionRole);

/**
 * Staff invitations hand out institution roles, so they follow the grants: a creator invitation
 * takes the right to grant subject creator, a sudoadmin one the right to grant admin.
 */
export function canInviteStaff(
  actor: ActorLike,
  institutionRole: RoleLike | null,
  kind: Extract<InvitationRoleKind, 'creator' | 'sudoadmin'>,
): boolean {
  return canGrant(actor, institutionRole, kind === 'creator' ? 'subjectCreator' : 'admins');
}

/** All of an institution's invitations (staff invitations, lists by institution): its admins. */
export const canReadInstitutionInvitations = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  actor.isInternalAdmin || isAdmin(institutionRole);

/**
 * Invitations for one address (look up, turn off): the institution's teachers; a teacher who is
 * not an admin sees and changes only those of subjects they teach (filtered in SQL).
 */
export const canUseEmailInvitationsAt = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  actor.isInternalAdmin || isTeacher(institutionRole);

/** Whether the actor's e-mail invitation calls reach every invitation at the institution. */
export const seesAllInvitationsAt = canReadInstitutionInvitations;

/** An invitation bound to an address is accepted only by the person with that address. */
export const mayAcceptBoundInvitation = (
  actor: { email: string },
  invitation: { emailAddress: string | null },
): boolean =>
  invitation.emailAddress === null || invitation.emailAddress.toLowerCase() === actor.email.toLowerCase();
