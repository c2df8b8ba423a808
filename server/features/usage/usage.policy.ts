import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import { standingAt, type InstitutionStanding } from '../roles/index.ts';

/**
 * Who may read a school's usage: the standings that hold read_admins (spec 6: it shows the admin
 * staff and usage links): the school's admins, its heads of science, and the provider's internal
 * admins. Teachers and students are refused; someone who may not see the school is told it does
 * not exist (roles' membershipAt, before this table is asked).
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
