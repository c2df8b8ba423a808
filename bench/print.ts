import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { productionNodeFlags, ROOT } from './processes.ts';
import { buildRows, countFailures, formatReqPerSec, formatTable, type Measurement } from './report.ts';
import { describeScale } from './seed.ts';
import type { BenchSettings } from './settings.ts';
import type { StatementCounts } from './statement-count.ts';
import { tallyCpu, tallyFigures, tallyNotes, type Tally } from './tally.ts';

export interface TargetOutcome {
  key: string;
  label: string;
  /** The HTTP status every response should have; null for pgbench. */
  expectStatus: number | null;
  baseline?: { key: string; required: number | null };
  tally: Tally;
}

async function postgresVersion(baseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${redact(baseUrl)} (${(error as Error).message}).\n` +
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

const redact = (url: string) => url.replace(/:[^:@/]*@/, ':***@');

/** Which code was measured: the commit, and whether uncommitted server changes ran too. */
export function revision(): string {
  if (process.env.BENCH_REVISION) return process.env.BENCH_REVISION;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'server', 'common').length > 0;
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted server changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout; set BENCH_REVISION)';
  }
}

let revisionAtStart = '';

const loadAverage = () => os.loadavg()[0]!.toFixed(2);
/** Other work on the machine takes CPU from the servers and the load driver alike. */
const busyWarning = () =>
  os.loadavg()[0]! > os.cpus().length / 2
    ? '  ** the machine is busy: figures will be low and noisy; rerun when it is idle **'
    : '';

/** Fails with a clear message when PostgreSQL is unreachable, before anything is started. */
export async function printHeader(s: BenchSettings): Promise<void> {
  const version = await postgresVersion(s.baseUrl);
  const cpu = os.cpus();
  console.log('Foundation benchmark');
  console.log(`  date      ${new Date().toISOString()}`);
  revisionAtStart = revision();
  console.log(`  revision  ${revisionAtStart}`);
  console.log(`  machine   ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
  console.log(`  load avg  ${loadAverage()} before the run${busyWarning()}`);
  console.log(`  database  PostgreSQL ${version} at ${redact(s.baseUrl)}`);
  console.log(
    `  load      ${s.connections} connections, ${s.warmupSeconds} s warm-up, ${s.rounds} interleaved ` +
      `rounds of ${s.roundSeconds} s per target (figures are the mean of the rounds)`,
  );
  console.log(
    `  app       LOG_LEVEL=${s.appLogLevel} with stdout to /dev/null, ` +
      `DATABASE_POOL_SIZE=${s.poolSize ?? 'app default (10)'}, node ${productionNodeFlags().join(' ')} (as npm start)`,
  );
}

function printStatementCounts(counts: StatementCounts | string): void {
  console.log(
    '\nSQL statements per request (in-process app.inject on the bench database; the session lookup counts):',
  );
  if (typeof counts === 'string') {
    console.log(`  could not count: ${counts}`);
    return;
  }
  console.log(`  GET /v3/auth/me without a cookie: ${counts.trivialRoute}`);
  console.log(`  batch/get with 1 id:   ${counts.batchOneId} (status ${counts.batchStatus.one})`);
  console.log(`  batch/get with 20 ids: ${counts.batchTwentyIds} (status ${counts.batchStatus.twenty})`);
  const equal = counts.batchOneId === counts.batchTwentyIds;
  console.log(
    `  equal: ${equal ? 'yes' : '** NO **: the number of statements grows with the number of ids'}`,
  );
}

export function printResults(
  s: BenchSettings,
  targets: readonly TargetOutcome[],
  counts: StatementCounts | string,
  started: number,
): void {
  const measurements: Measurement[] = targets.map((t) => {
    const figures = tallyFigures(t.tally, t.expectStatus);
    const finite = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? null : v);
    return {
      key: t.key,
      label: t.label,
      reqPerSec: finite(figures?.reqPerSec),
      p50Ms: finite(figures?.p50Ms),
      p99Ms: finite(figures?.p99Ms),
      ...(t.baseline ? { baseline: t.baseline } : {}),
      notes: tallyNotes(t.tally, t.expectStatus),
    };
  });
  const rows = buildRows(measurements);
  console.log(`\nResults (PostgreSQL seeded with ${describeScale(s.postgresScale)};`);
  console.log(`         PGlite seeded with ${describeScale(s.pgliteScale)})\n`);
  console.log(formatTable(rows));
  for (const row of rows.filter((r) => r.verdict === 'reference' && r.ratio !== null)) {
    console.log(
      `\n${row.target}: ${row.ratio!.toFixed(2)}x ${row.baselineLabel}, what Fastify itself costs a ` +
        'request that runs through to a handler on this machine (one answered from a hook, as the ' +
        "app's 401 is, skips the rest of the lifecycle).",
    );
  }

  console.log('\nreq/s per round:');
  for (const t of targets) {
    const perRound = t.tally.rounds.map((r) => formatReqPerSec(r.reqPerSec)).join(' / ');
    console.log(`  ${t.label.padEnd(42)} ${perRound || '-'}`);
  }
  console.log(
    '\nCPU per request (µs, from /proc; less sensitive than req/s to other work on the machine, not immune):',
  );
  console.log(`  ${'target'.padEnd(42)} ${'server process'.padStart(14)} ${'PostgreSQL'.padStart(11)}`);
  for (const t of targets) {
    const cpu = tallyCpu(t.tally);
    if (cpu.serverUs === null && cpu.postgresUs === null) continue;
    const us = (v: number | null) => (v === null ? '-' : Math.round(v).toLocaleString('en-AU'));
    console.log(
      `  ${t.label.padEnd(42)} ${us(cpu.serverUs).padStart(14)} ${us(cpu.postgresUs).padStart(11)}`,
    );
  }
  const notes = measurements.flatMap((m) => (m.notes ?? []).map((n) => `  - ${m.label}: ${n}`));
  if (notes.length > 0) console.log(`\nNotes:\n${notes.join('\n')}`);
  printStatementCounts(counts);

  const failures = countFailures(rows);
  console.log(
    failures === 0
      ? '\nAll targets PASS.'
      : `\n** ${failures} target(s) did not pass (FAIL or n/a): see the table above. **`,
  );
  const revisionAtEnd = revision();
  if (revisionAtEnd !== revisionAtStart) {
    console.log(`** The code changed during the run (now ${revisionAtEnd}): rerun on a stable checkout. **`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`Total time ${seconds} s; load average ${loadAverage()} at the end.`);
}
