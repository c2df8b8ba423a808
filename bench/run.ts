import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCpuMeter, type CpuMeterTarget } from './cpu.ts';
import { findPgbench, initPgbench, runPgbenchSelectOnly } from './pgbench.ts';
import { printHeader, printResults, type TargetOutcome } from './print.ts';
import { installExitHandlers, runBenchmark } from './processes.ts';
import { databaseUrl, describeScale, seedPglite, seedPostgres, type BenchFixture } from './seed.ts';
import { loadSettings, type BenchSettings } from './settings.ts';
import { countStatements, type StatementCounts } from './statement-count.ts';
import { disable, runInterleavedRounds } from './rounds.ts';
import { emptyTally, type RoundResult } from './tally.ts';
import {
  batchGetJob,
  checkBatchGet,
  runLoad,
  startApp,
  startBareFastify,
  startBareHttp,
  startFloor,
  trivialRouteJob,
  type JobSpec,
  type Server,
} from './targets.ts';

/**
 * `npm run bench`: the Foundation benchmark. Seeds PostgreSQL at a large customer's scale, starts
 * each server as its own process and drives it from a separate load-driver process. Rounds are
 * interleaved (every target's first round, then every target's second, …) so a target and its
 * baseline, side by side in each round, are measured seconds apart, under the same conditions. Exits 0 when a target
 * fails (it is a measurement) and 1 only when the bench itself could not run.
 */
installExitHandlers();
const settings = loadSettings();
/**
 * `BENCH_ONLY=batch`: only the floor route and batch get on PostgreSQL; `BENCH_ONLY=trivial`: only
 * bare node:http, bare Fastify and the app's trivial route. For quick A/B runs.
 */
const ONLY_GROUPS: Record<string, string[]> = {
  batch: ['floor', 'batchPg'],
  trivial: ['bare', 'bareFastify', 'trivialPg'],
};
const only = process.env.BENCH_ONLY ? ONLY_GROUPS[process.env.BENCH_ONLY] : undefined;
if (process.env.BENCH_ONLY && !only) {
  console.error(`BENCH_ONLY must be one of: ${Object.keys(ONLY_GROUPS).join(', ')}`);
  process.exit(1);
}
const isSkipped = (t: { key: string }) => only !== undefined && !only.includes(t.key);
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

interface Target extends TargetOutcome {
  /** One measured round, or a warm-up, of `seconds`. Absent when the target cannot run. */
  round?: (seconds: number, isWarmUp: boolean) => Promise<RoundResult>;
}

function httpRound(job: JobSpec, meter: CpuMeterTarget) {
  return async (seconds: number, isWarmUp: boolean): Promise<RoundResult> => {
    const stopMeter = isWarmUp ? null : await startCpuMeter(meter);
    const result = await runLoad({
      ...job,
      connections: settings.connections,
      warmupSeconds: isWarmUp ? seconds : 0,
      roundSeconds: seconds,
      rounds: isWarmUp ? 0 : 1,
    });
    const requests = Object.values(result.statusCounts).reduce((sum, n) => sum + n, 0);
    const cpu = stopMeter ? await stopMeter(requests) : undefined;
    const figures = result.rounds[0] ?? { reqPerSec: 0, p50Ms: Number.NaN, p99Ms: Number.NaN };
    const { statusCounts, errors, timeouts } = result;
    return { figures, statusCounts, errors, timeouts, ...(cpu ? { cpu } : {}) };
  };
}

function target(
  key: string,
  label: string,
  expectStatus: number | null,
  baseline?: Target['baseline'],
): Target {
  return { key, label, expectStatus, tally: emptyTally(), ...(baseline ? { baseline } : {}) };
}

async function startInto(servers: Server[], start: () => Promise<Server>): Promise<Server> {
  const server = await start();
  servers.push(server);
  return server;
}

/** pgbench -S in its own database, as a target of its own. */
async function setUpPgbench(pgbench: Target, pgbenchPath: string, s: BenchSettings): Promise<void> {
  try {
    const url = await initPgbench(pgbenchPath, s.baseUrl, s.pgbenchDatabaseName);
    pgbench.round = async (seconds) => {
      const tps = await runPgbenchSelectOnly(pgbenchPath, url, { clients: s.connections, seconds });
      if (tps === null) throw new Error('could not read the TPS from the pgbench output');
      return {
        figures: { reqPerSec: tps, p50Ms: Number.NaN, p99Ms: Number.NaN },
        statusCounts: {},
        errors: 0,
        timeouts: 0,
      };
    };
  } catch (error) {
    disable(pgbench, `pgbench -i failed: ${(error as Error).message}`);
  }
}

async function setUpTargets(
  s: BenchSettings,
  servers: Server[],
  /** The PGlite fixture, or why there is none. */
  fixtures: { postgres: BenchFixture; pglite: BenchFixture | string },
  pgliteDataDir: string,
): Promise<Target[]> {
  const pgUrl = databaseUrl(s.baseUrl, s.databaseName);
  const benchDb = { baseUrl: s.baseUrl, database: s.databaseName };
  const meter = (server: Server, usesPostgres: boolean): CpuMeterTarget => ({
    pid: server.child.process.pid,
    postgres: usesPostgres ? benchDb : undefined,
  });
  const bare = target('bare', 'bare node:http (baseline)', 200);
  const bareFastify = target('bareFastify', 'bare Fastify, no hooks (reference)', 200, {
    key: 'bare',
    required: null,
  });
  const trivialPg = target('trivialPg', 'app trivial route (all global hooks)', 401, {
    key: 'bare',
    required: 0.8,
  });
  const trivialPglite = target('trivialPglite', 'PGlite: app trivial route', 401, {
    key: 'trivialPg',
    required: 0.2,
  });
  const pgbench = target('pgbench', 'pgbench -S TPS (baseline)', null);
  const floor = target('floor', 'floor route (bare Fastify + 1 PK select)', 200, {
    key: 'pgbench',
    required: 0.2,
  });
  const batchPg = target('batchPg', 'batch/get 20 ids + includeMyRole', 200, { key: 'floor', required: 0.5 });
  const batchPglite = target('batchPglite', 'PGlite: batch/get 20 ids', 200, {
    key: 'batchPg',
    required: 0.2,
  });
  // Every target sits right next to the baseline it is compared with, so the two are measured
  // seconds apart (rounds alternate direction: see roundOrder).
  const targets = [bareFastify, bare, trivialPg, trivialPglite, pgbench, floor, batchPg, batchPglite];

  const tryStart = async (dependents: Target[], start: () => Promise<Server>) => {
    try {
      return await startInto(servers, start);
    } catch (error) {
      for (const t of dependents) disable(t, (error as Error).message);
      return null;
    }
  };
  const batchOn = async (t: Target, server: Server, fixture: BenchFixture) => {
    const problem = await checkBatchGet(server.origin, fixture).catch((e: unknown) => (e as Error).message);
    if (problem) disable(t, problem);
    else t.round = httpRound(batchGetJob(server.origin, fixture), meter(server, t === batchPg));
  };

  for (const t of targets) if (isSkipped(t)) disable(t, 'skipped (BENCH_ONLY)');
  /** A server with no database that answers GET / with 200: the node:http baseline, bare Fastify. */
  const startPlain = async (t: Target, start: () => Promise<Server>) => {
    const server = isSkipped(t) ? null : await tryStart([t], start);
    if (!server) return;
    const job: JobSpec = { url: `${server.origin}/`, method: 'GET', expectStatus: 200 };
    t.round = httpRound(job, meter(server, false));
  };
  await startPlain(bare, startBareHttp);
  await startPlain(bareFastify, startBareFastify);

  const appPg =
    isSkipped(trivialPg) && isSkipped(batchPg)
      ? null
      : await tryStart([trivialPg, batchPg], () => startApp(s, { DATABASE_URL: pgUrl }));
  if (appPg) {
    if (!isSkipped(trivialPg)) trivialPg.round = httpRound(trivialRouteJob(appPg.origin), meter(appPg, true));
    if (!isSkipped(batchPg)) await batchOn(batchPg, appPg, fixtures.postgres);
  }

  const floorServer = isSkipped(floor) ? null : await tryStart([floor], () => startFloor(s, pgUrl));
  if (floorServer) {
    const url = `${floorServer.origin}/floor/{n}`;
    const rotate = { min: 1, max: s.postgresScale.institutions };
    floor.round = httpRound({ url, method: 'GET', expectStatus: 200, rotate }, meter(floorServer, true));
  }

  const pgbenchPath = findPgbench();
  if (!isSkipped(pgbench)) {
    if (!pgbenchPath) disable(pgbench, 'pgbench is not installed (set PGBENCH to its path)');
    else await setUpPgbench(pgbench, pgbenchPath, s);
  }

  if (isSkipped(trivialPglite) && isSkipped(batchPglite)) return targets;
  if (typeof fixtures.pglite === 'string') {
    for (const t of [trivialPglite, batchPglite]) disable(t, fixtures.pglite);
    return targets;
  }
  const appPglite = await tryStart([trivialPglite, batchPglite], () =>
    startApp(s, { DATA_DIR: pgliteDataDir }),
  );
  if (appPglite) {
    trivialPglite.round = httpRound(trivialRouteJob(appPglite.origin), meter(appPglite, false));
    await batchOn(batchPglite, appPglite, fixtures.pglite);
  }
  return targets;
}

async function main(): Promise<void> {
  await printHeader(settings);
  log(`seeding ${settings.databaseName}: ${describeScale(settings.postgresScale)}`);
  const postgres = await seedPostgres(settings.baseUrl, settings.databaseName, settings.postgresScale);

  let counts: StatementCounts | string;
  try {
    counts = await countStatements(databaseUrl(settings.baseUrl, settings.databaseName), postgres);
  } catch (error) {
    counts = (error as Error).message;
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
  const servers: Server[] = [];
  try {
    log(`seeding PGlite in ${dataDir}: ${describeScale(settings.pgliteScale)}`);
    const pglite = only
      ? 'skipped (BENCH_ONLY)'
      : await seedPglite(dataDir, settings.pgliteScale).catch(
          (error: unknown) => `PGlite seeding failed: ${(error as Error).message}`,
        );
    log('starting the servers');
    const targets = await setUpTargets(settings, servers, { postgres, pglite }, dataDir);
    await runInterleavedRounds(settings, targets, log);
    printResults(settings, targets, counts, started);
  } finally {
    for (const server of servers) await server.child.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
