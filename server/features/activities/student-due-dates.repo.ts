import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { activities, activityStudentDueDates, subjectRoles } from '../../db/schema/index.ts';
import type { Db } from './activities.types.ts';
import { isAnsweringRole } from './activity-scope.repo.ts';

/** Students' own due dates for lessons (extensions): SQL only. */

/**
 * The due date that counts for the student in `principal` on the lesson of the current row: their
 * own when a teacher extended it, else the lesson's.
 */
export const studentDueAtOf = (principal: unknown) =>
  sql<Date | string | null>`coalesce((select sdd.due_at from ${activityStudentDueDates} sdd
    where sdd.activity_id = ${activities.id} and sdd.student_principal = ${principal}), ${activities.dueAt})`;

/**
 * Sets one student's own due date for a lesson (null removes it), in one statement, only while they
 * are a student of the lesson's subject. False when they are not one.
 */
export async function setStudentDueDate(
  db: Db,
  change: {
    activityId: number;
    subjectId: number;
    institutionId: number;
    studentPrincipal: string;
    dueAt: string | null;
    setBy: string;
  },
): Promise<boolean> {
  const isStudent = sql`exists (select 1 from ${subjectRoles} sr where sr.subject_id = ${change.subjectId}
    and sr.principal = ${change.studentPrincipal} and ${isAnsweringRole(sql`sr.role`)})`;
  if (change.dueAt === null) {
    const result = await db.execute(sql`
      with student as (select ${isStudent} as is_student),
      removed as (
        delete from ${activityStudentDueDates}
        where ${activityStudentDueDates.activityId} = ${change.activityId}
          and ${activityStudentDueDates.studentPrincipal} = ${change.studentPrincipal}
      )
      select is_student as "isStudent" from student`);
    return rowsOf<{ isStudent: boolean }>(result)[0]?.isStudent === true;
  }
  const rows = rowsOf<{ activityId: number }>(
    await db.execute(sql`
    insert into ${activityStudentDueDates} (activity_id, student_principal, institution_id, due_at, set_by)
    select ${change.activityId}, ${change.studentPrincipal}, ${change.institutionId},
      ${change.dueAt}::timestamptz, ${change.setBy}
    where ${isStudent}
    on conflict (activity_id, student_principal)
      do update set due_at = excluded.due_at, set_by = excluded.set_by, set_at = now()
    returning activity_id as "activityId"`),
  );
  return rows.length > 0;
}
