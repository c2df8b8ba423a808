import { and, asc, desc, eq, getTableColumns, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  activities,
  activityResponses,
  activitySubmissions,
  institutions,
  subjectRoles,
  worksheetItems,
} from '../../db/schema/index.ts';
import { activityCountColumns } from './activity-access.repo.ts';
import { studentDueAtOf } from './student-due-dates.repo.ts';
import type {
  ActivityWithCounts,
  ClassProgressRow,
  Db,
  NewActivityRow,
  SubmissionSummaryRow,
} from './activities.types.ts';
import { rowsOf } from '../../db/rows.ts';
import { isAnsweringRole, isOpenLesson, readableLessons } from './activity-scope.repo.ts';

/** Lessons: SQL only. Who may call these is decided before, by the activity access path. */

const withCounts = {
  ...getTableColumns(activities),
  ...activityCountColumns,
  timezone: institutions.timezone,
};

/**
 * The lesson of the row, always qualified: Drizzle leaves a column of a query's only table
 * unqualified, which inside these subqueries would name their own tables' `id`.
 */
const rowActivityId = sql`${activities}.${sql.identifier('id')}`;

const viewerSubmissionColumn = (column: 'submitted_at' | 'returned_at', principal: string) =>
  sql`(select ${sql.identifier(column)} from ${activitySubmissions} s
      where s.activity_id = ${rowActivityId} and s.student_principal = ${principal})`;

/** One student's progress on the lesson in the current row, as one JSON value. */
export const submissionSummaryOf = (principal: string) => sql<SubmissionSummaryRow>`(
  select json_build_object(
    'submittedAt', ${viewerSubmissionColumn('submitted_at', principal)},
    'returnedAt', ${viewerSubmissionColumn('returned_at', principal)},
    'answeredCount', count(*) filter (where r.is_answered),
    'score', coalesce(sum(r.score), 0),
    'markedMaxScore', coalesce(sum(wi.marks) filter (where r.score is not null), 0))
  from ${activityResponses} r join ${worksheetItems} wi on wi.id = r.worksheet_item_id
  where r.activity_id = ${rowActivityId} and r.student_principal = ${principal})`;

/**
 * How the current students of the subject stand on the published lesson in the current row, as one
 * JSON value (null for a draft): how many handed it in, and how many are past their own due date
 * (extended, or the lesson's) without handing it in.
 */
const classProgressOf = (now: Date) => sql<ClassProgressRow | null>`(
  select case when ${isOpenLesson(sql`${activities.status}`)} then json_build_object(
    'submittedCount', count(*) filter (where sub.submitted_at is not null),
    'overdueCount', count(*) filter (where sub.submitted_at is null
      and ${studentDueAtOf(sql`sr.principal`)} < ${now.toISOString()}::timestamptz)) end
  from ${subjectRoles} sr
  left join ${activitySubmissions} sub on sub.activity_id = ${activities.id} and sub.student_principal = sr.principal
  where sr.subject_id = ${activities.subjectId} and ${isAnsweringRole(sql`sr.role`)})`;

/**
 * A subject's lessons in order, in one statement; drafts only for those who write them; the deleted ones
 * since a moment instead. A student's rows carry their progress and own due date; a teacher's the class's progress.
 */
export async function listActivitiesOfSubject(
  db: Db,
  subjectId: number,
  filter: { writes: boolean; deletedSince?: Date; summaryFor?: string; classProgressAt?: Date },
): Promise<
  (ActivityWithCounts & {
    summary: SubmissionSummaryRow | null;
    ownDueAt: Date | string | null;
    classProgress: ClassProgressRow | null;
  })[]
> {
  return db
    .select({
      ...withCounts,
      summary: filter.summaryFor ? submissionSummaryOf(filter.summaryFor) : sql<null>`null`,
      ownDueAt: filter.summaryFor ? studentDueAtOf(filter.summaryFor) : sql<null>`null`,
      classProgress: filter.classProgressAt ? classProgressOf(filter.classProgressAt) : sql<null>`null`,
    })
    .from(activities)
    .innerJoin(institutions, eq(institutions.id, activities.institutionId))
    .where(
      and(
        eq(activities.subjectId, subjectId),
        filter.deletedSince ? gt(activities.deletedAt, filter.deletedSince) : isNull(activities.deletedAt),
        readableLessons(sql`${activities.status}`, filter.writes),
      ),
    )
    .orderBy(filter.deletedSince ? desc(activities.deletedAt) : asc(activities.position), asc(activities.id));
}

/** A lesson with its counts (after a write). */
export async function findActivityWithCounts(db: Db, activityId: number): Promise<ActivityWithCounts> {
  const [row] = await db
    .select(withCounts)
    .from(activities)
    .innerJoin(institutions, eq(institutions.id, activities.institutionId))
    .where(eq(activities.id, activityId));
  if (!row) throw new Error(`activity ${activityId} vanished`);
  return row;
}

/** Adds a lesson after the subject's last one. */
export async function insertActivity(db: Db, row: Omit<NewActivityRow, 'position'>): Promise<number> {
  const [inserted] = await db
    .insert(activities)
    .values({
      ...row,
      position: sql`(select coalesce(max(${activities.position}), -1) + 1 from ${activities} where ${activities.subjectId} = ${row.subjectId})`,
    })
    .returning({ id: activities.id });
  return inserted!.id;
}

export async function updateActivityRow(
  db: Db,
  activityId: number,
  changes: Partial<Pick<NewActivityRow, 'title' | 'body' | 'dueAt' | 'status' | 'publishedAt' | 'deletedAt'>>,
): Promise<void> {
  await db
    .update(activities)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(activities.id, activityId));
}

/** The ids of a subject's live lessons, in order. */
export async function liveActivityIds(db: Db, subjectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.subjectId, subjectId), isNull(activities.deletedAt)))
    .orderBy(asc(activities.position), asc(activities.id));
  return rows.map((r) => r.id);
}

/** Sets each lesson's position to its index in `orderedIds`, in one statement. */
export async function setActivityPositions(
  db: Db,
  subjectId: number,
  orderedIds: readonly number[],
): Promise<void> {
  await db.execute(sql`
    update ${activities} set position = o.position, updated_at = now()
    from unnest(${`{${orderedIds.join(',')}}`}::int[]) with ordinality as o(id, position)
    where ${activities.id} = o.id and ${activities.subjectId} = ${subjectId}`);
}

/**
 * Copies lessons (live ones, in order) and their questions into a subject, as drafts, in two
 * statements however many: never the answers. `keepDueDates` false clears the due dates.
 */
export async function copyActivities(
  tx: Db,
  copy: {
    sourceActivityIds: readonly number[] | null;
    sourceSubjectId: number;
    targetSubjectId: number;
    createdBy: string | null;
    keepDueDates: boolean;
    /** The copy's title, when one lesson is copied under another title; else each keeps its own. */
    title?: string | undefined;
  },
): Promise<{ sourceId: number; copyId: number }[]> {
  const idsFilter =
    copy.sourceActivityIds === null
      ? sql`true`
      : sql`a.id = any(${`{${copy.sourceActivityIds.join(',')}}`}::int[])`;
  const pairs = rowsOf<{ source_id: number; copy_id: number }>(
    await tx.execute(sql`
    with target as (
      select s.id, s.institution_id,
        (select coalesce(max(position), -1) + 1 from ${activities} where subject_id = s.id) as next_position
      from subjects s where s.id = ${copy.targetSubjectId}
    ), source as (
      select a.*, row_number() over (order by a.position, a.id) - 1 as rank
      from ${activities} a
      where a.subject_id = ${copy.sourceSubjectId} and a.deleted_at is null and ${idsFilter}
    ), inserted as (
      insert into ${activities} (institution_id, subject_id, title, body, position, status, due_at, created_by,
        feedback_mode, check_tries)
      select target.institution_id, target.id, coalesce(${copy.title ?? null}::text, source.title), source.body,
        target.next_position + source.rank,
        'draft', ${copy.keepDueDates ? sql`source.due_at` : sql`null`}, ${copy.createdBy},
        source.feedback_mode, source.check_tries
      from source, target
      order by source.rank
      returning id, position
    )
    select source.id as source_id, inserted.id as copy_id
    from source, target, inserted where inserted.position = target.next_position + source.rank`),
  );
  if (pairs.length === 0) return [];
  await tx.execute(sql`
    insert into ${worksheetItems} (institution_id, activity_id, position, kind, prompt, marks, settings, model_answer)
    select a.institution_id, p.copy_id, wi.position, wi.kind, wi.prompt, wi.marks, wi.settings, wi.model_answer
    from ${worksheetItems} wi
    join unnest(${`{${pairs.map((p) => p.source_id).join(',')}}`}::int[], ${`{${pairs.map((p) => p.copy_id).join(',')}}`}::int[]) as p(source_id, copy_id)
      on p.source_id = wi.activity_id
    join ${activities} a on a.id = p.copy_id`);
  return pairs.map((p) => ({ sourceId: p.source_id, copyId: p.copy_id })).sort((a, b) => a.copyId - b.copyId);
}

/** Lessons deleted before a moment, gone for good (past their restore window). */
export async function purgeDeletedActivities(db: Db, deletedBefore: Date): Promise<number> {
  const rows = await db
    .delete(activities)
    .where(
      and(
        isNotNull(activities.deletedAt),
        sql`${activities.deletedAt} < ${deletedBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: activities.id });
  return rows.length;
}
