import { databaseUrl, seedPostgres } from './seed.ts';
import { installExitHandlers, runBenchmark } from './processes.ts';
import {
  driverRound,
  loadAverage,
  logger,
  printRunHeader,
  roundTarget,
  runInterleavedRounds,
  type RoundTarget,
} from './rounds.ts';
import { loadSettings } from './settings.ts';
import { ratioRange, spreadByKind, type KindSpread, type ProcessFigures } from './spread-summary.ts';
import { mean } from './report.ts';
import { tallyCpu } from './tally.ts';
import {
  startApp,
  startBareFastify,
  startBareHttp,
  trivialRouteJob,
  type JobSpec,
  type Server,
} from './targets.ts';

/**
 * `npm run bench:spread`: how much the trivial route's figures depend on the process that serves
 * them. The Foundation bench starts each server once, and on this machine two starts of the same
 * code can differ by a fifth in CPU a request for as long as they run (see docs/performance.md,
 * "What limits the targets"). This starts bare node:http, bare Fastify and the app on PostgreSQL
 * several times each, all at once, and measures every process side by side, in interleaved rounds
 * that alternate direction as the Foundation bench's do. It prints each process's figures, the
 * spread of each kind, and the range of trivial-route ratios those starts could give a run.
 */
installExitHandlers();
const base = loadSettings();
const starts = Number(process.env.BENCH_SPREAD_STARTS ?? 3);
if (!Number.isInteger(starts) || starts < 1) {
  console.error('BENCH_SPREAD_STARTS must be a whole number of 1 or more');
  process.exit(1);
}
// Shorter rounds than the Foundation bench's, unless asked: there are many processes to measure.
const settings = {
  ...base,
  databaseName: 'bench_spread',
  rounds: process.env.BENCH_ROUNDS ? base.rounds : 2,
  roundSeconds: process.env.BENCH_ROUND_SECONDS ? base.roundSeconds : 5,
};
const started = Date.now();
const log = logger(started);

interface Kind {
  label: string;
  start: () => Promise<Server>;
  job: (origin: string) => JobSpec;
}

const plainJob = (origin: string): JobSpec => ({ url: `${origin}/`, method: 'GET', expectStatus: 200 });
const HTTP = 'bare node:http';
const APP = 'app trivial route';

interface MeasuredProcess extends RoundTarget {
  kind: string;
}

function measuredProcess(kind: Kind, index: number, server: Server): MeasuredProcess {
  const job = kind.job(server.origin);
  const target = roundTarget(`${kind.label} ${index}`, `${kind.label} #${index}`, job.expectStatus);
  const round = driverRound(
    'bench/load.ts',
    (seconds, isWarmUp) => ({
      ...job,
      connections: settings.connections,
      warmupSeconds: isWarmUp ? seconds : 0,
      roundSeconds: seconds,
      rounds: isWarmUp ? 0 : 1,
    }),
    { pid: server.child.process.pid },
  );
  return { ...target, round, kind: kind.label };
}

function printSpread(processes: MeasuredProcess[]): void {
  const figures: ProcessFigures[] = processes.map((p) => ({
    kind: p.kind,
    reqPerSec: mean(p.tally.rounds.map((r) => r.reqPerSec)),
    cpuUs: tallyCpu(p.tally).serverUs,
  }));
  const us = (value: number | null) => (value === null ? '-' : value.toFixed(1));
  const perSecond = (value: number) => Math.round(value).toLocaleString('en-AU');
  console.log('\nEach process (the mean of its rounds):\n');
  console.log('| process | req/s | CPU a request (µs) | req/s per round |');
  console.log('|---|---:|---:|---|');
  processes.forEach((p, i) => {
    const rounds = p.tally.rounds.map((r) => perSecond(r.reqPerSec)).join(' / ');
    const f = figures[i]!;
    console.log(`| ${p.label} | ${perSecond(f.reqPerSec)} | ${us(f.cpuUs)} | ${rounds} |`);
  });
  const cpuText = (s: KindSpread) =>
    s.cpuUs ? `${us(s.cpuUs.min)} / ${us(s.cpuUs.median)} / ${us(s.cpuUs.max)} µs` : '-';
  const reqText = ({ reqPerSec: r }: KindSpread) =>
    `${perSecond(r.min)} / ${perSecond(r.median)} / ${perSecond(r.max)} req/s`;
  console.log('\nEach kind over its processes (lowest / median / highest):\n');
  for (const s of spreadByKind(figures)) {
    console.log(`  ${s.kind.padEnd(20)} CPU a request ${cpuText(s)}; ${reqText(s)}`);
  }
  const ratios = ratioRange(figures, APP, HTTP);
  if (ratios) {
    console.log(
      `\nThe app's processes against the median ${HTTP} process, by req/s: ` +
        `${ratios.min.toFixed(2)}x to ${ratios.max.toFixed(2)}x (the Foundation target is 0.8x).`,
    );
  }
  for (const p of processes) for (const note of p.tally.notes) console.log(`  note: ${p.label}: ${note}`);
}

async function main(): Promise<void> {
  await printRunHeader('Trivial route: the spread over server processes', settings, [
    `processes ${starts} of each kind, started together`,
  ]);
  log(`creating ${settings.databaseName} (the route reads nothing: a small seed)`);
  await seedPostgres(settings.baseUrl, settings.databaseName, {
    institutions: 20,
    people: 20,
    rolesPerPerson: 1,
    sessions: 1,
  });
  const pgUrl = databaseUrl(settings.baseUrl, settings.databaseName);
  const kinds: Kind[] = [
    { label: HTTP, start: startBareHttp, job: plainJob },
    { label: 'bare Fastify', start: startBareFastify, job: plainJob },
    { label: APP, start: () => startApp(settings, { DATABASE_URL: pgUrl }), job: trivialRouteJob },
  ];
  const servers: Server[] = [];
  try {
    log(`starting ${starts * kinds.length} servers`);
    const processes: MeasuredProcess[] = [];
    for (let index = 1; index <= starts; index += 1) {
      for (const kind of kinds) {
        const server = await kind.start();
        servers.push(server);
        processes.push(measuredProcess(kind, index, server));
      }
    }
    await runInterleavedRounds(settings, processes, log);
    printSpread(processes);
  } finally {
    for (const server of servers) await server.child.stop();
  }
  console.log(
    `\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()} at the end.`,
  );
}

runBenchmark(main);
