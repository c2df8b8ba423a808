import type { CpuMeterTarget } from '../cpu.ts';
import { findPgbench, initPgbench } from '../pgbench.ts';
import { describePlans, type StatementPlans } from '../plans.ts';
import { freePort, installExitHandlers, runBenchmark, spawnTs, waitForHttp } from '../processes.ts';
import { formatReqPerSec, mean } from '../report.ts';
import { databaseUrl, describeScale, seedPostgres } from '../seed.ts';
import { loadSettings } from '../settings.ts';
import { tallyCpu, tallyFigures, tallyNotes } from '../tally.ts';
import type { Server } from '../targets.ts';
import {
  disable,
  driverRound,
  logger,
  printRunFooter,
  printRunHeader,
  roundTarget,
  runInterleavedRounds,
  type RoundTarget,
} from '../rounds.ts';
import { buildVerdictRows, countNotPassing, formatVerdictTable, type Figures } from '../subjects/verdicts.ts';
import {
  analyseWhileGrowing,
  checkMemberships,
  runPgbenchTpcb,
  seedJoins,
  type JoinsFixture,
} from './database.ts';
import type { JoinDriverResult, JoinJob } from './driver.ts';
import { membershipVerdict } from './join-stats.ts';
import { COUNTED_JOINS, countJoinStatements, type JoinStatementCount } from './statements.ts';
import { studentHeaders } from './students.ts';

/**
 * `npm run bench:joins`: joins per second (fetch the invitation, accept it, load the subject) by
 * distinct students on one multi-use code, at the Foundation data scale, measured in the same run
 * as pgbench's default TPC-B-like mode, with interleaved rounds. Exits 0 when a target fails (a
 * measurement), 1 when the bench cannot run.
 */
installExitHandlers();
const base = loadSettings();
const settings = { ...base, databaseName: 'bench_joins', pgbenchDatabaseName: 'bench_joins_pgbench' };
const STUDENTS = Math.max(2_000, Math.round(Number(process.env.BENCH_JOIN_STUDENTS || 100_000)));
/** All load comes from 127.0.0.1, so the per-IP guessing limit would stop a school after 600 tries. */
const IP_LIMIT = '100000000';
const THROUGHPUT_MIN = 0.25;
const P99_MAX_MS = 50;
const started = Date.now();
const log = logger(started);

/** The app as production starts it, with the per-IP invitation limit raised (see IP_LIMIT). */
async function startJoinsApp(pgUrl: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnTs('app (server/main.ts)', 'server/main.ts', {
    env: {
      DATA_DIR: undefined,
      DATABASE_URL: pgUrl,
      LOG_LEVEL: settings.appLogLevel,
      SEED_DEMO: 'false',
      DATABASE_POOL_SIZE: settings.poolSize,
      INVITATION_LIMIT_PER_IP: IP_LIMIT,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  try {
    await waitForHttp(child, `${origin}/healthz`);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, origin };
}

/** One whole join by student 1 before the load: a broken endpoint is reported as such. */
async function precheck(origin: string, fixture: JoinsFixture): Promise<string | null> {
  const { cookie, 'x-csrf-token': csrf } = studentHeaders(fixture.salt, 1);
  const steps: [string, string, RequestInit][] = [
    ['fetch', `/v3/roleInvitations/${fixture.code}?includeRelatedIfValid=true`, { headers: { cookie } }],
    [
      'accept',
      `/v3/roleInvitations/${fixture.code}/actions/accept`,
      {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ code: fixture.code }),
      },
    ],
    ['subject', `/v3/subjects/${fixture.subjectId}?permissions=true`, { headers: { cookie } }],
  ];
  for (const [step, path, init] of steps) {
    const response = await fetch(origin + path, init);
    const text = await response.text();
    if (response.status !== 200) return `${step} answered ${response.status}: ${text.slice(0, 200)}`;
  }
  return null;
}

const totals = { accepted: 0, completed: 0, nextStudent: 1, exhausted: false };
/** The load driver's CPU per join in each measured round. */
const driverCpuUs: number[] = [];
let statementCounts: JoinStatementCount[] | null = null;
let statementPlans: StatementPlans[] | null = null;

async function setUpTargets(servers: Server[], fixture: JoinsFixture): Promise<RoundTarget[]> {
  const pgbench = roundTarget('pgbench', 'pgbench TPC-B TPS (baseline)', null);
  const joins = roundTarget('joins', 'joins (fetch, accept, load subject)', 200);
  const targets = [pgbench, joins];
  const pgbenchPath = findPgbench();
  if (!pgbenchPath) disable(pgbench, 'pgbench is not installed (set PGBENCH to its path)');
  else {
    try {
      const url = await initPgbench(pgbenchPath, settings.baseUrl, settings.pgbenchDatabaseName);
      pgbench.round = async (seconds) => {
        const tps = await runPgbenchTpcb(pgbenchPath, url, { clients: settings.connections, seconds });
        if (tps === null) throw new Error('could not read the TPS from the pgbench output');
        const figures = { reqPerSec: tps, p50Ms: Number.NaN, p99Ms: Number.NaN };
        return { figures, statusCounts: {}, errors: 0, timeouts: 0 };
      };
    } catch (error) {
      disable(pgbench, `pgbench -i failed: ${(error as Error).message}`);
    }
  }

  const pgUrl = databaseUrl(settings.baseUrl, settings.databaseName);
  let app: Server;
  try {
    app = await startJoinsApp(pgUrl);
    servers.push(app);
  } catch (error) {
    disable(joins, (error as Error).message);
    return targets;
  }
  const problem = await precheck(app.origin, fixture).catch((e: unknown) => (e as Error).message);
  if (problem) {
    disable(joins, `a first join failed: ${problem}`);
    return targets;
  }
  totals.accepted = 1;
  totals.completed = 1;
  totals.nextStudent = 2;
  try {
    // COUNTED_JOINS students join in-process, counted; the load starts after them.
    const counted = await countJoinStatements(pgUrl, fixture, totals.nextStudent);
    statementCounts = counted.calls;
    statementPlans = counted.plans;
    totals.accepted += counted.accepted;
    totals.completed += counted.completed;
  } catch (error) {
    joins.tally.notes.push(`statements per join not counted: ${(error as Error).message}`);
  }
  totals.nextStudent += COUNTED_JOINS;
  const meter: CpuMeterTarget = {
    pid: app.child.process.pid,
    postgres: { baseUrl: settings.baseUrl, database: settings.databaseName },
  };
  const job = (seconds: number): JoinJob => ({
    origin: app.origin,
    code: fixture.code,
    subjectId: fixture.subjectId,
    salt: fixture.salt,
    firstStudent: totals.nextStudent,
    lastStudent: fixture.students,
    connections: settings.connections,
    seconds,
  });
  joins.round = driverRound('bench/joins/driver.ts', job, meter, (result, isWarmUp) => {
    const r = result as JoinDriverResult;
    if (!isWarmUp && r.driverCpuUs !== null) driverCpuUs.push(r.driverCpuUs);
    totals.accepted += r.accepted;
    totals.completed += r.completed;
    totals.nextStudent = r.nextStudent;
    if (r.exhausted && !totals.exhausted) {
      totals.exhausted = true;
      joins.tally.notes.push(
        `ran out of unused students (${fixture.students}); set BENCH_JOIN_STUDENTS higher`,
      );
    }
  });
  return targets;
}

async function printResults(targets: RoundTarget[], fixture: JoinsFixture): Promise<void> {
  const figures: Figures[] = targets.map((t) => {
    const f = tallyFigures(t.tally, t.expectStatus);
    const finite = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? null : v);
    const checked = t.key === 'joins';
    return {
      key: t.key,
      label: t.label,
      perSec: finite(f?.reqPerSec),
      p50Ms: finite(f?.p50Ms),
      p99Ms: finite(f?.p99Ms),
      ...(checked
        ? { throughput: { baselineKey: 'pgbench', min: THROUGHPUT_MIN }, latency: { maxMs: P99_MAX_MS } }
        : {}),
    };
  });
  const rows = buildVerdictRows(figures);
  console.log(`\nResults (one multi-use code; ${describeScale(settings.postgresScale)})\n`);
  console.log(formatVerdictTable(rows, 'per s'));
  console.log('\nper second, per round (joins; pgbench transactions):');
  for (const t of targets) {
    const perRound = t.tally.rounds.map((r) => formatReqPerSec(r.reqPerSec)).join(' / ');
    console.log(`  ${t.label.padEnd(44)} ${perRound || '-'}`);
  }
  const cpu = tallyCpu(targets[1]!.tally);
  const us = (v: number | null) => (v === null ? '-' : Math.round(v).toLocaleString('en-AU'));
  const driverUs = driverCpuUs.length > 0 ? mean(driverCpuUs) : null;
  console.log(
    `\nCPU per join (3 requests; µs): server ${us(cpu.serverUs)}, PostgreSQL ${us(cpu.postgresUs)}, ` +
      `load driver ${us(driverUs)}`,
  );
  if (statementCounts) {
    const total = statementCounts.reduce((sum, c) => sum + c.statements, 0);
    const parts = statementCounts.map(
      (c) => `${c.step} ${c.statements}${c.status === 200 ? '' : ` (${c.status})`}`,
    );
    console.log(
      `SQL statements per join (in-process, the third of ${COUNTED_JOINS} joins on one connection): ${parts.join(', ')}; ${total} in all`,
    );
  }
  if (statementPlans) console.log(describePlans(statementPlans));
  const notes = targets.flatMap((t) =>
    tallyNotes(t.tally, t.expectStatus).map((n) => `  - ${t.label}: ${n}`),
  );
  if (notes.length > 0) console.log(`\nNotes:\n${notes.join('\n')}`);

  const check = await checkMemberships(databaseUrl(settings.baseUrl, settings.databaseName), fixture);
  const verdict = membershipVerdict({ ...check, acceptedJoins: totals.accepted });
  console.log('\nMemberships after the run (warm-up and the first check join included):');
  console.log(
    `  joins completed (all three 200): ${totals.completed}; accepts answered 200: ${totals.accepted}`,
  );
  console.log(`  students used: ${totals.nextStudent - 1} of ${fixture.students}, each at most once`);
  console.log(
    `  new STUDENT rows at the subject: ${check.newStudentRows}; acceptances recorded: ${check.acceptances}`,
  );
  console.log(`  duplicate (subject, person) pairs in subject_roles: ${check.duplicates}`);
  console.log(
    `  no duplicate membership: ${verdict.pass ? 'PASS' : `** FAIL **: ${verdict.reasons.join('; ')}`}`,
  );
  const failures = countNotPassing(rows) + (verdict.pass ? 0 : 1);
  printRunFooter(failures, started);
}

async function main(): Promise<void> {
  await printRunHeader('Joins benchmark', settings, [
    `app       INVITATION_LIMIT_PER_IP=${IP_LIMIT} (all load comes from 127.0.0.1); the per-person limit ` +
      'applies as usual and is not reached by distinct students',
    `targets   joins/s >= ${THROUGHPUT_MIN}x pgbench TPC-B TPS; p99 of a whole join < ${P99_MAX_MS} ms; ` +
      'no duplicate membership',
  ]);
  log(`seeding ${settings.databaseName}: ${describeScale(settings.postgresScale)}`);
  const foundation = await seedPostgres(settings.baseUrl, settings.databaseName, settings.postgresScale);
  log(
    `adding a subject with a multi-use code and ${STUDENTS.toLocaleString('en-AU')} students with sessions`,
  );
  const fixture = await seedJoins(databaseUrl(settings.baseUrl, settings.databaseName), foundation, STUDENTS);
  const servers: Server[] = [];
  try {
    log('starting the app and initialising pgbench (scale 10)');
    const targets = await setUpTargets(servers, fixture);
    const stopAnalysing = analyseWhileGrowing(databaseUrl(settings.baseUrl, settings.databaseName), 10_000);
    try {
      await runInterleavedRounds(settings, targets, log);
    } finally {
      const analyses = await stopAnalysing();
      log(`autovacuum stand-in: ${analyses} table analyses (50 + 10% changed rows, checked every 10 s)`);
    }
    await printResults(targets, fixture);
  } finally {
    for (const server of servers) await server.child.stop();
  }
}

runBenchmark(main);
