import type { InstitutionGrant } from '../../../common/roles/constants.ts';
import {
  isAdmin,
  isHeadOfScience,
  isTeacher,
  type ActorLike,
  type RoleLike,
} from '../../../common/roles/rules.ts';

/**
 * Who may read and change institution roles. `viewerRole` is the actor's own role row at the
 * institution in question (null: none).
 */

export interface ActorWithPrincipal extends ActorLike {
  principal: string;
}

/** Everyone's roles at an institution: its accepted staff (teacher or above) and internal admins. */
export const canReadRolesAt = (actor: ActorLike, viewerRole: RoleLike | null): boolean =>
  actor.isInternalAdmin || isTeacher(viewerRole);

/** One role: your own always, others' where you may read roles. */
export const canReadRole = (
  actor: ActorWithPrincipal,
  viewerRole: RoleLike | null,
  holder: string,
): boolean => holder === actor.principal || canReadRolesAt(actor, viewerRole);

/** A role holder's person details and e-mail go with the role to whoever may read that role. */
export const canSeePersonOfRole = canReadRole;

/**
 * Granting and revoking: institution admins (heads of science included) and internal admins.
 * Head of science outranks admin, so only a head of science there (or an internal admin) may
 * grant or revoke it: nobody hands out a rank above their own.
 */
export function canGrant(actor: ActorLike, viewerRole: RoleLike | null, grant: InstitutionGrant): boolean {
  if (actor.isInternalAdmin) return true;
  return grant === 'headOfScience' ? isHeadOfScience(viewerRole) : isAdmin(viewerRole);
}

/** Purging removes every role, so purging a head of science takes the head-of-science right. */
export const canPurge = (actor: ActorLike, viewerRole: RoleLike | null, target: RoleLike | null): boolean =>
  canGrant(actor, viewerRole, isHeadOfScience(target) ? 'headOfScience' : 'admins');
