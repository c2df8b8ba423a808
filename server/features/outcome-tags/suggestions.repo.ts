import { sql } from 'drizzle-orm';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { OutcomeVariantName } from '../../../common/outcomes/schema.ts';
import type { Db } from '../../db/client.ts';
import {
  activityOutcomeTags,
  activities,
  curricula,
  institutions,
  learningOutcomes,
  subjects,
  worksheetItemOutcomeTags,
  worksheetItemSuggestedOutcomes,
  worksheetItems,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** The outcome of every tag of a subject's lessons and questions, once per tag. */
const taggedInSubject = (subjectId: number) => sql`
  select t.learning_outcome_uuid from ${activityOutcomeTags} t
  join ${activities} a on a.id = t.activity_id
  where a.subject_id = ${subjectId} and a.deleted_at is null
  union all
  select t.learning_outcome_uuid from ${worksheetItemOutcomeTags} t
  join ${worksheetItems} wi on wi.id = t.worksheet_item_id
  join ${activities} a on a.id = wi.activity_id
  where a.subject_id = ${subjectId} and a.deleted_at is null`;

/** The curriculum a subject's tags use most (lessons' and questions'), or null when it has none. */
export async function findMostTaggedCurriculum(db: Db, subjectId: number): Promise<CurriculumCode | null> {
  const [row] = rowsOf<{ curriculum_code: CurriculumCode }>(
    await db.execute(sql`
      with tagged as (${taggedInSubject(subjectId)})
      select lo.curriculum_code from tagged join ${learningOutcomes} lo on lo.uuid = tagged.learning_outcome_uuid
      group by lo.curriculum_code order by count(*) desc, lo.curriculum_code limit 1`),
  );
  return row?.curriculum_code ?? null;
}

/** The curricula whose outcomes are held. */
export async function findLoadedCurricula(db: Db): Promise<CurriculumCode[]> {
  const rows = await db.select({ code: curricula.code }).from(curricula);
  return rows.map((row) => row.code);
}

/** An outcome as the suggestions rank it: its text's rank, and its variant to read its year level from. */
export interface RankedOutcomeRow {
  uuid: string;
  curriculum_code: CurriculumCode;
  is_official: boolean;
  kind: OutcomeVariantName;
  data: unknown;
  rank: number;
  /** How many of the question's words (as stemmed lexemes) the outcome's text holds. */
  words: number;
}

/**
 * A curriculum's official outcomes that match a question's words, best first, with PostgreSQL's
 * full-text ranking (`ts_rank` of the outcome's text values against the words, any of them
 * matching, divided by the log of the outcome's length so that a long outcome does not win by
 * length alone), and how many of the words each holds; outcomes the question is tagged with are
 * left out. `words` are plain lower-case words: the query is built from them alone.
 */
export async function findMatchingOutcomes(
  db: Db,
  worksheetItemId: number,
  curriculumCode: CurriculumCode,
  words: readonly string[],
  limit: number,
): Promise<RankedOutcomeRow[]> {
  if (words.length === 0) return [];
  return rowsOf<RankedOutcomeRow>(
    await db.execute(sql`
      with query as (
        select to_tsquery('english', ${words.join(' | ')}) as q,
          tsvector_to_array(to_tsvector('english', ${words.join(' ')})) as lexemes
      ),
      matching as (
        select lo.uuid, lo.curriculum_code, lo.is_official, lo.kind, lo.data,
          jsonb_to_tsvector('english', lo.data, '["string"]') as text
        from ${learningOutcomes} lo
        where lo.curriculum_code = ${curriculumCode} and lo.is_official and lo.withdrawn_on is null
          and lo.kind <> 'fundamentalsOutcome'
          and not exists (select 1 from ${worksheetItemOutcomeTags} t
            where t.worksheet_item_id = ${worksheetItemId} and t.learning_outcome_uuid = lo.uuid)
      )
      select m.uuid, m.curriculum_code, m.is_official, m.kind, m.data,
        ts_rank(m.text, query.q, 1) as rank,
        (select count(*) from unnest(query.lexemes) as l(lexeme)
          where m.text @@ quote_literal(l.lexeme)::tsquery) as words
      from matching m, query
      where m.text @@ query.q
      order by rank desc, m.uuid limit ${limit}`),
  ).map((row) => ({ ...row, rank: Number(row.rank), words: Number(row.words) }));
}

/** Keeps these outcomes, best first, as the question's suggestions, replacing the ones before. */
export async function replaceSuggestions(
  tx: Db,
  item: { id: number; institutionId: number },
  uuids: readonly string[],
): Promise<void> {
  await tx.delete(worksheetItemSuggestedOutcomes).where(sql`worksheet_item_id = ${item.id}`);
  if (uuids.length === 0) return;
  await tx.insert(worksheetItemSuggestedOutcomes).values(
    uuids.map((learningOutcomeUuid, index) => ({
      institutionId: item.institutionId,
      worksheetItemId: item.id,
      learningOutcomeUuid,
      rank: uuids.length - index,
    })),
  );
}

/** What a subject is called (its name and code), and every outcome its lessons and questions are tagged with. */
export async function findSubjectYearClues(db: Db, subjectId: number) {
  const [subject] = await db
    .select({ name: subjects.namePlaintext, code: subjects.code })
    .from(subjects)
    .where(sql`${subjects.id} = ${subjectId}`);
  const tagged = rowsOf<Omit<RankedOutcomeRow, 'rank' | 'words'>>(
    await db.execute(sql`
      with tagged as (${taggedInSubject(subjectId)})
      select lo.uuid, lo.curriculum_code, lo.is_official, lo.kind, lo.data
      from tagged join ${learningOutcomes} lo on lo.uuid = tagged.learning_outcome_uuid`),
  );
  return { names: [subject?.name, subject?.code], tagged };
}

/** A question's suggestions, best first, without the outcomes it has since been tagged with. */
export async function findSuggestions(db: Db, worksheetItemId: number) {
  return rowsOf<{ learning_outcome_uuid: string }>(
    await db.execute(sql`
      select s.learning_outcome_uuid from ${worksheetItemSuggestedOutcomes} s
      where s.worksheet_item_id = ${worksheetItemId}
        and not exists (select 1 from ${worksheetItemOutcomeTags} t
          where t.worksheet_item_id = s.worksheet_item_id and t.learning_outcome_uuid = s.learning_outcome_uuid)
      order by s.rank desc, s.learning_outcome_uuid`),
  ).map((row) => row.learning_outcome_uuid);
}

export async function findInstitutionLocale(db: Db, institutionId: number): Promise<string> {
  const [row] = await db
    .select({ locale: institutions.locale })
    .from(institutions)
    .where(sql`${institutions.id} = ${institutionId}`);
  return row?.locale ?? 'EN_AU';
}
