import { and, asc, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepared } from '../../db/prepared.ts';
import {
  activities,
  activityResponses,
  activityResponseVersions,
  activityStudentDueDates,
  activitySubmissionEvents,
  activitySubmissions,
  people,
  subjectRoles,
  worksheetItems,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { submissionSummaryOf } from './activities.repo.ts';
import type { Db, ResponseRow, SubmissionSummaryRow } from './activities.types.ts';
import { isAnsweringRole } from './activity-scope.repo.ts';

/** Students' answers, their versions, marks and hand-ins: SQL only. */

const marker = alias(people, 'marker');
const responseColumns = { ...getTableColumns(activityResponses), markedByName: marker.fullName };
export type ResponseWithMarker = ResponseRow & { markedByName: string | null };

export interface SaveInput {
  institutionId: number;
  activityId: number;
  worksheetItemId: number;
  studentPrincipal: string;
  value: unknown;
  isAnswered: boolean;
  clientSavedAt: string;
  /** The answer's version the edit was made on; null: applied in the order the server receives saves. */
  baseVersion: number | null;
}

/**
 * Autosave in one statement: inserts the answer, or replaces the stored one unless this save's edit
 * was made on an older version than the stored one (a late or repeated save); a trigger keeps every
 * version. The client's time is stored for display, never later than now, and never orders saves.
 * A changed answer has no mark until it is due (hand-in, a check, the teacher's marking).
 * Answers the stored row when this save was applied, undefined when a newer one is already stored.
 */
export async function upsertResponse(db: Db, input: SaveInput): Promise<ResponseRow | undefined> {
  const statement = prepared(db, 'save_response', (d) =>
    d
      .insert(activityResponses)
      .values({
        institutionId: sql.placeholder('institutionId'),
        activityId: sql.placeholder('activityId'),
        worksheetItemId: sql.placeholder('worksheetItemId'),
        studentPrincipal: sql.placeholder('studentPrincipal'),
        value: sql`${sql.placeholder('value')}::jsonb`,
        isAnswered: sql.placeholder('isAnswered'),
        clientSavedAt: sql`least(${sql.placeholder('clientSavedAt')}::timestamptz, now())`,
      })
      .onConflictDoUpdate({
        target: [activityResponses.worksheetItemId, activityResponses.studentPrincipal],
        set: {
          value: sql`excluded.value`,
          isAnswered: sql`excluded.is_answered`,
          clientSavedAt: sql`excluded.client_saved_at`,
          savedAt: sql`now()`,
          versionCount: sql`${activityResponses.versionCount} + 1`,
          // A changed answer is marked afresh: when its automatic mark is due, or by the teacher again.
          score: sql`null`,
          isAutoMark: sql`false`,
          markedAt: sql`null`,
          feedback: sql`null`,
          markedBy: sql`null`,
        },
        setWhere: sql`${sql.placeholder('baseVersion')}::int is null or ${activityResponses.versionCount} <= ${sql.placeholder('baseVersion')}::int`,
      })
      .returning()
      .prepare('save_response'),
  );
  const [row] = await statement.execute({ ...input, value: JSON.stringify(input.value) });
  return row;
}

export async function findResponse(
  db: Db,
  worksheetItemId: number,
  studentPrincipal: string,
): Promise<ResponseWithMarker | undefined> {
  const [row] = await db
    .select(responseColumns)
    .from(activityResponses)
    .leftJoin(marker, eq(marker.principal, activityResponses.markedBy))
    .where(
      and(
        eq(activityResponses.worksheetItemId, worksheetItemId),
        eq(activityResponses.studentPrincipal, studentPrincipal),
      ),
    );
  return row;
}

/** One student's answers to a lesson (or several lessons), in one statement. */
export async function listResponsesOfStudent(
  db: Db,
  activityIds: readonly number[],
  studentPrincipal: string,
): Promise<ResponseWithMarker[]> {
  if (activityIds.length === 0) return [];
  const statement = prepared(db, 'responses_of_student', (d) =>
    d
      .select(responseColumns)
      .from(activityResponses)
      .leftJoin(marker, eq(marker.principal, activityResponses.markedBy))
      .where(
        and(
          sql`${activityResponses.activityId} = any(${sql.placeholder('ids')}::int[])`,
          eq(activityResponses.studentPrincipal, sql.placeholder('principal')),
        ),
      )
      .orderBy(asc(activityResponses.worksheetItemId))
      .prepare('responses_of_student'),
  );
  return statement.execute({ ids: [...activityIds], principal: studentPrincipal });
}

/** Every current student's answers to a lesson (the class view), in one statement. */
export async function listResponsesOfActivity(
  db: Db,
  activityId: number,
  subjectId: number,
): Promise<ResponseWithMarker[]> {
  return db
    .select(responseColumns)
    .from(activityResponses)
    .innerJoin(
      subjectRoles,
      and(
        eq(subjectRoles.subjectId, subjectId),
        eq(subjectRoles.principal, activityResponses.studentPrincipal),
        isAnsweringRole(sql`${subjectRoles.role}`),
      ),
    )
    .leftJoin(marker, eq(marker.principal, activityResponses.markedBy))
    .where(eq(activityResponses.activityId, activityId))
    .orderBy(asc(activityResponses.studentPrincipal), asc(activityResponses.worksheetItemId));
}

interface StudentSummaryRow {
  principal: string;
  fullName: string;
  summary: SubmissionSummaryRow;
  /** Their own due date, when a teacher extended it. */
  extendedDueAt: Date | string | null;
}

/** A subject's students with their progress on (and own due date for) one lesson, by name, in one statement. */
export async function listStudentSummaries(
  db: Db,
  activityId: number,
  subjectId: number,
): Promise<StudentSummaryRow[]> {
  return rowsOf<StudentSummaryRow>(
    await db.execute(sql`
    select sr.principal, p.full_name as "fullName", sdd.due_at as "extendedDueAt", json_build_object(
      'submittedAt', sub.submitted_at,
      'returnedAt', sub.returned_at,
      'answeredCount', count(r.id) filter (where r.is_answered),
      'score', coalesce(sum(r.score), 0),
      'markedMaxScore', coalesce(sum(wi.marks) filter (where r.score is not null), 0)) as summary
    from ${subjectRoles} sr
    join ${people} p on p.principal = sr.principal
    left join ${activitySubmissions} sub on sub.activity_id = ${activityId} and sub.student_principal = sr.principal
    left join ${activityResponses} r on r.activity_id = ${activityId} and r.student_principal = sr.principal
    left join ${worksheetItems} wi on wi.id = r.worksheet_item_id
    left join ${activityStudentDueDates} sdd on sdd.activity_id = ${activityId} and sdd.student_principal = sr.principal
    where sr.subject_id = ${subjectId} and ${isAnsweringRole(sql`sr.role`)}
    group by sr.principal, p.full_name, sub.submitted_at, sub.returned_at, sdd.due_at
    order by lower(p.full_name), sr.principal`),
  );
}

/** One student's progress on one lesson. */
export async function findSubmissionSummary(
  db: Db,
  activityId: number,
  studentPrincipal: string,
): Promise<SubmissionSummaryRow> {
  const [row] = await db
    .select({ summary: submissionSummaryOf(studentPrincipal) })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row!.summary;
}

/** Hands a lesson in, or in again after a return; a second hand-in keeps the first time. */
export async function insertSubmission(
  db: Db,
  row: { activityId: number; studentPrincipal: string; institutionId: number },
): Promise<void> {
  await db
    .insert(activitySubmissions)
    .values(row)
    .onConflictDoUpdate({
      target: [activitySubmissions.activityId, activitySubmissions.studentPrincipal],
      set: { submittedAt: sql`now()` },
      setWhere: sql`${activitySubmissions.submittedAt} is null`,
    });
}

/**
 * Returns a handed-in lesson to its student, who can change their answers and submit again; the
 * trigger keeps the return in the submission's events. False when it is not handed in.
 */
export async function returnSubmission(
  db: Db,
  input: { activityId: number; studentPrincipal: string; returnedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(activitySubmissions)
    .set({ submittedAt: null, returnedAt: sql`now()`, returnedBy: input.returnedBy })
    .where(
      and(
        eq(activitySubmissions.activityId, input.activityId),
        eq(activitySubmissions.studentPrincipal, input.studentPrincipal),
        isNotNull(activitySubmissions.submittedAt),
      ),
    )
    .returning({ activityId: activitySubmissions.activityId });
  return rows.length > 0;
}

/** A student's hand-ins and returns of one lesson, newest first, with who made each. */
export async function listSubmissionEvents(db: Db, activityId: number, studentPrincipal: string) {
  return db
    .select({
      kind: activitySubmissionEvents.kind,
      at: activitySubmissionEvents.at,
      byName: people.fullName,
    })
    .from(activitySubmissionEvents)
    .leftJoin(people, eq(people.principal, activitySubmissionEvents.byPrincipal))
    .where(
      and(
        eq(activitySubmissionEvents.activityId, activityId),
        eq(activitySubmissionEvents.studentPrincipal, studentPrincipal),
      ),
    )
    .orderBy(desc(activitySubmissionEvents.id));
}

/** A teacher's mark; with `baseMarkVersion`, only while the mark is still that one (false otherwise). */
export async function setMark(
  db: Db,
  responseId: number,
  mark: { score: number; feedback: string | null; markedBy: string; baseMarkVersion: number | null },
): Promise<boolean> {
  const rows = await db
    .update(activityResponses)
    .set({
      score: mark.score,
      feedback: mark.feedback,
      markedBy: mark.markedBy,
      isAutoMark: false,
      markedAt: sql`now()`,
    })
    .where(
      and(
        eq(activityResponses.id, responseId),
        mark.baseMarkVersion === null ? undefined : eq(activityResponses.markVersion, mark.baseMarkVersion),
      ),
    )
    .returning({ id: activityResponses.id });
  return rows.length > 0;
}

export async function findResponseById(db: Db, responseId: number): Promise<ResponseWithMarker> {
  const [row] = await db
    .select(responseColumns)
    .from(activityResponses)
    .leftJoin(marker, eq(marker.principal, activityResponses.markedBy))
    .where(eq(activityResponses.id, responseId));
  return row!;
}

export async function listVersions(db: Db, responseId: number) {
  return db
    .select({
      value: activityResponseVersions.value,
      clientSavedAt: activityResponseVersions.clientSavedAt,
      savedAt: activityResponseVersions.savedAt,
    })
    .from(activityResponseVersions)
    .where(eq(activityResponseVersions.responseId, responseId))
    .orderBy(desc(activityResponseVersions.id));
}

/**
 * An item's answers whose marks are out (handed in, or automatically marked by a check), to mark
 * again after its model answer changed; the others are marked when due.
 */
export async function listResponsesOfItem(db: Db, worksheetItemId: number): Promise<ResponseRow[]> {
  return db
    .select()
    .from(activityResponses)
    .where(
      and(
        eq(activityResponses.worksheetItemId, worksheetItemId),
        sql`(${activityResponses.score} is not null or exists (select 1 from ${activitySubmissions} s
          where s.activity_id = ${activityResponses.activityId} and s.student_principal = ${activityResponses.studentPrincipal}
            and s.submitted_at is not null))`,
      ),
    );
}

/**
 * A check of an answer (checking as you go): its automatic mark, counted against the lesson's
 * tries, only while tries are left and the answer is still the version checked. Undefined otherwise.
 */
export async function recordCheck(
  db: Db,
  check: { responseId: number; versionCount: number; score: number; tries: number },
): Promise<ResponseRow | undefined> {
  const [row] = await db
    .update(activityResponses)
    .set({
      checksUsed: sql`${activityResponses.checksUsed} + 1`,
      score: check.score,
      isAutoMark: true,
      markedAt: sql`now()`,
      markedBy: null,
      feedback: null,
    })
    .where(
      and(
        eq(activityResponses.id, check.responseId),
        eq(activityResponses.versionCount, check.versionCount),
        sql`${activityResponses.checksUsed} < ${check.tries}`,
      ),
    )
    .returning();
  return row;
}

/** Sets automatic scores (null: now the teacher's to mark) of several answers in one statement. */
export async function setAutoScores(
  db: Db,
  scores: readonly { id: number; score: number | null }[],
): Promise<void> {
  if (scores.length === 0) return;
  await db.execute(sql`
    update ${activityResponses} r set score = s.score, is_auto_mark = s.score is not null,
      marked_at = case when s.score is null then null else now() end, marked_by = null, feedback = null
    from unnest(${`{${scores.map((s) => s.id).join(',')}}`}::int[],
      ${`{${scores.map((s) => (s.score === null ? 'NULL' : String(s.score))).join(',')}}`}::float8[]) as s(id, score)
    where r.id = s.id`);
}
