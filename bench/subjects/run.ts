import type { CpuMeterTarget } from '../cpu.ts';
import type { LoadJob } from '../load.ts';
import { installExitHandlers, runBenchmark } from '../processes.ts';
import { formatReqPerSec } from '../report.ts';
import { databaseUrl, describeScale, seedPostgres } from '../seed.ts';
import { loadSettings } from '../settings.ts';
import { tallyCpu, tallyFigures, tallyNotes } from '../tally.ts';
import { startApp, startFloor, type Server } from '../targets.ts';
import type { MixedJob } from './mixed-load.ts';
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
import {
  SUBJECTS_AT_LARGE_SCHOOL,
  SUBJECT_TEACHERS,
  seedSubjectsPage,
  type SubjectsFixture,
} from './seed.ts';
import { subjectsPageCalls } from './calls.ts';
import { describePlans } from '../plans.ts';
import { countSubjectsStatements, type SubjectStatements } from './statements.ts';
import {
  buildVerdictRows,
  countNotPassing,
  formatVerdictTable,
  statementCountsEqual,
  type Figures,
} from './verdicts.ts';

/**
 * `npm run bench:subjects`: the subjects page's calls for a teacher with 12 subjects at a school
 * with 3,000, at the Foundation data scale, each measured against the floor route in the same run
 * with interleaved rounds. Exits 0 when a target fails (a measurement), 1 when it cannot run.
 */
installExitHandlers();
const settings = { ...loadSettings(), databaseName: 'bench_subjects' };
const started = Date.now();
const log = logger(started);
const THROUGHPUT_MIN = 0.4;
const P99_MAX_RATIO = 3;

async function precheck(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<string | null> {
  const response = await fetch(origin + path, { headers });
  const text = await response.text();
  return response.status === 200 ? null : `GET ${path} answered ${response.status}: ${text.slice(0, 200)}`;
}

async function setUpTargets(servers: Server[], fixture: SubjectsFixture): Promise<RoundTarget[]> {
  const pgUrl = databaseUrl(settings.baseUrl, settings.databaseName);
  const postgres = { baseUrl: settings.baseUrl, database: settings.databaseName };
  const meter = (server: Server): CpuMeterTarget => ({ pid: server.child.process.pid, postgres });
  const calls = subjectsPageCalls(fixture.institutionId);
  const floor = roundTarget('floor', 'floor route (bare Fastify + 1 PK select)', 200);
  const perCall = calls.map((c) => roundTarget(c.key, c.label, 200));
  const mixed = roundTarget('mixed', 'all three calls, mixed', 200);
  const targets = [floor, ...perCall, mixed];
  const headers = fixture.teachers.twelve.headers;
  const loadJob =
    (job: Omit<LoadJob, 'connections' | 'warmupSeconds' | 'roundSeconds' | 'rounds'>) =>
    (seconds: number, isWarmUp: boolean): LoadJob => ({
      ...job,
      connections: settings.connections,
      warmupSeconds: isWarmUp ? seconds : 0,
      roundSeconds: seconds,
      rounds: isWarmUp ? 0 : 1,
    });

  try {
    const server = await startFloor(settings, pgUrl);
    servers.push(server);
    const job = loadJob({
      url: `${server.origin}/floor/{n}`,
      method: 'GET',
      expectStatus: 200,
      rotate: { min: 1, max: settings.postgresScale.institutions },
    });
    floor.round = driverRound('bench/load.ts', job, meter(server));
  } catch (error) {
    disable(floor, (error as Error).message);
  }

  let app: Server;
  try {
    app = await startApp(settings, { DATABASE_URL: pgUrl });
    servers.push(app);
  } catch (error) {
    for (const t of [...perCall, mixed]) disable(t, (error as Error).message);
    return targets;
  }
  calls.forEach((call, i) => {
    const job = loadJob({ url: app.origin + call.path, method: 'GET', headers, expectStatus: 200 });
    perCall[i]!.round = driverRound('bench/load.ts', job, meter(app));
  });
  const mixedJob = (seconds: number, isWarmUp: boolean): MixedJob => ({
    origin: app.origin,
    paths: calls.map((c) => c.path),
    headers,
    connections: settings.connections,
    warmupSeconds: isWarmUp ? seconds : 0,
    roundSeconds: seconds,
    rounds: isWarmUp ? 0 : 1,
  });
  mixed.round = driverRound('bench/subjects/mixed-load.ts', mixedJob, meter(app));
  for (const [i, call] of calls.entries()) {
    const problem = await precheck(app.origin, call.path, headers).catch(
      (e: unknown) => (e as Error).message,
    );
    if (problem) for (const t of [perCall[i]!, mixed]) disable(t, problem);
  }
  return targets;
}

function printStatementCounts(counted: SubjectStatements | string, fixture: SubjectsFixture): boolean {
  console.log('\nSQL statements per call (in-process app.inject; the session lookup counts):');
  if (typeof counted === 'string') {
    console.log(`  could not count: ${counted}`);
    return false;
  }
  const { counts } = counted;
  const teachers = SUBJECT_TEACHERS.map((t) => t.key);
  console.log(`  ${'call'.padEnd(32)} ${teachers.map((k) => `${k} subj.`.padStart(18)).join('')}  result`);
  let allEqual = true;
  for (const call of subjectsPageCalls(fixture.institutionId)) {
    const byTeacher = counts[call.key]!;
    const cells = teachers.map((k) => {
      const c = byTeacher[k];
      const extra = c.status !== 200 ? ` (${c.status})` : c.items !== null ? ` (${c.items} back)` : '';
      return `${c.count}${extra}`.padStart(18);
    });
    const statusOk = teachers.every((k) => byTeacher[k].status === 200);
    const equal =
      statusOk && statementCountsEqual(Object.fromEntries(teachers.map((k) => [k, byTeacher[k].count])));
    allEqual &&= equal;
    console.log(`  ${call.label.padEnd(32)} ${cells.join('')}  ${equal ? 'PASS (equal)' : '** FAIL **'}`);
  }
  console.log(describePlans(counted.plans));
  return allEqual;
}

function printResults(targets: RoundTarget[], counts: SubjectStatements | string, fixture: SubjectsFixture) {
  const figures: Figures[] = targets.map((t) => {
    const f = tallyFigures(t.tally, t.expectStatus);
    const finite = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? null : v);
    const checked = t.key !== 'floor';
    return {
      key: t.key,
      label: t.label,
      perSec: finite(f?.reqPerSec),
      p50Ms: finite(f?.p50Ms),
      p99Ms: finite(f?.p99Ms),
      ...(checked
        ? {
            throughput: { baselineKey: 'floor', min: THROUGHPUT_MIN },
            latency: { baselineKey: 'floor', maxRatio: P99_MAX_RATIO },
          }
        : {}),
    };
  });
  const rows = buildVerdictRows(figures);
  console.log(
    `\nResults (teacher with 12 subjects at a school with ${SUBJECTS_AT_LARGE_SCHOOL.toLocaleString('en-AU')}; ` +
      `${describeScale(settings.postgresScale)})\n`,
  );
  console.log(formatVerdictTable(rows));
  console.log('\nreq/s per round:');
  for (const t of targets) {
    const perRound = t.tally.rounds.map((r) => formatReqPerSec(r.reqPerSec)).join(' / ');
    console.log(`  ${t.label.padEnd(44)} ${perRound || '-'}`);
  }
  console.log('\nCPU per request (µs; Linux /proc):');
  console.log(`  ${'target'.padEnd(44)} ${'server process'.padStart(14)} ${'PostgreSQL'.padStart(11)}`);
  for (const t of targets) {
    const cpu = tallyCpu(t.tally);
    const us = (v: number | null) => (v === null ? '-' : Math.round(v).toLocaleString('en-AU'));
    console.log(
      `  ${t.label.padEnd(44)} ${us(cpu.serverUs).padStart(14)} ${us(cpu.postgresUs).padStart(11)}`,
    );
  }
  const notes = targets.flatMap((t) =>
    tallyNotes(t.tally, t.expectStatus).map((n) => `  - ${t.label}: ${n}`),
  );
  if (notes.length > 0) console.log(`\nNotes:\n${notes.join('\n')}`);
  const countsPass = printStatementCounts(counts, fixture);
  const failures = countNotPassing(rows) + (countsPass ? 0 : 1);
  printRunFooter(failures, started);
}

async function main(): Promise<void> {
  await printRunHeader('Subjects page benchmark', settings, [
    `targets   each call >= ${THROUGHPUT_MIN}x the floor route's req/s, p99 <= ${P99_MAX_RATIO}x the floor's p99; ` +
      'statements per call equal for 1, 12 and 200 subjects',
  ]);
  log(`seeding ${settings.databaseName}: ${describeScale(settings.postgresScale)}`);
  await seedPostgres(settings.baseUrl, settings.databaseName, settings.postgresScale);
  const url = databaseUrl(settings.baseUrl, settings.databaseName);
  log(`adding a school with ${SUBJECTS_AT_LARGE_SCHOOL} subjects and teachers with 1, 12 and 200 of them`);
  const fixture = await seedSubjectsPage(url, settings.postgresScale);
  log('counting statements per call');
  const counts = await countSubjectsStatements(url, fixture).catch((e: unknown) => (e as Error).message);
  const servers: Server[] = [];
  try {
    log('starting the servers');
    const targets = await setUpTargets(servers, fixture);
    await runInterleavedRounds(settings, targets, log);
    printResults(targets, counts, fixture);
  } finally {
    for (const server of servers) await server.child.stop();
  }
}

runBenchmark(main);
