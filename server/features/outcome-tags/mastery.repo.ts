import { asc, eq, sql } from 'drizzle-orm';
import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  activities,
  activityOutcomeTags,
  activityResponses,
  people,
  responseOutcomeLevels,
  subjectRoles,
  worksheetItemOutcomeTags,
  worksheetItems,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An answer's levels, in outcome order. */
export async function findResponseLevels(db: Db, responseId: number) {
  return db
    .select({
      learningOutcomeUuid: responseOutcomeLevels.learningOutcomeUuid,
      level: responseOutcomeLevels.level,
      markedAt: responseOutcomeLevels.markedAt,
    })
    .from(responseOutcomeLevels)
    .where(eq(responseOutcomeLevels.responseId, responseId))
    .orderBy(asc(responseOutcomeLevels.learningOutcomeUuid));
}

export async function replaceResponseLevels(
  tx: Db,
  response: { id: number; institutionId: number },
  levels: readonly { learningOutcomeUuid: string; level: ProficiencyLevel }[],
  markedBy: string,
): Promise<void> {
  await tx.delete(responseOutcomeLevels).where(eq(responseOutcomeLevels.responseId, response.id));
  if (levels.length === 0) return;
  await tx.insert(responseOutcomeLevels).values(
    levels.map((level) => ({
      institutionId: response.institutionId,
      responseId: response.id,
      learningOutcomeUuid: level.learningOutcomeUuid.toLowerCase(),
      level: level.level,
      markedBy,
    })),
  );
}

/** Every level given to answers in a subject's live lessons, of every student or one. */
export async function findSubjectEvidence(db: Db, subjectId: number, studentPrincipal: string | null) {
  return rowsOf<{
    studentPrincipal: string;
    learningOutcomeUuid: string;
    level: ProficiencyLevel;
    markedAt: string | Date;
  }>(
    await db.execute(sql`
      select r.student_principal as "studentPrincipal", l.learning_outcome_uuid as "learningOutcomeUuid",
        l.level, l.marked_at as "markedAt"
      from ${responseOutcomeLevels} l
      join ${activityResponses} r on r.id = l.response_id
      join ${activities} a on a.id = r.activity_id
      where a.subject_id = ${subjectId} and a.deleted_at is null
        and (${studentPrincipal}::text is null or r.student_principal = ${studentPrincipal})`),
  );
}

/** A subject's students by name, or the one asked for when a student of it. */
export async function findSubjectStudents(db: Db, subjectId: number, onlyPrincipal: string | null) {
  return rowsOf<{ principal: string; fullName: string }>(
    await db.execute(sql`
      select sr.principal, p.full_name as "fullName"
      from ${subjectRoles} sr join ${people} p on p.principal = sr.principal
      where sr.subject_id = ${subjectId} and sr.role = 'STUDENT'
        and (${onlyPrincipal}::text is null or sr.principal = ${onlyPrincipal})
      order by lower(p.full_name), sr.principal`),
  );
}

/**
 * A subject's lessons in order, each with its lesson tags (those in the scope and sequence when
 * asked) and its questions' tags, as JSON; drafts only when asked. One statement.
 */
export async function findSubjectTagging(db: Db, subjectId: number, includeDrafts: boolean) {
  return rowsOf<{
    activityId: number;
    title: string;
    status: 'draft' | 'published';
    lessonTags: { learningOutcomeUuid: string; level: ProficiencyLevel; inScope: boolean }[];
    itemOutcomeUuids: string[];
  }>(
    await db.execute(sql`
      select a.id as "activityId", a.title, a.status,
        coalesce((select json_agg(json_build_object('learningOutcomeUuid', t.learning_outcome_uuid,
            'level', t.level, 'inScope', t.show_in_scope_and_sequence) order by t.position)
          from ${activityOutcomeTags} t where t.activity_id = a.id), '[]') as "lessonTags",
        coalesce((select json_agg(distinct t.learning_outcome_uuid)
          from ${worksheetItemOutcomeTags} t join ${worksheetItems} wi on wi.id = t.worksheet_item_id
          where wi.activity_id = a.id), '[]') as "itemOutcomeUuids"
      from ${activities} a
      where a.subject_id = ${subjectId} and a.deleted_at is null
        and (${includeDrafts} or a.status = 'published')
      order by a.position, a.id`),
  );
}
