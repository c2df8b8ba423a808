import { sql } from 'drizzle-orm';
import { people, subjectRoles, subjectStudentCounts, subjects } from '../../db/schema/index.ts';
import type { SubjectStaffAndCount } from './subjects.types.ts';

export type { SubjectStaffAndCount };

/**
 * What a single subject's answer adds to the subject: its student count and its instructors, as
 * two columns of the statement that reads the subject (correlated with its `subjects` row, so they
 * are computed only for a subject the viewer may read). The count is the sum of the subject's
 * subject_student_counts rows (kept by a trigger on subject_roles), so it costs the same for 30
 * students or 30,000; the instructors come through the partial staff index, never the students.
 */
export const subjectDetailColumns = () => ({
  studentCount: sql<number | null>`(select coalesce(sum(${subjectStudentCounts.students}), 0)::int
      from ${subjectStudentCounts} where ${subjectStudentCounts.subjectId} = ${subjects.id})`,
  instructors: sql<SubjectStaffAndCount['instructors'] | null>`(select
        json_agg(json_build_object('principal', p.principal, 'fullName', p.full_name)
                 order by p.full_name, p.principal)
      from ${subjectRoles} sr join ${people} p on p.principal = sr.principal
      where sr.subject_id = ${subjects.id} and sr.role = 'INSTRUCTOR')`,
});

/** The details as the answer gives them, from the columns above. */
export const subjectDetailsOf = (row: {
  studentCount?: number | null;
  instructors?: SubjectStaffAndCount['instructors'] | null;
}): SubjectStaffAndCount => ({
  instructors: row.instructors ?? [],
  studentCount: Number(row.studentCount ?? 0),
});
