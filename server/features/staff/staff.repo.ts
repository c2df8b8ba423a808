import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { institutionRoles, people, roleInvitations, sessions, subjects } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

/** The roles that make someone staff (a teacher or above), through the hierarchy of spec 6. */
const STAFF_ROLES: readonly InstitutionRoleName[] = [
  'SUBJECT_INSTRUCTOR',
  'SUBJECT_CREATOR',
  'ADMIN',
  'HEAD_OF_SCIENCE',
];
const staffRolesArray = sql.raw(`array[${STAFF_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`);

export interface StaffSubjectRecord {
  id: number;
  name: string;
  /** How many others teach it too. */
  coTeachers: number;
}

/**
 * Everyone at the school with a staff role (held or offered), subscription ownership or a subject
 * they teach there (whatever their roles say), with
 * their person, the last time any of their sessions was used, and the subjects (not deleted or
 * archived) they teach there. One statement.
 */
export async function findStaffMembers(db: Db, institutionId: number) {
  const r = institutionRoles;
  return db
    .select({
      principal: r.principal,
      fullName: people.fullName,
      email: people.email,
      roles: r.roles,
      pendingMemberships: r.pendingMemberships,
      isPending: r.isPending,
      isSubscriptionOwner: r.isSubscriptionOwner,
      lastActiveOn: sql<Date | string | null>`(
        select max(s.last_seen_at) from ${sessions} s where s.principal = ${r.principal})`,
      subjects: sql<StaffSubjectRecord[]>`coalesce((
        select json_agg(json_build_object(
          'id', sub.id,
          'name', sub.name_plaintext,
          'coTeachers', (select count(*) from subject_roles co
                         where co.subject_id = sub.id and co.role = 'INSTRUCTOR' and co.principal <> sr.principal)
        ) order by lower(sub.name_plaintext), sub.id)
        from subject_roles sr join ${subjects} sub on sub.id = sr.subject_id
        where sr.principal = ${r.principal} and sr.institution_id = ${r.institutionId}
          and sr.role = 'INSTRUCTOR' and sub.deleted_on is null and not sub.is_archived
      ), '[]'::json)`,
    })
    .from(r)
    .innerJoin(people, eq(people.principal, r.principal))
    .where(
      and(
        eq(r.institutionId, institutionId),
        or(
          sql`${r.roles} && ${staffRolesArray}`,
          eq(r.isSubscriptionOwner, true),
          sql`exists (select 1 from subject_roles t join ${subjects} ts on ts.id = t.subject_id
                      where t.principal = ${r.principal} and t.institution_id = ${r.institutionId}
                        and t.role = 'INSTRUCTOR' and ts.deleted_on is null)`,
          sql`exists (select 1 from jsonb_array_elements(${r.pendingMemberships}) m
                      where m->>'role' = any(${staffRolesArray}))`,
        ),
      ),
    )
    .orderBy(sql`lower(${people.fullName})`, asc(r.principal));
}

/** The school's staff invitations by e-mail still valid (active, unused, unexpired). One statement. */
export async function findPendingStaffInvitations(db: Db, institutionId: number, now: Date) {
  const i = roleInvitations;
  return db
    .select({
      code: i.code,
      emailAddress: i.emailAddress,
      instructorSubjectId: i.instructorSubjectId,
      creatorInstitutionId: i.creatorInstitutionId,
      sudoadminInstitutionId: i.sudoadminInstitutionId,
      createdOn: i.createdOn,
      expiresOn: i.expiresOn,
      subjectName: subjects.namePlaintext,
    })
    .from(i)
    .leftJoin(subjects, and(eq(subjects.id, i.instructorSubjectId), isNull(subjects.deletedOn)))
    .where(
      and(
        eq(i.institutionId, institutionId),
        isNotNull(i.emailAddress),
        isNull(i.studentMobId),
        eq(i.isMultiUse, false),
        eq(i.isActive, true),
        isNull(i.consumedOn),
        or(isNull(i.expiresOn), gt(i.expiresOn, now)),
      ),
    )
    .orderBy(desc(i.createdOn), asc(i.code));
}

/** The school's current subjects (not deleted or archived), by name. One statement. */
export async function findSchoolSubjects(db: Db, institutionId: number) {
  return db
    .select({ id: subjects.id, name: subjects.namePlaintext })
    .from(subjects)
    .where(
      and(
        eq(subjects.institutionId, institutionId),
        isNull(subjects.deletedOn),
        eq(subjects.isArchived, false),
      ),
    )
    .orderBy(sql`lower(${subjects.namePlaintext})`, asc(subjects.id));
}
