import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { parsePgbenchTps } from '../pgbench.ts';
import { TEACHER_INSTITUTION_COUNT, type BenchFixture } from '../seed.ts';
import { existingClassesStatements } from './classes.ts';
import { joinsSeedStatements, newInvitationCode, newSalt, type JoinsSeed } from './students.ts';

const run = promisify(execFile);

export interface JoinsFixture extends JoinsSeed {
  subjectId: number;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * On top of the Foundation seed: the classes every school already has (classes.ts), a subject at
 * the bench teacher's first school, taught by them, with an active multi-use student code, and
 * `students` people with a session each and no role at that subject (nor at its school: the
 * accept gives them both).
 */
export async function seedJoins(
  url: string,
  foundation: BenchFixture,
  students: number,
): Promise<JoinsFixture> {
  if (foundation.institutionIds.length !== TEACHER_INSTITUTION_COUNT)
    throw new Error('Unexpected Foundation fixture');
  const institutionId = foundation.institutionIds[0]!;
  const seed: JoinsSeed = {
    salt: newSalt(),
    code: newInvitationCode(),
    students,
    institutionId,
    instructor: foundation.teacherPrincipal,
  };
  return withClient(url, async (client) => {
    await client.query('set synchronous_commit = off');
    const { rows } = await client.query<{ id: number }>(
      `insert into subjects (institution_id, name, name_plaintext, code, created_by)
       values ($1, 'Year 7 Science', 'Year 7 Science', '7SCI', $2) returning id`,
      [institutionId, foundation.teacherPrincipal],
    );
    const subjectId = rows[0]!.id;
    for (const statement of existingClassesStatements()) await client.query(statement);
    for (const statement of joinsSeedStatements(seed, subjectId)) await client.query(statement);
    return { ...seed, subjectId };
  });
}

/** What the membership tables say after the run. */
export async function checkMemberships(
  url: string,
  fixture: JoinsFixture,
): Promise<{ duplicates: number; newStudentRows: number; acceptances: number }> {
  return withClient(url, async (client) => {
    const dup = await client.query(
      'select subject_id, principal, count(*) from subject_roles group by 1, 2 having count(*) > 1',
    );
    const { rows } = await client.query<{ students: string; acceptances: string }>(
      `select (select count(*) from subject_roles where subject_id = $1 and role = 'STUDENT') as students,
              (select count(*) from invitation_acceptances where code = $2) as acceptances`,
      [fixture.subjectId, fixture.code],
    );
    return {
      duplicates: dup.rowCount ?? 0,
      newStudentRows: Number(rows[0]?.students ?? 0),
      acceptances: Number(rows[0]?.acceptances ?? 0),
    };
  });
}

/** pgbench in its default mode (TPC-B-like: three updates, a select and an insert per transaction). */
export async function runPgbenchTpcb(
  pgbench: string,
  url: string,
  options: { clients: number; seconds: number },
): Promise<number | null> {
  const args = ['-c', String(options.clients), '-j', '2', '-T', String(options.seconds), url];
  const { stdout } = await run(pgbench, args, { maxBuffer: 16 * 1024 * 1024 });
  return parsePgbenchTps(stdout);
}

/** The tables a join writes to, which grow from empty during the run. */
const GROWING_TABLES = [
  'subject_roles',
  'rate_limit_hits',
  'invitation_acceptances',
  'institution_roles',
  'sessions',
] as const;

/**
 * Which of the growing tables autovacuum would analyse now: those with more changed rows since
 * their last analysis than `autovacuum_analyze_threshold` + `autovacuum_analyze_scale_factor` x
 * rows (50 + 10% by default), the rule PostgreSQL's own launcher applies.
 */
const DUE_FOR_ANALYSIS = `
  select t.relname as table
  from pg_stat_user_tables t join pg_class c on c.oid = t.relid
  where t.relname = any($1::text[])
    and t.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::int
      + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)
  order by t.relname`;

/**
 * Autovacuum's pace for this session: an autovacuum worker's ANALYZE sleeps
 * `autovacuum_vacuum_cost_delay` every `autovacuum_vacuum_cost_limit` cost units (2 ms per 200 by
 * default; -1 means the plain vacuum setting), where a manual one runs unthrottled.
 */
const AT_AUTOVACUUM_PACE = `
  select set_config('vacuum_cost_delay', case current_setting('autovacuum_vacuum_cost_delay')
           when '-1' then current_setting('vacuum_cost_delay')
           else current_setting('autovacuum_vacuum_cost_delay') end, false),
         set_config('vacuum_cost_limit', case current_setting('autovacuum_vacuum_cost_limit')
           when '-1' then current_setting('vacuum_cost_limit')
           else current_setting('autovacuum_vacuum_cost_limit') end, false)`;

/**
 * Does what autovacuum does in production and not here, where PostgreSQL runs with autovacuum
 * off: every `everyMs` (autovacuum's naptime), analyses each table a join writes to that has
 * changed enough since its last analysis (see DUE_FOR_ANALYSIS). Without it each connection keeps
 * the plans it made while those tables were empty (sequential scans) while they grow to tens of
 * thousands of rows. Analysing all of them on every tick instead would charge the joins for
 * sampling institution_roles' 400,000 rows again and again, which autovacuum would not do until
 * 40,000 of them changed. It analyses at autovacuum's pace (AT_AUTOVACUUM_PACE), not a manual
 * ANALYZE's full speed. Its backend is one of the database's, so its CPU is counted in the
 * joins' PostgreSQL CPU. Returns a function that stops it and tells how many analyses ran.
 */
export function analyseWhileGrowing(url: string, everyMs: number): () => Promise<number> {
  let stopped = false;
  let analyses = 0;
  let running: Promise<void> = Promise.resolve();
  const analyseDue = (client: pg.Client) =>
    client.query<{ table: string }>(DUE_FOR_ANALYSIS, [GROWING_TABLES]).then(async ({ rows }) => {
      if (rows.length > 0) await client.query(AT_AUTOVACUUM_PACE);
      // The names come from GROWING_TABLES through the catalogue, never from input.
      for (const { table } of rows) await client.query(`analyze ${table}`);
      analyses += rows.length;
    });
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : withClient(url, analyseDue)));
  }, everyMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running.catch(() => {});
    return analyses;
  };
}
