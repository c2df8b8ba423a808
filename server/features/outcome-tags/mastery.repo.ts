import { asc, eq, sql } from 'drizzle-orm';
import type { MasteryMethod } from '../../../common/outcome-tags/constants.ts';
import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  activities,
  activityOutcomeTags,
  activityResponses,
  people,
  responseOutcomeLevels,
  subjectMasterySettings,
  subjectMasteryVersions,
  subjectRoles,
  worksheetItemOutcomeTags,
  worksheetItems,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BesideSubject } from '../subjects/index.ts';
import { isAnsweringRole, readableLessons } from '../activities/index.ts';

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

export interface EvidenceRow {
  studentPrincipal: string;
  learningOutcomeUuid: string;
  level: ProficiencyLevel;
  markedAt: string | Date;
  isAutoMark: boolean;
  responseId: number;
  activityId: number;
  worksheetItemId: number;
}

/**
 * Every level the answers in a subject's live lessons showed, of every student or one, and of
 * every outcome or one: the levels teachers gave, and for each auto-marked answer each outcome
 * (and tagged sub-standard) of its question that no teacher gave it a level for. An auto-marked
 * answer with full marks shows the level its question targets; one without, NOT_SHOWN (automatic
 * marks are all or nothing).
 */
function evidenceSql(subjectId: number, student: string | null, outcome: string | null) {
  return sql`
    select r.student_principal as "studentPrincipal", l.learning_outcome_uuid as "learningOutcomeUuid",
      l.level, l.marked_at as "markedAt", false as "isAutoMark", r.id as "responseId",
      r.activity_id as "activityId", r.worksheet_item_id as "worksheetItemId"
    from ${responseOutcomeLevels} l
    join ${activityResponses} r on r.id = l.response_id
    join ${activities} a on a.id = r.activity_id
    where a.subject_id = ${subjectId} and a.deleted_at is null
      and (${student}::text is null or r.student_principal = ${student})
      and (${outcome}::uuid is null or l.learning_outcome_uuid = ${outcome}::uuid)
    union all
    select r.student_principal, tag.uuid, case when r.score >= wi.marks then tag.level else 'NOT_SHOWN' end,
      coalesce(r.marked_at, r.saved_at), true, r.id, r.activity_id, r.worksheet_item_id
    from ${activityResponses} r
    join ${activities} a on a.id = r.activity_id
    join ${worksheetItems} wi on wi.id = r.worksheet_item_id
    join ${worksheetItemOutcomeTags} t on t.worksheet_item_id = r.worksheet_item_id
    cross join lateral (
      select t.learning_outcome_uuid as uuid, t.level
      union all
      select s.key::uuid, s.value from jsonb_each_text(t.sub_standard_tags) s
    ) tag
    where a.subject_id = ${subjectId} and a.deleted_at is null and r.is_auto_mark and r.score is not null
      and (${student}::text is null or r.student_principal = ${student})
      and (${outcome}::uuid is null or tag.uuid = ${outcome}::uuid)
      and not exists (select 1 from ${responseOutcomeLevels} l
        where l.response_id = r.id and l.learning_outcome_uuid = tag.uuid)`;
}

/** The answers behind one student's level in one outcome. One statement. */
export async function findEvidence(
  db: Db,
  subjectId: number,
  studentPrincipal: string,
  learningOutcomeUuid: string,
): Promise<EvidenceRow[]> {
  return rowsOf<EvidenceRow>(
    await db.execute(evidenceSql(subjectId, studentPrincipal, learningOutcomeUuid.toLowerCase())),
  );
}

/**
 * What each mastery method needs of each student's levels in each outcome, added up in the
 * database so that a year of answers is not sent: the newest level (on the scale 0 to 4; ties:
 * the higher), how many, their sum and the highest, and when the newest was given. One statement.
 */
export async function findMasterySummaries(db: Db, subjectId: number, studentPrincipal: string | null) {
  return rowsOf<{
    studentPrincipal: string;
    learningOutcomeUuid: string;
    latest: number;
    count: number;
    total: number;
    highest: number;
    lastMarkedAt: string | Date;
  }>(
    await db.execute(sql`
      with evidence as (${evidenceSql(subjectId, studentPrincipal, null)}),
      valued as (
        select "studentPrincipal", "learningOutcomeUuid", "markedAt",
          array_position(array['NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED'], level) - 1 as value
        from evidence
      ),
      ranked as (
        select *, row_number() over (partition by "studentPrincipal", "learningOutcomeUuid"
            order by "markedAt" desc, value desc) as rank,
          count(*) over cell as count, sum(value) over cell as total, max(value) over cell as highest
        from valued
        window cell as (partition by "studentPrincipal", "learningOutcomeUuid")
      )
      select "studentPrincipal", "learningOutcomeUuid", value as latest, count::int as count,
        total::int as total, highest, "markedAt" as "lastMarkedAt"
      from ranked where rank = 1`),
  );
}

/**
 * The version of what a subject's outcome grid shows, read beside the subject's access check: the
 * sum of its change counters (migration 0017), which goes up with every committed change to it.
 */
export const masteryVersionOfSubject: BesideSubject<string> = {
  name: 'mastery_version',
  read: (subjectId) =>
    sql<string>`(select coalesce(sum(${subjectMasteryVersions.version}), 0)::text
      from ${subjectMasteryVersions} where ${subjectMasteryVersions.subjectId} = ${subjectId})`,
};

/** The lessons' titles and the questions' places, for the answers behind one mastery cell. */
export async function findEvidencePlaces(db: Db, worksheetItemIds: readonly number[]) {
  if (worksheetItemIds.length === 0) return [];
  return rowsOf<{ worksheetItemId: number; activityTitle: string; questionNumber: number }>(
    await db.execute(sql`
      select wi.id as "worksheetItemId", a.title as "activityTitle",
        (select count(*) from ${worksheetItems} w2 where w2.activity_id = wi.activity_id
          and (w2.position, w2.id) <= (wi.position, wi.id))::int as "questionNumber"
      from ${worksheetItems} wi join ${activities} a on a.id = wi.activity_id
      where wi.id = any(${`{${worksheetItemIds.join(',')}}`}::int[])`),
  );
}

/** The mastery method a subject's teachers chose, or null for the default. */
export async function findMasteryMethod(db: Db, subjectId: number): Promise<MasteryMethod | null> {
  const [row] = await db
    .select({ method: subjectMasterySettings.method })
    .from(subjectMasterySettings)
    .where(eq(subjectMasterySettings.subjectId, subjectId));
  return row?.method ?? null;
}

export async function upsertMasteryMethod(
  db: Db,
  subject: { id: number; institutionId: number },
  method: MasteryMethod,
  updatedBy: string,
): Promise<void> {
  await db
    .insert(subjectMasterySettings)
    .values({ subjectId: subject.id, institutionId: subject.institutionId, method, updatedBy })
    .onConflictDoUpdate({
      target: subjectMasterySettings.subjectId,
      set: { method, updatedBy, updatedAt: sql`now()` },
    });
}

/** A duplicated subject keeps its teachers' mastery method. */
export async function copyMasteryMethod(tx: Db, ids: { sourceId: number; copyId: number }): Promise<void> {
  await tx.execute(sql`
    insert into ${subjectMasterySettings} (subject_id, institution_id, method, updated_by)
    select ${ids.copyId}, institution_id, method, updated_by from ${subjectMasterySettings}
    where subject_id = ${ids.sourceId}`);
}

/** A subject's students by name, or the one asked for when a student of it. */
export async function findSubjectStudents(db: Db, subjectId: number, onlyPrincipal: string | null) {
  return rowsOf<{ principal: string; fullName: string }>(
    await db.execute(sql`
      select sr.principal, p.full_name as "fullName"
      from ${subjectRoles} sr join ${people} p on p.principal = sr.principal
      where sr.subject_id = ${subjectId} and ${isAnsweringRole(sql`sr.role`)}
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
        and ${readableLessons(sql`a.status`, includeDrafts)}
      order by a.position, a.id`),
  );
}
