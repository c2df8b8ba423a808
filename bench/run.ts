import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPgbench, runPgbenchSelectOnly } from './pgbench.ts';
import { installExitHandlers, ROOT } from './processes.ts';
import { buildRows, countFailures, formatTable, type Measurement } from './report.ts';
import { databaseUrl, describeScale, seedPglite, seedPostgres } from './seed.ts';
import { loadSettings } from './settings.ts';
import { countStatements, type StatementCounts } from './statement-count.ts';
import {
  batchGetJob,
  checkBatchGet,
  measureLoad,
  startApp,
  startBareHttp,
  startFloor,
  trivialRouteJob,
  type Measured,
  type Server,
} from './targets.ts';

/**
 * `npm run bench`: the Foundation benchmark. Seeds PostgreSQL at a large customer's scale, starts
 * each server as its own process, drives it from a separate load-driver process and prints
 * req/s and latency with ratios to baselines measured in the same run. Exits 0 when a target
 * fails (it is a measurement) and 1 only when the bench itself could not run.
 */
installExitHandlers();
const settings = loadSettings();
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const failed = (error: unknown): Measured => ({ figures: null, notes: [(error as Error).message] });

async function withServer(
  start: () => Promise<Server>,
  use: (server: Server) => Promise<void>,
): Promise<void> {
  const server = await start();
  try {
    await use(server);
  } finally {
    await server.child.stop();
  }
}

async function postgresVersion(baseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${baseUrl} (${(error as Error).message}).\n` +
        'Start PostgreSQL, or point BENCH_DATABASE_URL at a server where this user may create databases, ' +
        'e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench',
      { cause: error },
    );
  }
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** Which code was measured: the commit, and whether uncommitted changes were running too. */
function revision(): string {
  if (process.env.BENCH_REVISION) return process.env.BENCH_REVISION;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'server', 'common').length > 0;
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted server changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout; set BENCH_REVISION)';
  }
}

async function main(): Promise<void> {
  const version = await postgresVersion(settings.baseUrl);
  const cpu = os.cpus();
  console.log('Foundation benchmark');
  console.log(`  date      ${new Date().toISOString()}`);
  console.log(`  revision  ${revision()}`);
  console.log(`  machine   ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
  console.log(`  database  PostgreSQL ${version} at ${settings.baseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  console.log(
    `  load      ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ` +
      `${settings.rounds} x ${settings.roundSeconds} s rounds (figures are the mean of the rounds)`,
  );
  console.log(
    `  app       LOG_LEVEL=${settings.appLogLevel}, stdout to /dev/null, ` +
      `DATABASE_POOL_SIZE=${settings.poolSize ?? 'app default (10)'}`,
  );

  const pgUrl = databaseUrl(settings.baseUrl, settings.databaseName);
  log(`seeding ${settings.databaseName}: ${describeScale(settings.postgresScale)}`);
  const fixture = await seedPostgres(settings.baseUrl, settings.databaseName, settings.postgresScale);
  log('seeded');

  const measured: Record<string, Measured> = {};
  let counts: StatementCounts | null = null;
  let countsProblem: string | null = null;
  try {
    counts = await countStatements(pgUrl, fixture);
  } catch (error) {
    countsProblem = (error as Error).message;
  }

  log('bare node:http server');
  await withServer(startBareHttp, async (s) => {
    measured.bare = await measureLoad(settings, { url: `${s.origin}/`, method: 'GET', expectStatus: 200 });
  }).catch((error: unknown) => (measured.bare = failed(error)));

  log('app on PostgreSQL: trivial route, then batch/get');
  await withServer(
    () => startApp(settings, { DATABASE_URL: pgUrl }),
    async (s) => {
      measured.trivialPg = await measureLoad(settings, trivialRouteJob(s.origin));
      const problem = await checkBatchGet(s.origin, fixture);
      measured.batchPg = problem
        ? { figures: null, notes: [problem] }
        : await measureLoad(settings, batchGetJob(s.origin, fixture));
    },
  ).catch((error: unknown) => (measured.trivialPg = measured.batchPg = failed(error)));

  log('floor route (bare Fastify, one primary-key select)');
  await withServer(
    () => startFloor(settings, pgUrl),
    async (s) => {
      const rotate = { min: 1, max: settings.postgresScale.institutions };
      measured.floor = await measureLoad(settings, {
        url: `${s.origin}/floor/{n}`,
        method: 'GET',
        expectStatus: 200,
        rotate,
      });
    },
  ).catch((error: unknown) => (measured.floor = failed(error)));

  const pgbench = findPgbench();
  if (pgbench) {
    log(`pgbench -S -c ${settings.connections} -j 2 -T ${settings.roundSeconds} (scale 10)`);
    try {
      const { tps } = await runPgbenchSelectOnly(pgbench, settings.baseUrl, settings.pgbenchDatabaseName, {
        clients: settings.connections,
        seconds: settings.roundSeconds,
      });
      measured.pgbench = {
        figures: tps === null ? null : { reqPerSec: tps, p50Ms: NaN, p99Ms: NaN },
        notes: [],
      };
      if (tps === null) measured.pgbench.notes.push('could not read the TPS from the pgbench output');
    } catch (error) {
      measured.pgbench = failed(error);
    }
  } else {
    measured.pgbench = { figures: null, notes: ['pgbench is not installed (set PGBENCH to its path)'] };
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
  try {
    log(`seeding PGlite in ${dataDir}: ${describeScale(settings.pgliteScale)}`);
    const pgliteFixture = await seedPglite(dataDir, settings.pgliteScale);
    log('app on PGlite: trivial route, then batch/get');
    await withServer(
      () => startApp(settings, { DATA_DIR: dataDir }),
      async (s) => {
        measured.trivialPglite = await measureLoad(settings, trivialRouteJob(s.origin));
        const problem = await checkBatchGet(s.origin, pgliteFixture);
        measured.batchPglite = problem
          ? { figures: null, notes: [problem] }
          : await measureLoad(settings, batchGetJob(s.origin, pgliteFixture));
      },
    );
  } catch (error) {
    measured.trivialPglite ??= failed(error);
    measured.batchPglite ??= failed(error);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  report(measured, counts, countsProblem);
}

const TARGETS: Omit<Measurement, 'reqPerSec' | 'p50Ms' | 'p99Ms' | 'notes'>[] = [
  { key: 'bare', label: 'bare node:http (baseline)' },
  {
    key: 'trivialPg',
    label: 'app trivial route (all global hooks)',
    baseline: { key: 'bare', required: 0.8 },
  },
  { key: 'pgbench', label: 'pgbench -S TPS (baseline)' },
  {
    key: 'floor',
    label: 'floor route (bare Fastify + 1 PK select)',
    baseline: { key: 'pgbench', required: 0.2 },
  },
  { key: 'batchPg', label: 'batch/get 20 ids + includeMyRole', baseline: { key: 'floor', required: 0.5 } },
  {
    key: 'trivialPglite',
    label: 'PGlite: app trivial route',
    baseline: { key: 'trivialPg', required: 0.2 },
  },
  { key: 'batchPglite', label: 'PGlite: batch/get 20 ids', baseline: { key: 'batchPg', required: 0.2 } },
];

function report(
  measured: Record<string, Measured>,
  counts: StatementCounts | null,
  countsProblem: string | null,
) {
  const measurements: Measurement[] = TARGETS.map((t) => {
    const m = measured[t.key];
    const f = m?.figures ?? null;
    const finite = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? null : v);
    return {
      ...t,
      reqPerSec: finite(f?.reqPerSec),
      p50Ms: finite(f?.p50Ms),
      p99Ms: finite(f?.p99Ms),
      notes: m?.notes ?? [],
    };
  });
  const rows = buildRows(measurements);
  console.log(`\nResults (PGlite seeded at: ${describeScale(settings.pgliteScale)})\n`);
  console.log(formatTable(rows));
  const notes = measurements.flatMap((m) => (m.notes ?? []).map((n) => `  - ${m.label}: ${n}`));
  if (notes.length > 0) console.log(`\nNotes:\n${notes.join('\n')}`);

  console.log(
    '\nSQL statements per request (in-process, app.inject on the bench database, session lookup included):',
  );
  if (counts) {
    console.log(`  GET /v3/auth/me without a cookie: ${counts.trivialRoute}`);
    console.log(`  batch/get, 1 id:   ${counts.batchOneId} (status ${counts.batchStatus.one})`);
    console.log(`  batch/get, 20 ids: ${counts.batchTwentyIds} (status ${counts.batchStatus.twenty})`);
    const equal = counts.batchOneId === counts.batchTwentyIds;
    console.log(`  equal: ${equal ? 'yes' : '** NO ** (the statement count grows with the number of ids)'}`);
  } else {
    console.log(`  could not count: ${countsProblem ?? 'unknown error'}`);
  }

  const failures = countFailures(rows);
  console.log(
    failures === 0
      ? '\nAll targets PASS.'
      : `\n** ${failures} target(s) did not pass (FAIL or n/a): see the table above. **`,
  );
  console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(`\nbench could not run: ${(error as Error).message}`);
    process.exit(1);
  });
