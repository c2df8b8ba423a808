import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import { clientPermissions, isAdmin, type ActorLike, type RoleLike } from '../../../common/roles/rules.ts';

/**
 * Who may do what with a subject. `subjectRole` is the actor's own role in the subject (null:
 * none); `institutionRole` their role at the subject's institution (null: none). Anyone who may
 * not read a subject is answered as if it did not exist. The SQL in subjects.repo.ts filters
 * by the same rule (`visibleToViewer`), so rows a person may not read never leave the database.
 */

/** Members of the subject (archived students too), the institution's admins, internal admins. */
export const canReadSubject = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => actor.isInternalAdmin || subjectRole !== null || isAdmin(institutionRole);

/** The part of canUpdateSubject that does not depend on the subject: admins, internal admins. */
const canUpdateEverySubjectAt = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  actor.isInternalAdmin || isAdmin(institutionRole);

/**
 * The subject permission `update` (spec 6): the subject's instructors, the institution's admins
 * (heads of science included) and internal admins. It covers renaming, archiving, deleting,
 * restoring and duplicating.
 */
export const canUpdateSubject = (
  actor: ActorLike,
  subjectRole: SubjectRoleName | null,
  institutionRole: RoleLike | null,
): boolean => canUpdateEverySubjectAt(actor, institutionRole) || subjectRole === 'INSTRUCTOR';

/**
 * canUpdateSubject for many subjects at one institution, with the institution's part decided
 * once (the subject list).
 */
export function canUpdateSubjectAt(
  actor: ActorLike,
  institutionRole: RoleLike | null,
): (subjectRole: SubjectRoleName | null) => boolean {
  const everySubject = canUpdateEverySubjectAt(actor, institutionRole);
  return (subjectRole) => everySubject || subjectRole === 'INSTRUCTOR';
}

/** Creating a subject takes `create_subject` at the institution (subject creators and above). */
export const canCreateSubjectAt = (actor: ActorLike, institutionRole: RoleLike | null): boolean =>
  clientPermissions(institutionRole, actor).includes('create_subject');

/** The subject roles that put a subject on its member's list (the rest are on the archive page). */
export const CURRENT_SUBJECT_ROLES: readonly SubjectRoleName[] = ['INSTRUCTOR', 'STUDENT'];
