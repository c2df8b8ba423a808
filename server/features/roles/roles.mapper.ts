import { toInstitutionBase } from '../../../common/institutions/schema.ts';
import type { Person } from '../../../common/people/schema.ts';
import { institutionPermissions, isStaffAnywhere, type RoleLike } from '../../../common/roles/rules.ts';
import type { InstitutionBase, InstitutionRoleBase } from '../../../common/roles/schema.ts';
import type { InstitutionWithBanner, PersonRow, RoleRow } from './roles.types.ts';

/**
 * An institution role as the API sends it. `permissions` are those of the role's holder, computed
 * as for someone who is not an internal admin: the role says what membership grants.
 */
export function toRole(row: RoleRow): InstitutionRoleBase {
  return {
    institutionId: row.institutionId,
    principal: row.principal,
    roles: [...row.roles],
    permissions: institutionPermissions(row, { isInternalAdmin: false }),
    isPending: row.isPending,
    isAccepted: !row.isPending,
    pendingMemberships: row.pendingMemberships.map((m) => ({ role: m.role })),
    isSubscriptionOwner: row.isSubscriptionOwner,
    createdOn: row.createdOn.toISOString(),
    acceptedOn: row.acceptedOn ? row.acceptedOn.toISOString() : null,
  };
}

export function toPerson(person: PersonRow, rolesOfPerson: readonly RoleLike[]): Person {
  return {
    principal: person.principal,
    email: person.email,
    fullName: person.fullName,
    isInternalAdmin: person.isInternalAdmin,
    isUserStaffAnywhere: isStaffAnywhere(rolesOfPerson),
  };
}

/** An institution as a role answer carries it. */
export const toRoleInstitution = (record: InstitutionWithBanner, now: Date): InstitutionBase =>
  toInstitutionBase(record.institution, record.bannerInlineUrl, now);
