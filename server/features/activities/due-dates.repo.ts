import { sql } from 'drizzle-orm';
import {
  activities,
  activityStudentDueDates,
  activitySubmissions,
  institutions,
  subjectRoles,
  subjects,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Db } from './activities.types.ts';
import { isAnsweringRole, isOpenLesson } from './activity-scope.repo.ts';

export interface DueDateRow {
  activityId: number;
  title: string;
  subjectId: number;
  subjectName: string;
  institutionId: number;
  dueAt: Date;
  timezone: string;
  submittedAt: Date | null;
  isTeacher: boolean;
}

/**
 * The lessons due across a person's current subjects at a school, soonest first, in one statement:
 * for a subject they teach, its lessons due from `now`; for one they study, its published lessons
 * due from `overdueSince`, less those past due and already handed in, each by the student's own due
 * date when a teacher extended it.
 */
export async function listDueDates(
  db: Db,
  query: { principal: string; institutionId: number; now: Date; overdueSince: Date; limit: number },
): Promise<DueDateRow[]> {
  const now = query.now.toISOString();
  type Raw = Omit<DueDateRow, 'dueAt' | 'submittedAt'> & { dueAt: string; submittedAt: string | null };
  const rows = rowsOf<Raw>(
    await db.execute(sql`
    select a.id as "activityId", a.title, s.id as "subjectId", s.name_plaintext as "subjectName",
      s.institution_id as "institutionId", coalesce(sdd.due_at, a.due_at) as "dueAt", i.timezone, sub.submitted_at as "submittedAt",
      sr.role = 'INSTRUCTOR' as "isTeacher"
    from ${subjectRoles} sr
    join ${subjects} s on s.id = sr.subject_id and s.deleted_on is null and not s.is_archived
    join ${institutions} i on i.id = s.institution_id
    join ${activities} a on a.subject_id = s.id and a.deleted_at is null
    left join ${activitySubmissions} sub on sub.activity_id = a.id and sub.student_principal = sr.principal
    left join ${activityStudentDueDates} sdd on sdd.activity_id = a.id and sdd.student_principal = sr.principal
      and ${isAnsweringRole(sql`sr.role`)}
    where sr.principal = ${query.principal} and sr.institution_id = ${query.institutionId}
      and coalesce(sdd.due_at, a.due_at) is not null
      and (
        (sr.role = 'INSTRUCTOR' and a.due_at >= ${now}::timestamptz)
        or (${isAnsweringRole(sql`sr.role`)} and ${isOpenLesson(sql`a.status`)}
          and coalesce(sdd.due_at, a.due_at) >= ${query.overdueSince.toISOString()}::timestamptz
          and (coalesce(sdd.due_at, a.due_at) >= ${now}::timestamptz or sub.submitted_at is null))
      )
    order by coalesce(sdd.due_at, a.due_at), a.id
    limit ${query.limit}`),
  );
  return rows.map((r) => ({
    ...r,
    dueAt: new Date(r.dueAt),
    submittedAt: r.submittedAt === null ? null : new Date(r.submittedAt),
  }));
}
