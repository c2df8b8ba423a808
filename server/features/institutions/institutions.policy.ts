import type { InstitutionPermission } from '../../../common/roles/constants.ts';
import { institutionPermissions, type ActorLike, type RoleLike } from '../../../common/roles/rules.ts';

/**
 * Who may do what with an institution. `role` is the actor's own role row there (null: none).
 * Anyone who may not see an institution is answered as if it did not exist.
 */

/** A role row there, pending or accepted, or an internal admin. */
export const canSeeInstitution = (actor: ActorLike, role: RoleLike | null): boolean =>
  actor.isInternalAdmin || role !== null;

export const isAcceptedMember = (role: RoleLike | null): boolean => role !== null && !role.isPending;

/** The admins list and key contacts: whom a member can ask. */
export const canReadAdmins = (actor: ActorLike, role: RoleLike | null): boolean =>
  actor.isInternalAdmin || isAcceptedMember(role);

export const holdsInstitutionPermission = (
  actor: ActorLike,
  role: RoleLike | null,
  permission: InstitutionPermission,
): boolean => institutionPermissions(role, actor).includes(permission);

export const canCreateInstitution = (actor: ActorLike): boolean => actor.isInternalAdmin;

export const canUpdateInstitution = (actor: ActorLike, role: RoleLike | null): boolean =>
  holdsInstitutionPermission(actor, role, 'UPDATE');

export const canDeleteInstitution = (actor: ActorLike, role: RoleLike | null): boolean =>
  holdsInstitutionPermission(actor, role, 'DELETE');

/**
 * Fields that decide access, billing or identity rather than presentation: a school's own admins
 * must not extend their expiry, move the school into a district or merge it elsewhere.
 */
export const PROVIDER_ONLY_FIELDS = [
  'expiresOn',
  'assimilatedIntoInstitutionId',
  'districtUuid',
  'endpoint',
] as const;

export const canChangeProviderOnlyFields = (actor: ActorLike): boolean => actor.isInternalAdmin;
