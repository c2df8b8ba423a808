import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import { canActOnRolesAt, standingAt, type InstitutionStanding } from '../roles/index.ts';

/**
 * Who may read a school's usage: the standings that hold read_admins (spec 6: it shows the admin
 * staff and usage links): the school's admins, its heads of science, and the provider's internal
 * admins. Teachers and students are refused; someone who may not see the school is told it does
 * not exist (`canSeeSchool`, before this table is asked).
 */
export const USAGE_POLICY: Readonly<Record<InstitutionStanding, boolean>> = {
  internalAdmin: true,
  headOfScience: true,
  admin: true,
  subjectCreator: false,
  teacher: false,
  student: false,
  member: false,
  invited: false,
  none: false,
};

export const canReadUsage = (actor: ActorLike, role: RoleLike | null): boolean =>
  USAGE_POLICY[standingAt(actor, role)];

/**
 * Whether the viewer may see the school at all: the roles feature's rule, as its `membershipAt`
 * applies it (a role row there, pending or accepted, or an internal admin).
 */
export const canSeeSchool = (actor: ActorLike, role: RoleLike | null): boolean =>
  canActOnRolesAt(actor, role, 'seeInstitution');
