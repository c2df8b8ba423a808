import { sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import { people, subjectRoles, subjectStudentCounts } from '../../db/schema/index.ts';
import type { Db } from './subjects.types.ts';

export interface SubjectStaffAndCount {
  /** By full name, then principal. */
  instructors: { principal: string; fullName: string }[];
  studentCount: number;
}

/**
 * What a single subject's answer adds to the subject: its instructors and its student count, in
 * one prepared statement. The count is the sum of the subject's subject_student_counts rows
 * (kept by a trigger on subject_roles), so it costs the same for 30 students or 30,000.
 */
export async function findInstructorsAndStudentCount(
  db: Db,
  subjectId: number,
): Promise<SubjectStaffAndCount> {
  const [row] = await prepared(db, 'subject_staff_and_count', buildStaffAndCount).execute({ subjectId });
  return { instructors: row?.instructors ?? [], studentCount: Number(row?.studentCount ?? 0) };
}

function buildStaffAndCount(db: Db) {
  const subjectId = sql`${sql.placeholder('subjectId')}::int`;
  return db
    .select({
      studentCount: sql<number>`(select coalesce(sum(${subjectStudentCounts.students}), 0)::int
        from ${subjectStudentCounts} where ${subjectStudentCounts.subjectId} = ${subjectId})`,
      instructors: sql<{ principal: string; fullName: string }[] | null>`(select
          json_agg(json_build_object('principal', p.principal, 'fullName', p.full_name)
                   order by p.full_name, p.principal)
        from ${subjectRoles} sr join ${people} p on p.principal = sr.principal
        where sr.subject_id = ${subjectId} and sr.role = 'INSTRUCTOR')`,
    })
    .from(sql`(select 1) as probe`)
    .prepare('subject_staff_and_count');
}
