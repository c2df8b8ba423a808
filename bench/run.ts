import { execFileSync } from 'node:child_process';
import os from 'node:os';
import {
  httpLoad,
  recreateDatabase,
  startServer,
  startStatementCounter,
  withClient,
  type Check,
  type Load,
  type Round,
  type Scenario,
  type Server,
  type Settings,
} from './harness.ts';
import { answerSaves } from './scenarios/answer-saves.ts';
import { batchGet } from './scenarios/batch-get.ts';
import { classJoins } from './scenarios/class-joins.ts';
import { outcomeSearch } from './scenarios/outcome-search.ts';
import { outcomesBatchGet } from './scenarios/outcomes-batch-get.ts';
import { subjectsPage } from './scenarios/subjects-page.ts';
import { usagePage } from './scenarios/usage-page.ts';
import { outcomeGrid } from './scenarios/outcome-grid.ts';
import { pageLoad } from './scenarios/page-load.ts';
import { seedBase } from './seed.ts';
import {
  formatPercent,
  formatRate,
  formatTable,
  isMet,
  mean,
  median,
  noise,
  ratio,
  verdict,
  type Result,
} from './verdict.ts';

/**
 * `npm run bench`: seeds one database at a large customer's scale, starts the app as production
 * does and the floor server, each in its own process, and measures every journey's targets against
 * a baseline in the same run, in interleaved rounds. Exits 0 when it ran (a FAIL is a measurement)
 * and 1 when it could not run.
 */
const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const settings: Settings = {
  baseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  connections: number('BENCH_CONNECTIONS', 32),
  rounds: number('BENCH_ROUNDS', 3),
  roundSeconds: number('BENCH_ROUND_SECONDS', 5),
  warmupSeconds: number('BENCH_WARMUP_SECONDS', 3),
  scale: number('BENCH_SCALE', 1),
};
/** BENCH_ONLY=outcomes-batch-get,batch-get runs just those journeys (by their file names); unset, every one. */
const chosen = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const isChosen = (name: string) => !chosen || chosen.includes(name);
const started = Date.now();
const log = (message: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${message}`);

async function setUp(url: string): Promise<{ scenarios: Scenario[]; institutions: number }> {
  return withClient(url, async (client) => {
    log('seeding bench_app: 1,000 schools, 200,000 people, 400,000 school roles (x BENCH_SCALE)');
    const base = await seedBase(client, settings.scale);
    log('seeding the chosen journeys (a school with 3,000 subjects, 12 classes a school, students to join)');
    const journeys: [string, () => Scenario | Promise<Scenario>][] = [
      ['batch-get', () => batchGet(base, settings)],
      ['subjects-page', () => subjectsPage(client, base, settings)],
      ['class-joins', () => classJoins(client, url, base, settings)],
      ['outcomes-batch-get', () => outcomesBatchGet(base, settings)],
      ['outcome-search', () => outcomeSearch()],
      ['usage-page', () => usagePage(client, settings)],
      ['outcome-grid', () => outcomeGrid(client, settings)],
      ['answer-saves', () => answerSaves(client, url, base, settings)],
      ['page-load', () => pageLoad(settings)],
    ];
    const scenarios: Scenario[] = [];
    for (const [name, build] of journeys) if (isChosen(name)) scenarios.push(await build());
    await client.query('vacuum analyze');
    // Seeding writes far more WAL than the rounds: checkpoint now rather than mid-run.
    await client.query('checkpoint');
    return { scenarios, institutions: base.institutions };
  });
}

async function countStatements(
  url: string,
  scenarios: Scenario[],
  appEnv: Record<string, string | undefined>,
) {
  const counter = await startStatementCounter(url);
  const app = await startServer('server/main.ts', { ...appEnv, DATABASE_URL: counter.url }, '/healthz');
  const checks: Check[] = [];
  try {
    for (const scenario of scenarios) {
      const counted = await scenario.statements?.(app.origin, counter.statements).catch((error: unknown) => [
        {
          label: 'SQL statements per call',
          figure: (error as Error).message,
          required: 'equal',
          pass: false,
        },
      ]);
      checks.push(...(counted ?? []));
    }
  } finally {
    await app.stop();
    counter.close();
  }
  return checks;
}

interface Measured {
  load: Load;
  origin: string;
  rounds: Round[];
  problem?: string;
}

async function measure(measured: Measured[]): Promise<void> {
  for (const m of measured) {
    await m.load.precheck?.(m.origin).catch((error: unknown) => (m.problem = (error as Error).message));
    if (!m.problem) await m.load.run(m.origin, settings.warmupSeconds).catch(() => undefined);
  }
  for (let round = 0; round < settings.rounds; round += 1) {
    log(`round ${round + 1} of ${settings.rounds}`);
    // Every other round runs backwards, so no target always follows the same neighbour.
    for (const m of round % 2 ? [...measured].reverse() : measured) {
      if (m.problem) continue;
      await m.load
        .run(m.origin, settings.roundSeconds)
        .then((r) => m.rounds.push(r))
        .catch((error: unknown) => (m.problem = (error as Error).message));
    }
  }
}

function report(measured: Measured[], checks: Check[]): void {
  const byKey = new Map(measured.map((m) => [m.load.key, m]));
  const perSec = (m: Measured | undefined) => (m?.rounds.length ? mean(m.rounds.map((r) => r.perSec)) : null);
  const p99 = (m: Measured) => median(m.rounds.flatMap((r) => (r.p99Ms === null ? [] : [r.p99Ms])));
  const bad = (m: Measured) => m.rounds.reduce((sum, r) => sum + r.bad, 0);
  console.log('\nMeasured (req/s; joins/s for joins; transactions/s for pgbench)\n');
  console.log(
    formatTable(
      ['target', 'per round', 'mean', 'p99 (median)', 'bad answers'],
      measured.map((m) => [
        m.load.label,
        m.problem
          ? `not measured: ${m.problem.slice(0, 160)}`
          : m.rounds.map((r) => formatRate(r.perSec)).join(' / '),
        formatRate(perSec(m)),
        Number.isFinite(p99(m)) ? `${p99(m).toFixed(1)} ms` : '-',
        String(bad(m)),
      ]),
    ),
  );

  const rows: { result: Result; cells: string[] }[] = [];
  const noises: string[] = [];
  for (const m of measured) {
    const spec = m.load.baseline;
    const base = spec && byKey.get(spec.key);
    if (!spec || !base) {
      if (m.rounds.length > 1) {
        noises.push(`${m.load.key} ${formatPercent(noise(m.rounds.map((r) => r.perSec)))}`);
        if (m.rounds.some((r) => r.p99Ms !== null))
          noises.push(`${m.load.key} p99 ${formatPercent(noise(m.rounds.map((r) => r.p99Ms ?? 0)))}`);
      }
      continue;
    }
    const failed = bad(m) > 0 ? ` (${bad(m)} bad answers)` : '';
    const throughput = ratio(perSec(m), perSec(base));
    const rateNoise = noise(base.rounds.map((r) => r.perSec));
    const rateResult = failed ? 'FAIL' : verdict(throughput, { min: spec.min }, rateNoise);
    rows.push({
      result: rateResult,
      cells: [
        m.load.label,
        `${throughput?.toFixed(2) ?? '-'}x ${spec.key} (${formatRate(perSec(m))} / ${formatRate(perSec(base))})${failed}`,
        `>= ${spec.min}x`,
        formatPercent(rateNoise),
      ],
    });
    if (spec.p99Max !== undefined) {
      const latency = ratio(p99(m), p99(base));
      const p99Noise = noise(base.rounds.map((r) => r.p99Ms ?? 0));
      rows.push({
        result: verdict(latency, { max: spec.p99Max }, p99Noise),
        cells: [
          `${m.load.label}, p99`,
          `${latency?.toFixed(2) ?? '-'}x ${spec.key} p99 (${p99(m).toFixed(1)} / ${p99(base).toFixed(1)} ms)`,
          `<= ${spec.p99Max}x`,
          formatPercent(p99Noise),
        ],
      });
    }
  }
  for (const c of checks)
    rows.push({ result: c.pass ? 'PASS' : 'FAIL', cells: [c.label, c.figure, c.required, '-'] });

  console.log(`\nNoise (spread of each baseline's rounds, (highest - lowest) / mean): ${noises.join(', ')}`);
  console.log(
    'A figure that misses its target by less than its baseline\'s noise is "met (within noise)".\n',
  );
  const header = ['target', 'figure', 'required', 'noise', 'result'];
  console.log(
    formatTable(
      header,
      rows.map((r) => [...r.cells, r.result === 'FAIL' ? '** FAIL **' : r.result]),
    ),
  );
  const met = rows.filter((r) => isMet(r.result)).length;
  console.log(`\n${met} of ${rows.length} targets met; ${Math.round((Date.now() - started) / 1000)} s`);
}

function header(): void {
  const revision = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return 'unknown';
    }
  })();
  console.log(
    `npm run bench at ${revision}, ${new Date().toISOString()}; Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}\n` +
      `${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ` +
      `${settings.rounds} interleaved rounds of ${settings.roundSeconds} s\n`,
  );
}

async function main(): Promise<void> {
  header();
  const url = await recreateDatabase(settings.baseUrl, 'bench_app');
  const { scenarios, institutions } = await setUp(url);
  const appEnv = Object.assign(
    { DATABASE_URL: url, DATA_DIR: undefined, LOG_LEVEL: 'info', SEED_DEMO: 'false' },
    ...scenarios.map((s) => s.appEnv ?? {}),
  ) as Record<string, string | undefined>;
  log('counting SQL statements per call (the app connected through a counting proxy)');
  const checks = await countStatements(url, scenarios, appEnv);
  log('starting the app (server/main.ts) and the floor server');
  const servers: Server[] = [];
  try {
    servers.push(await startServer('server/main.ts', appEnv, '/healthz'));
    servers.push(await startServer('bench/floor-server.ts', { DATABASE_URL: url }, '/floor/1'));
    const [app, floorServer] = servers as [Server, Server];
    const floor = httpLoad({
      key: 'floor',
      label: 'floor route (baseline)',
      method: 'GET',
      paths: Array.from({ length: institutions }, (_, i) => `/floor/${i + 1}`),
      connections: settings.connections,
    });
    const measured: Measured[] = [floor, ...scenarios.flatMap((s) => s.loads)].map((load) => ({
      load,
      origin: load === floor ? floorServer.origin : app.origin,
      rounds: [],
    }));
    await measure(measured);
    for (const scenario of scenarios) checks.push(...((await scenario.after?.()) ?? []));
    report(measured, checks);
  } finally {
    for (const server of servers) await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nbench could not run: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
