import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { institutionRoles, subjects } from '../../db/schema/index.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';

export type { Db };
export type SubjectRow = typeof subjects.$inferSelect;
export type NewSubjectRow = typeof subjects.$inferInsert;

/** Who is looking: what the subject policy and the SQL scope need of the actor. */
export interface SubjectViewer {
  principal: string;
  isInternalAdmin: boolean;
}

/** A subject's institution, as its answers and the features that hang off a subject need it. */
export interface SubjectInstitution {
  id: number;
  endpoint: string;
  code: string;
  name: string;
  expiresOn: Date | null;
  locale: string;
  timezone: string;
}

/** The part of an institution role the subject policies read. */
export type InstitutionRoleLike = Pick<typeof institutionRoles.$inferSelect, 'roles' | 'isPending'>;

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

/**
 * A subject the actor has been authorized to take an action on (`authorizeSubject`): what lessons,
 * questions, invitations and every other feature that hangs off a subject start from.
 */
export type AuthorizedSubject = SubjectRecord;

/**
 * A value of another feature's about a subject, read in the statement that authorizes it, so a
 * call that needs one thing more of its subject (a version to check something kept against) makes
 * one round trip: a SQL expression of the subject's id. Its name names the prepared statement, so
 * one name must always build the same expression.
 */
export interface BesideSubject<T> {
  name: string;
  read: (subjectId: SQLWrapper) => SQL<T>;
}

/** What a single subject's answer adds to it (`getSubject`). */
export interface SubjectStaffAndCount {
  /** By full name, then principal. */
  instructors: { principal: string; fullName: string }[];
  studentCount: number;
}

/** A person's subject role with its subject (`listSubjectRoles`). */
export interface SubjectRoleRecord extends SubjectRecord {
  principal: string;
  role: SubjectRoleName;
}

/** The columns of a subject that its answer (`Subject`) is made from. */
export type SubjectAnswerColumns = Pick<
  SubjectRow,
  | 'id'
  | 'institutionId'
  | 'name'
  | 'namePlaintext'
  | 'code'
  | 'isArchived'
  | 'state'
  | 'createdOn'
  | 'deletedOn'
>;

/** A subject on its member's list, with the member's role in it. */
export interface ListedSubject extends SubjectAnswerColumns {
  viewerRole: SubjectRoleName;
}

/**
 * An institution as `listSubjects` needs it: how to link to it, the viewer's role there (null:
 * none), and the viewer's current subjects there (empty unless the viewer may list them).
 */
export interface CurrentSubjectsAt {
  institution: Pick<SubjectInstitution, 'endpoint' | 'code'>;
  viewerInstitutionRole: InstitutionRoleLike | null;
  subjects: ListedSubject[];
}

/** Whether the viewer has archived subjects at an institution: their role there and the answer. */
export interface ArchivedSubjectCheck {
  viewerInstitutionRole: InstitutionRoleLike | null;
  /** Always false when the viewer may not list the institution's subjects. */
  hasArchivedSubject: boolean;
}

/**
 * What subjects need of the roles feature (its service, built in composition.ts): the actor's role
 * at an institution they may see, or the 404 a missing institution gets.
 */
export interface MembershipLookup {
  membershipAt(actor: Actor, institutionId: number): Promise<{ memberRole: InstitutionRoleLike | null }>;
  /** membershipAt, then a 403 for someone only invited there: what a school shares with its members. */
  authorizeRoleAction(
    actor: Actor,
    institutionId: number,
    action: 'readAsMember',
  ): Promise<{ memberRole: InstitutionRoleLike | null }>;
}
