import os from 'node:os';
import pg from 'pg';
import { startCpuMeter, type CpuMeterTarget } from './cpu.ts';
import { runTsForJson } from './processes.ts';
import type { LoadResult } from './load.ts';
import type { BenchSettings } from './settings.ts';
import { addRound, emptyTally, type RoundResult, type Tally } from './tally.ts';

/**
 * What the subjects and joins benches share: a target with interleaved rounds (every target's
 * first round, then every target's second, …, as the Foundation bench does), a load round through
 * a driver process, and the run header.
 */
export interface RoundTarget {
  key: string;
  label: string;
  /** The HTTP status every response should have; null when there is no HTTP (pgbench). */
  expectStatus: number | null;
  tally: Tally;
  /** One measured round, or a warm-up, of `seconds`. Absent when the target cannot run. */
  round?: (seconds: number, isWarmUp: boolean) => Promise<RoundResult>;
}

export const roundTarget = (key: string, label: string, expectStatus: number | null): RoundTarget => ({
  key,
  label,
  expectStatus,
  tally: emptyTally(),
});

export function disable(t: RoundTarget, reason: string): void {
  delete t.round;
  t.tally.notes.push(reason);
}

export function logger(started: number) {
  return (message: string) =>
    console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

/** The job a driver script reads from argv; it prints a LoadResult as its last stdout line. */
export type DriverJob = object;

/**
 * A round through a driver process (the Foundation load driver, or one of ours with the same
 * output), with the server's and PostgreSQL's CPU time per request measured alongside.
 */
export function driverRound(
  driver: string,
  job: (seconds: number, isWarmUp: boolean) => DriverJob,
  meter: CpuMeterTarget,
  onResult?: (result: LoadResult, isWarmUp: boolean) => void,
) {
  return async (seconds: number, isWarmUp: boolean): Promise<RoundResult> => {
    const stopMeter = isWarmUp ? null : await startCpuMeter(meter);
    const result = await runTsForJson<LoadResult>('load driver', driver, [
      JSON.stringify(job(seconds, isWarmUp)),
    ]);
    onResult?.(result, isWarmUp);
    const requests = Object.values(result.statusCounts).reduce((sum, n) => sum + n, 0);
    const cpu = stopMeter ? await stopMeter(requests) : undefined;
    const figures = result.rounds[0] ?? { reqPerSec: 0, p50Ms: Number.NaN, p99Ms: Number.NaN };
    const { statusCounts, errors, timeouts } = result;
    return { figures, statusCounts, errors, timeouts, ...(cpu ? { cpu } : {}) };
  };
}

export async function runInterleavedRounds(
  settings: BenchSettings,
  targets: RoundTarget[],
  log: (message: string) => void,
): Promise<void> {
  await settleWal(settings.baseUrl, log);
  log(`warming up each target for ${settings.warmupSeconds} s`);
  for (const t of targets) {
    await t.round?.(settings.warmupSeconds, true).catch((e: unknown) => disable(t, (e as Error).message));
  }
  for (let r = 1; r <= settings.rounds; r += 1) {
    for (const t of roundOrder(targets, r)) {
      if (!t.round) continue;
      try {
        const result = await t.round(settings.roundSeconds, false);
        addRound(t.tally, result);
        log(`round ${r}/${settings.rounds}  ${t.label.padEnd(44)} ${Math.round(result.figures.reqPerSec)}/s`);
      } catch (error) {
        disable(t, `round ${r}: ${(error as Error).message}`);
      }
    }
  }
}

/**
 * The order of round `r`: the targets' own order in odd rounds, reversed in even ones. A target
 * sits next to its baseline either way, and which of the two runs first alternates, so a machine
 * that slows down or speeds up over a run (a virtual machine's neighbours) does not always favour
 * the same one of a pair.
 */
export function roundOrder<T>(targets: readonly T[], r: number): T[] {
  return r % 2 === 1 ? [...targets] : [...targets].reverse();
}

/**
 * A checkpoint before the warm-ups. Seeding (and `pgbench -i`) writes far more WAL than the rounds
 * do; left alone, it makes PostgreSQL start a checkpoint (`max_wal_size`) a few seconds into the
 * rounds and spend them writing the seed's pages out, so the first rounds measured that rather
 * than the targets. The warm-ups then pay for the full-page images that follow any checkpoint
 * (the first change to each page after it is logged whole). The bench seed's `vacuum analyze` keeps autovacuum out of
 * the rounds for the same reason. A database that refuses (no superuser or pg_checkpoint) is noted.
 */
async function settleWal(baseUrl: string, log: (message: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('checkpoint');
    log('checkpoint: the WAL of seeding is written out before the warm-ups');
  } catch (error) {
    log(`checkpoint before the rounds failed (${(error as Error).message}); a checkpoint may land mid-round`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const redact = (url: string) => url.replace(/:[^:@/]*@/, ':***@');
export const loadAverage = (): string => os.loadavg()[0]!.toFixed(2);

/** The run header; fails with a clear message when PostgreSQL is unreachable. */
/** The last lines of a run: how many targets did not pass, how long it took, the load at the end. */
export function printRunFooter(failures: number, startedAtMs: number): void {
  console.log(
    failures === 0 ? '\nAll targets PASS.' : `\n** ${failures} target(s) did not pass: see above. **`,
  );
  const seconds = ((Date.now() - startedAtMs) / 1000).toFixed(0);
  console.log(`Total time ${seconds} s; load average ${loadAverage()} at the end.`);
}

export async function printRunHeader(title: string, s: BenchSettings, extra: string[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: s.baseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${redact(s.baseUrl)} (${(error as Error).message}); ` +
        'set BENCH_DATABASE_URL to a server where this user may create databases',
      { cause: error },
    );
  }
  let version = 'unknown';
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    version = rows[0]?.server_version ?? version;
  } finally {
    await client.end();
  }
  const cpu = os.cpus();
  const busy = os.loadavg()[0]! > cpu.length / 2 ? '  ** the machine is busy: figures will be noisy **' : '';
  console.log(title);
  console.log(`  date      ${new Date().toISOString()}`);
  console.log(`  machine   ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
  console.log(`  load avg  ${loadAverage()} before the run${busy}`);
  console.log(`  database  PostgreSQL ${version} at ${redact(s.baseUrl)}`);
  console.log(
    `  load      ${s.connections} connections, ${s.warmupSeconds} s warm-up, ${s.rounds} interleaved ` +
      `rounds of ${s.roundSeconds} s per target (figures are the mean of the rounds)`,
  );
  for (const line of extra) console.log(`  ${line}`);
}
