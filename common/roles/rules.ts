import type {
  ClientPermission,
  InstitutionPermission,
  InstitutionRoleName,
  RoleFilterName,
} from './constants.ts';
import { ROLE_FILTERS } from './constants.ts';

/** The part of an institution role the rules need. */
export interface RoleLike {
  roles: readonly InstitutionRoleName[];
  isPending: boolean;
  pendingMemberships?: readonly { role: InstitutionRoleName }[];
}

/** What the rules need to know about the person acting. */
export interface ActorLike {
  isInternalAdmin: boolean;
}

/**
 * The hierarchy of spec 6: HEAD_OF_SCIENCE counts as ADMIN, ADMIN as SUBJECT_CREATOR,
 * SUBJECT_CREATOR as SUBJECT_INSTRUCTOR (teacher). STUDENT stands alone.
 */
const IMPLIES: Record<InstitutionRoleName, readonly InstitutionRoleName[]> = {
  HEAD_OF_SCIENCE: ['HEAD_OF_SCIENCE', 'ADMIN', 'SUBJECT_CREATOR', 'SUBJECT_INSTRUCTOR'],
  ADMIN: ['ADMIN', 'SUBJECT_CREATOR', 'SUBJECT_INSTRUCTOR'],
  SUBJECT_CREATOR: ['SUBJECT_CREATOR', 'SUBJECT_INSTRUCTOR'],
  SUBJECT_INSTRUCTOR: ['SUBJECT_INSTRUCTOR'],
  STUDENT: ['STUDENT'],
};

/** Every role the given roles count as, including themselves. */
export function effectiveRoles(roles: readonly InstitutionRoleName[]): Set<InstitutionRoleName> {
  const result = new Set<InstitutionRoleName>();
  for (const role of roles) for (const implied of IMPLIES[role]) result.add(implied);
  return result;
}

function accepted(role: RoleLike | null | undefined): readonly InstitutionRoleName[] {
  return role && !role.isPending ? role.roles : [];
}

export const isHeadOfScience = (role: RoleLike | null | undefined): boolean =>
  effectiveRoles(accepted(role)).has('HEAD_OF_SCIENCE');
export const isAdmin = (role: RoleLike | null | undefined): boolean =>
  effectiveRoles(accepted(role)).has('ADMIN');
export const isSubjectCreator = (role: RoleLike | null | undefined): boolean =>
  effectiveRoles(accepted(role)).has('SUBJECT_CREATOR');
export const isTeacher = (role: RoleLike | null | undefined): boolean =>
  effectiveRoles(accepted(role)).has('SUBJECT_INSTRUCTOR');
export const isStudent = (role: RoleLike | null | undefined): boolean => accepted(role).includes('STUDENT');
/** A student and nothing else: no staff role at all. */
export const isOnlyStudent = (role: RoleLike | null | undefined): boolean =>
  isStudent(role) && !isTeacher(role);

/** The role's roles plus the roles of its pending memberships, without repeats. */
export function rolesIncludingPending(role: RoleLike): InstitutionRoleName[] {
  const all = [...role.roles, ...(role.pendingMemberships ?? []).map((m) => m.role)];
  return [...new Set(all)];
}

/** Whether a role matches a role filter of spec 6, counting the hierarchy. */
export function matchesRoleFilter(role: RoleLike, filter: RoleFilterName): boolean {
  const wanted: readonly InstitutionRoleName[] = ROLE_FILTERS[filter];
  if (filter === 'STUDENTS_ONLY') return isOnlyStudent(role);
  return [...effectiveRoles(accepted(role))].some((r) => wanted.includes(r));
}

/**
 * The institution permissions of a person holding `role` (null: no role at all).
 * Pending roles carry no permission until accepted. Internal admins hold every permission.
 * Only internal admins may DELETE an institution: a school is never deleted by its own staff.
 */
export function institutionPermissions(
  role: RoleLike | null | undefined,
  actor: ActorLike,
): InstitutionPermission[] {
  if (actor.isInternalAdmin) return ['READ', 'UPDATE', 'DELETE', 'CREATE_SUBJECT'];
  if (!role || role.isPending || role.roles.length === 0) return [];
  const permissions: InstitutionPermission[] = ['READ'];
  if (isAdmin(role)) permissions.push('UPDATE');
  if (isSubjectCreator(role)) permissions.push('CREATE_SUBJECT');
  return permissions;
}

/** The lower-case permissions the client reads (spec 6). */
export function clientPermissions(role: RoleLike | null | undefined, actor: ActorLike): ClientPermission[] {
  const result: ClientPermission[] = [];
  if (actor.isInternalAdmin || isAdmin(role)) result.push('read_admins');
  if (institutionPermissions(role, actor).includes('CREATE_SUBJECT')) result.push('create_subject');
  return result;
}

/** Staff anywhere: a teacher (or above) at any institution where the role is accepted. */
export const isStaffAnywhere = (roles: readonly RoleLike[]): boolean => roles.some((r) => isTeacher(r));

/** Every role that counts as one of `wanted` (e.g. ADMIN → ADMIN and HEAD_OF_SCIENCE), for SQL filters. */
export function rolesCountingAs(wanted: readonly InstitutionRoleName[]): InstitutionRoleName[] {
  const all = Object.keys(IMPLIES) as InstitutionRoleName[];
  return all.filter((role) => IMPLIES[role].some((implied) => wanted.includes(implied)));
}

/**
 * Whether a role counts as any of `wanted` through the hierarchy (asking for SUBJECT_INSTRUCTOR
 * matches creators and admins too). Pending roles and pending memberships count only with includePending.
 */
export function hasAnyRole(
  role: RoleLike,
  wanted: readonly InstitutionRoleName[],
  options: { includePending: boolean },
): boolean {
  const held = options.includePending ? rolesIncludingPending(role) : accepted(role);
  return [...effectiveRoles(held)].some((r) => wanted.includes(r));
}
