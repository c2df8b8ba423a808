import type { InstitutionGrant, InstitutionPermission } from '../../../common/roles/constants.ts';
import {
  institutionPermissions,
  isAdmin,
  isHeadOfScience,
  isStudent,
  isSubjectCreator,
  isTeacher,
  type ActorLike,
  type RoleLike,
} from '../../../common/roles/rules.ts';

/**
 * Who may do what with an institution's roles, and who may see an institution at all: one
 * standing × action table. Everything about role access is derived from it: the predicates below,
 * the one access path (`membershipAt` / `authorizeRoleAction`, roles.service.ts: 404 or 403) and
 * the SQL scope of every institution list (`institutionsVisibleTo`, roles.repo.ts). The
 * institution's own actions (institutions.policy.ts) are a table over the same standings.
 *
 * `role` is always the actor's own role row at the institution in question (null: none).
 */

/**
 * How a person stands at an institution: an internal admin whatever they hold there; otherwise by
 * their role row: none, pending (invited), or accepted with the highest role it counts as (the
 * hierarchy of spec 6). `member` is an accepted row left with no role at all.
 */
export const INSTITUTION_STANDINGS = [
  'internalAdmin',
  'headOfScience',
  'admin',
  'subjectCreator',
  'teacher',
  'student',
  'member',
  'invited',
  'none',
] as const;
export type InstitutionStanding = (typeof INSTITUTION_STANDINGS)[number];

export function standingAt(actor: ActorLike, role: RoleLike | null): InstitutionStanding {
  if (actor.isInternalAdmin) return 'internalAdmin';
  if (role === null) return 'none';
  if (role.isPending) return 'invited';
  if (isHeadOfScience(role)) return 'headOfScience';
  if (isAdmin(role)) return 'admin';
  if (isSubjectCreator(role)) return 'subjectCreator';
  if (isTeacher(role)) return 'teacher';
  if (isStudent(role)) return 'student';
  return 'member';
}

/**
 * - seeInstitution: know the institution exists (everyone else is told it does not: 404);
 * - readRoles: everyone's roles there, with their people;
 * - readHeadsOfScience: whom a member can ask;
 * - readAsMember: what a school shares with its members, not with someone only invited (its
 *   feature flags, its lessons' due dates, its subjects' event stream): a pending invitation is
 *   not a membership;
 * - readAdminPages: the school admin pages (spec 6's read_admins, the client's `read_admins`): the
 *   Staff page (everyone's roles with e-mail, last activity and subjects taught, and the staff
 *   invitations waiting), the usage report and the billing page (where subscription owners may
 *   read too, subscriptions.policy.ts);
 * - manageStudents: the Students page: the school's students with their e-mail, subjects and
 *   licence standing; releasing a student's licence and removing a student from the school;
 * - grant…: grant and revoke that grant (spec 6, Institution grants); purging a person takes the
 *   grant of their highest rank.
 */
export const ROLE_ACTIONS = [
  'seeInstitution',
  'readRoles',
  'readHeadsOfScience',
  'readAsMember',
  'readAdminPages',
  'manageStudents',
  'grantSubjectCreator',
  'grantAdmins',
  'grantSubscriptionOwners',
  'grantHeadOfScience',
] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

const allow = (...actions: RoleAction[]): Readonly<Record<RoleAction, boolean>> =>
  Object.fromEntries(ROLE_ACTIONS.map((action) => [action, actions.includes(action)])) as Record<
    RoleAction,
    boolean
  >;

const GRANTS_UP_TO_ADMIN: RoleAction[] = ['grantSubjectCreator', 'grantAdmins', 'grantSubscriptionOwners'];

/**
 * The table. Head of science outranks admin, so only a head of science (or an internal admin)
 * grants it: nobody hands out a rank above their own. A pending role grants sight of the
 * institution and nothing else.
 */
export const ROLE_POLICY: Readonly<Record<InstitutionStanding, Readonly<Record<RoleAction, boolean>>>> = {
  internalAdmin: allow(...ROLE_ACTIONS),
  headOfScience: allow(...ROLE_ACTIONS),
  admin: allow(
    'seeInstitution',
    'readRoles',
    'readHeadsOfScience',
    'readAsMember',
    'readAdminPages',
    'manageStudents',
    ...GRANTS_UP_TO_ADMIN,
  ),
  subjectCreator: allow('seeInstitution', 'readRoles', 'readHeadsOfScience', 'readAsMember'),
  teacher: allow('seeInstitution', 'readRoles', 'readHeadsOfScience', 'readAsMember'),
  student: allow('seeInstitution', 'readHeadsOfScience', 'readAsMember'),
  member: allow('seeInstitution', 'readHeadsOfScience', 'readAsMember'),
  invited: allow('seeInstitution'),
  none: allow(),
};

export const canActOnRolesAt = (actor: ActorLike, role: RoleLike | null, action: RoleAction): boolean =>
  ROLE_POLICY[standingAt(actor, role)][action];

export const canSeeInstitution = (actor: ActorLike, role: RoleLike | null): boolean =>
  canActOnRolesAt(actor, role, 'seeInstitution');

export const canReadRolesAt = (actor: ActorLike, role: RoleLike | null): boolean =>
  canActOnRolesAt(actor, role, 'readRoles');

export interface ActorWithPrincipal extends ActorLike {
  principal: string;
}

/** One role: your own always, others' where you may read roles. */
export const canReadRole = (actor: ActorWithPrincipal, role: RoleLike | null, holder: string): boolean =>
  holder === actor.principal || canReadRolesAt(actor, role);

/** A role holder's person details and e-mail go with the role to whoever may read that role. */
export const canSeePersonOfRole = canReadRole;

export const GRANT_ACTIONS: Readonly<Record<InstitutionGrant, RoleAction>> = {
  subjectCreator: 'grantSubjectCreator',
  admins: 'grantAdmins',
  subscriptionOwners: 'grantSubscriptionOwners',
  headOfScience: 'grantHeadOfScience',
};

export const canGrant = (actor: ActorLike, role: RoleLike | null, grant: InstitutionGrant): boolean =>
  canActOnRolesAt(actor, role, GRANT_ACTIONS[grant]);

/**
 * Head of science, where the school already has one: granted by a head of science (or an internal
 * admin). While it has none, nobody there could ever appoint one, so its admins may appoint the
 * first (and withdraw that offer); from then on the rank is handed down from above.
 */
export const canGrantHeadOfScienceAt = (
  actor: ActorLike,
  role: RoleLike | null,
  schoolHasHeadOfScience: boolean,
): boolean =>
  canActOnRolesAt(actor, role, 'grantHeadOfScience') ||
  (!schoolHasHeadOfScience && canActOnRolesAt(actor, role, 'grantAdmins'));

/** Purging removes every role, so purging a head of science takes the head-of-science grant. */
export const purgeActionFor = (target: RoleLike | null): RoleAction =>
  GRANT_ACTIONS[isHeadOfScience(target) ? 'headOfScience' : 'admins'];

export const canPurge = (actor: ActorLike, role: RoleLike | null, target: RoleLike | null): boolean =>
  canActOnRolesAt(actor, role, purgeActionFor(target));

/**
 * The seeInstitution column as a list filter, for the SQL scope: every institution, or those where
 * the actor holds a role row (pending or accepted). Derived from the table; a table this cannot
 * express fails here, at the first list, rather than letting a query restate the rule.
 */
export function institutionListScope(actor: ActorLike): 'every' | 'withRole' {
  if (actor.isInternalAdmin && ROLE_POLICY.internalAdmin.seeInstitution) return 'every';
  const roleRowStandings = INSTITUTION_STANDINGS.filter((s) => s !== 'internalAdmin' && s !== 'none');
  if (roleRowStandings.every((s) => ROLE_POLICY[s].seeInstitution) && !ROLE_POLICY.none.seeInstitution)
    return 'withRole';
  throw new Error('seeInstitution in ROLE_POLICY is not a rule the institution lists can express');
}

/** aclFilter: whether the actor's role there carries the permission (common/roles/rules.ts). */
export const holdsInstitutionPermission = (
  actor: ActorLike,
  role: RoleLike | null,
  permission: InstitutionPermission,
): boolean => institutionPermissions(role, actor).includes(permission);
