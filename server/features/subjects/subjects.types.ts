import type { Db } from '../../db/client.ts';
import type { subjects } from '../../db/schema/index.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { RoleRow } from '../roles/roles.types.ts';

export type { Db };
export type SubjectRow = typeof subjects.$inferSelect;
export type NewSubjectRow = typeof subjects.$inferInsert;

/** What a subject's serialized form needs from its institution. */
export interface SubjectInstitution {
  endpoint: string;
  code: string;
  name: string;
  expiresOn: Date | null;
}

/** The part of an institution role the subject policies read. */
export type InstitutionRoleLike = Pick<RoleRow, 'roles' | 'isPending'>;

/**
 * A subject as one person sees it: with their own subject role (null: none) and their role at the
 * subject's institution (null: none), which decide what they may do with it.
 */
export interface SubjectRecord {
  subject: SubjectRow;
  institution: SubjectInstitution;
  viewerRole: SubjectRoleName | null;
  viewerInstitutionRole: InstitutionRoleLike | null;
}

/** A person's subject role with its subject (GET /v3/users/{principal}/subjectRoles). */
export interface SubjectRoleRecord extends SubjectRecord {
  principal: string;
  role: SubjectRoleName;
}
