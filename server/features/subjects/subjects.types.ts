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

/** A subject row with its timestamps as ISO text, read that way in SQL, and the viewer's role in it. */
export interface ListedSubjectRow extends Pick<
  SubjectRow,
  'id' | 'institutionId' | 'name' | 'namePlaintext' | 'code' | 'isArchived' | 'state'
> {
  createdOn: string;
  deletedOn: string | null;
  viewerRole: SubjectRoleName;
}

/**
 * An institution as GET /v3/subjects needs it: how to link to it, the viewer's role there (null:
 * none), and the viewer's current subjects there (empty unless the viewer may see it).
 */
export interface CurrentSubjectsAt {
  institution: Pick<SubjectInstitution, 'endpoint' | 'code'>;
  viewerInstitutionRole: InstitutionRoleLike | null;
  subjects: ListedSubjectRow[];
}

/** GET /v3/institutions/{id}/anyArchivedAubjects: the viewer's role there and the answer. */
export interface ArchivedSubjectCheck {
  viewerInstitutionRole: InstitutionRoleLike | null;
  /** Always false when the viewer may not see the institution. */
  hasArchivedSubject: boolean;
}
