import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { OutcomeVariantName } from '../../../common/outcomes/schema.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { curricula, curriculumImports, learningOutcomes } from '../../db/schema/index.ts';

export type OutcomeRow = typeof learningOutcomes.$inferSelect;
export type NewOutcomeRow = Omit<typeof learningOutcomes.$inferInsert, 'importedOn' | 'withdrawnOn'>;
export type CurriculumRow = typeof curricula.$inferSelect;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** Serializes imports of one curriculum across processes until the transaction ends. */
export async function lockCurriculum(tx: Db, code: CurriculumCode): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`curriculum:${code}`}))`);
}

export async function findCurriculumHashes(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: curricula.code, contentHash: curricula.contentHash }).from(curricula);
  return new Map(rows.map((row) => [row.code, row.contentHash]));
}

export async function upsertCurriculum(tx: Db, row: typeof curricula.$inferInsert): Promise<void> {
  const { code: _code, ...changes } = row;
  await tx.insert(curricula).values(row).onConflictDoUpdate({ target: curricula.code, set: changes });
}

/**
 * Inserts new outcomes and updates changed ones, leaving identical rows untouched (so their
 * `imported_on` says when they last changed). Returns how many were added and updated.
 */
export async function upsertOutcomes(
  tx: Db,
  rows: readonly NewOutcomeRow[],
): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  // Every written column, as its property and its SQL name; `excluded` is the row offered.
  const columns = {
    curriculumCode: 'curriculum_code',
    code: 'code',
    isOfficial: 'is_official',
    kind: 'kind',
    data: 'data',
    parentUuid: 'parent_uuid',
    childrenUuids: 'children_uuids',
    position: 'position',
    licence: 'licence',
    attribution: 'attribution',
    sourceRef: 'source_ref',
  } as const;
  const names = Object.values(columns);
  const set = Object.fromEntries(
    Object.entries(columns).map(([key, name]) => [key, sql.raw(`excluded.${name}`)]),
  );
  const current = sql.raw(names.map((name) => `learning_outcomes.${name}`).join(', '));
  const incoming = sql.raw(names.map((name) => `excluded.${name}`).join(', '));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const written = await tx
      .insert(learningOutcomes)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: learningOutcomes.uuid,
        set: { ...set, importedOn: sql`now()`, withdrawnOn: sql`null` },
        setWhere: sql`(${current}, learning_outcomes.withdrawn_on is null) is distinct from (${incoming}, true)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) if (row.inserted) added += 1;
    updated += written.filter((row) => !row.inserted).length;
  }
  return { added, updated };
}

/** Withdraws the curriculum's outcomes not among `keep` (kept for the tags that name them). */
export async function withdrawOutcomesExcept(
  tx: Db,
  code: CurriculumCode,
  keep: readonly string[],
): Promise<number> {
  const rows = await tx
    .update(learningOutcomes)
    .set({ withdrawnOn: new Date() })
    .where(
      and(
        eq(learningOutcomes.curriculumCode, code),
        isNull(learningOutcomes.withdrawnOn),
        sql`not (${learningOutcomes.uuid} = any(${`{${keep.join(',')}}`}::uuid[]))`,
      ),
    )
    .returning({ uuid: learningOutcomes.uuid });
  return rows.length;
}

export async function insertCurriculumImport(
  tx: Db,
  row: typeof curriculumImports.$inferInsert,
): Promise<void> {
  await tx.insert(curriculumImports).values(row);
}

/** Outcomes by uuid, withdrawn ones too (a tag may still name one). One prepared statement. */
export function findOutcomesByUuids(db: Db, uuids: readonly string[]): Promise<OutcomeRow[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return prepared(db, 'learning_outcomes_by_uuids', (d) =>
    d
      .select()
      .from(learningOutcomes)
      .where(sql`${learningOutcomes.uuid} = any(${sql.placeholder('uuids')}::uuid[])`)
      .prepare('learning_outcomes_by_uuids'),
  ).execute({ uuids: `{${uuids.join(',')}}` });
}

/** An outcome as its API form is written from it. */
export interface OutcomeAnswerRow {
  code: CurriculumCode;
  uuid: string;
  isOfficial: boolean;
  kind: OutcomeVariantName;
  data: unknown;
}

export interface OutcomeAnswerRows {
  /** Every curriculum's version: its import time in microseconds, new at every import. */
  versions: Partial<Record<CurriculumCode, string>>;
  /** The outcomes, withdrawn ones too, of the curricula to write. */
  outcomes: OutcomeAnswerRow[];
}

/**
 * Every curriculum's version, and the outcomes of those the caller must write: a curriculum not
 * kept at its current version (`keptVersions`, `code:version`) that is kept at another
 * (`keptCodes`) or holds one of `uuids` (those asked for and not kept). One prepared statement
 * answering one row; when every curriculum asked for is kept, it reads only the curricula (the
 * look-ups behind it do not run). The parameters are read through a subquery (`p`, kept apart by
 * `offset 0`), so the planner cannot fold their values into a plan of its own for each call:
 * folded, every call's plan looked cheaper than the shared one, and PostgreSQL planned the
 * statement again on every call (0.1 ms, four times what running it costs).
 */
export async function findOutcomeAnswerRows(
  db: Db,
  kept: { keptVersions: readonly string[]; keptCodes: readonly string[]; uuids: readonly string[] },
): Promise<OutcomeAnswerRows> {
  const [row] = await prepared(db, 'outcome_answer_rows', (d) => {
    const rows = d
      .$with('outcome_answer_rows', {
        versions: sql<OutcomeAnswerRows['versions'] | null>`versions`.as('versions'),
        outcomes: sql<OutcomeAnswerRow[] | null>`outcomes`.as('outcomes'),
      })
      .as(
        sql`select v.versions,
                   (select json_agg(json_build_object('code', o.curriculum_code, 'uuid', o.uuid,
                                                      'isOfficial', o.is_official, 'kind', o.kind, 'data', o.data))
                    from ${learningOutcomes} o
                    where v.to_write is not null and o.curriculum_code = any(v.to_write)) as outcomes
            from (select json_object_agg(c.code, c.version) as versions,
                         array_agg(c.code) filter (
                           where not (c.code || ':' || c.version = any(p.kept_versions))
                             and (c.code = any(p.kept_codes)
                                  or (cardinality(p.uuids) > 0
                                      and c.code = any(array(select asked.curriculum_code from ${learningOutcomes} asked
                                                             where asked.uuid = any(p.uuids)))))) as to_write
                  from (select code, (extract(epoch from imported_on) * 1000000)::bigint::text as version
                        from ${curricula}) c,
                       (select ${sql.placeholder('keptVersions')}::text[] as kept_versions,
                               ${sql.placeholder('keptCodes')}::text[] as kept_codes,
                               ${sql.placeholder('uuids')}::uuid[] as uuids
                        offset 0) p) v`,
      );
    return d.with(rows).select().from(rows).prepare('outcome_answer_rows');
  }).execute({
    keptVersions: [...kept.keptVersions],
    keptCodes: [...kept.keptCodes],
    uuids: [...kept.uuids],
  });
  return { versions: row?.versions ?? {}, outcomes: row?.outcomes ?? [] };
}

export interface OutcomeFilter {
  curriculumCodes?: readonly CurriculumCode[] | undefined;
  kinds?: readonly OutcomeVariantName[] | undefined;
  isOfficial?: boolean | undefined;
  parentUuid?: string | undefined;
}

function outcomeConditions(filter: OutcomeFilter): SQL | undefined {
  return and(
    isNull(learningOutcomes.withdrawnOn),
    filter.curriculumCodes
      ? inArray(learningOutcomes.curriculumCode, [...filter.curriculumCodes])
      : undefined,
    filter.kinds ? inArray(learningOutcomes.kind, [...filter.kinds]) : undefined,
    filter.isOfficial === undefined ? undefined : eq(learningOutcomes.isOfficial, filter.isOfficial),
    filter.parentUuid ? eq(learningOutcomes.parentUuid, filter.parentUuid) : undefined,
  );
}

/** Current outcomes in curriculum and source order (a page of them, or all): one statement. */
export function findOutcomes(
  db: Db,
  filter: OutcomeFilter,
  page?: { limit: number; offset: number },
): Promise<OutcomeRow[]> {
  const query = db
    .select()
    .from(learningOutcomes)
    .where(outcomeConditions(filter))
    .orderBy(asc(learningOutcomes.curriculumCode), asc(learningOutcomes.position))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export function findCurricula(db: Db): Promise<CurriculumRow[]> {
  return db.select().from(curricula).orderBy(asc(curricula.code));
}

export async function findCurriculum(db: Db, code: CurriculumCode): Promise<CurriculumRow | null> {
  const [row] = await db.select().from(curricula).where(eq(curricula.code, code));
  return row ?? null;
}
