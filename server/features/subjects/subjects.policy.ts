import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import {
  clientPermissions,
  isAdmin,
  rolesCountingAs,
  type ActorLike,
  type RoleLike,
} from '../../../common/roles/rules.ts';
import { SUBJECT_ROLES, type SubjectRoleName } from '../../../common/subjects/schema.ts';
import { canActOnRolesAt } from '../roles/index.ts';

/**
 * Who may do what with a subject: one role × action table. Everything about subject access is
 * derived from it: the named predicates below, `authorizeSubject` (subjects.service.ts: one
 * subject, 404 or 403) and the SQL scope `subjectsWhere` / `subjectsVisibleTo` (subjects.repo.ts:
 * every subjects list), so no query or service restates the rule.
 *
 * `subjectRole` is the actor's own role in the subject (null: none); `institutionRole` their role
 * row at the subject's institution (null: none; a pending one grants nothing). Anyone who may not
 * read a subject is answered as if it did not exist.
 */

/**
 * - read: see the subject, its instructors and student count, watch its events;
 * - update: the subject permission `update` (spec 6): rename, archive, unarchive, delete,
 *   restore, duplicate;
 * - manageInvitations: its class codes and e-mail invitations, and who joined with them.
 */
export const SUBJECT_ACTIONS = ['read', 'update', 'manageInvitations'] as const;
export type SubjectAction = (typeof SUBJECT_ACTIONS)[number];

/**
 * Who a person is to a subject. One person may stand in several ways at once (an admin who
 * also teaches it): they may do what any of them allows.
 */
export const SUBJECT_STANDINGS = ['internalAdmin', 'institutionAdmin', ...SUBJECT_ROLES] as const;
export type SubjectStanding = (typeof SUBJECT_STANDINGS)[number];

/** The table. Institution admins include heads of science (the role hierarchy of spec 6). */
export const SUBJECT_POLICY: Readonly<Record<SubjectStanding, Readonly<Record<SubjectAction, boolean>>>> = {
  internalAdmin: { read: true, update: true, manageInvitations: true },
  institutionAdmin: { read: true, update: true, manageInvitations: true },
  INSTRUCTOR: { read: true, update: true, manageInvitations: true },
  STUDENT: { read: true, update: false, manageInvitations: false },
  ARCHIVED_STUDENT: { read: true, update: false, manageInvitations: false },
};

/** The institution roles that make someone an institution admin (ADMIN and HEAD_OF_SCIENCE). */
export const INSTITUTION_ADMIN_ROLES: readonly InstitutionRoleName[] = rolesCountingAs(['ADMIN']);

/** The ways the actor stands to a subject. */
export function subjectStandings(
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): SubjectStanding[] {
  const standings: SubjectStanding[] = [];
  if (actor.isInternalAdmin) standings.push('internalAdmin');
  if (isAdmin(institutionRole)) standings.push('institutionAdmin');
  if (subjectRole !== null) standings.push(subjectRole);
  return standings;
}

/** Whether the actor may take the action on a subject where they hold these roles. */
export const canActOnSubject = (
  actor: ActorLike,
  action: SubjectAction,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean =>
  subjectStandings(actor, subjectRole, institutionRole).some((standing) => SUBJECT_POLICY[standing][action]);

/**
 * The table read column by column, for SQL (subjects.repo.ts): who holds a standing that allows
 * the action. The SQL scope is built from this, never written by hand.
 */
export interface SubjectGrants {
  internalAdmins: boolean;
  /** Accepted institution roles that grant it (empty when institution admins do not). */
  institutionRoles: readonly InstitutionRoleName[];
  subjectRoles: readonly SubjectRoleName[];
}

export function subjectGrants(action: SubjectAction): SubjectGrants {
  return {
    internalAdmins: SUBJECT_POLICY.internalAdmin[action],
    institutionRoles: SUBJECT_POLICY.institutionAdmin[action] ? INSTITUTION_ADMIN_ROLES : [],
    subjectRoles: SUBJECT_ROLES.filter((role) => SUBJECT_POLICY[role][action]),
  };
}

/** What an attempt at an action comes to: allowed, refused (403), or told it does not exist (404). */
export type SubjectDecision = 'allowed' | 'forbidden' | 'not-found';

/**
 * A subject the actor may not read does not exist for them (404); one they may read but not act
 * on is refused (403); `found` false is a subject that is missing or deleted.
 */
export function decideSubjectAction(
  actor: ActorLike,
  action: SubjectAction,
  found: { viewerRole: SubjectRoleName | null; viewerInstitutionRole: RoleLike | null } | null,
): SubjectDecision {
  if (!found || !canActOnSubject(actor, 'read', found.viewerRole, found.viewerInstitutionRole))
    return 'not-found';
  return canActOnSubject(actor, action, found.viewerRole, found.viewerInstitutionRole)
    ? 'allowed'
    : 'forbidden';
}

/** Members of the subject (archived students too), the institution's admins, internal admins. */
export const canReadSubject = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => canActOnSubject(actor, 'read', subjectRole, institutionRole);

/**
 * The subject permission `update` (spec 6): the subject's instructors, the institution's admins
 * (heads of science included) and internal admins.
 */
export const canUpdateSubject = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => canActOnSubject(actor, 'update', subjectRole, institutionRole);

/** A subject's codes and e-mail invitations: whoever may update the subject. */
export const canManageSubjectInvitations = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => canActOnSubject(actor, 'manageInvitations', subjectRole, institutionRole);

/**
 * canActOnSubject for many subjects at one institution, with the institution's part decided once
 * (the subject list).
 */
export function canActOnSubjectsAt(
  actor: ActorLike,
  action: SubjectAction,
  institutionRole: RoleLike | null,
): (subjectRole: SubjectRoleName | null) => boolean {
  const everySubject = canActOnSubject(actor, action, null, institutionRole);
  return (subjectRole) => everySubject || (subjectRole !== null && SUBJECT_POLICY[subjectRole][action]);
}

/**
 * An institution's subject list and archive check: whoever may see the institution (the roles
 * feature's rule: a role there, pending or accepted, or an internal admin), so everyone else gets
 * the same 404 as for a missing institution.
 */
export const canListSubjectsAt = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  canActOnRolesAt(actor, institutionRole, 'seeInstitution');

/** Creating a subject takes `create_subject` at the institution (subject creators and above). */
export const canCreateSubjectAt = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  clientPermissions(institutionRole, actor).includes('create_subject');

/** The subject roles that put a subject on its member's list (the rest are on the archive page). */
export const CURRENT_SUBJECT_ROLES: readonly SubjectRoleName[] = ['INSTRUCTOR', 'STUDENT'];

/** Why an action was refused to someone who may read the subject. */
export const SUBJECT_FORBIDDEN_MESSAGES: Readonly<Record<SubjectAction, string>> = {
  read: 'You may not read this subject',
  update: "Only the subject's instructors and the institution's admins may change it",
  manageInvitations: "You may not manage this subject's invitations",
};
