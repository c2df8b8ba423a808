import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { LoadFigures } from './report.ts';

/**
 * The load driver, run as its own process so generating load never shares the server's event
 * loop. Reads one LoadJob (JSON) from argv, prints one LoadResult (JSON) on stdout.
 */
export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
  /** The status every response should have; anything else is reported. */
  expectStatus: number;
  /** Replace `{n}` in the URL path with n cycling through [min, max], one per request. */
  rotate?: { min: number; max: number };
}

export interface LoadResult {
  rounds: LoadFigures[];
  /** Responses per status code over the measured rounds. */
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
}

function options(job: LoadJob, duration: number): autocannon.Options {
  const url = new URL(job.url);
  const base: autocannon.Options = {
    url: url.origin,
    method: job.method,
    connections: job.connections,
    duration,
    headers: { ...(job.body ? { 'content-type': 'application/json' } : {}), ...job.headers },
    ...(job.body ? { body: job.body } : {}),
  };
  const path = url.pathname + url.search;
  if (!job.rotate) return { ...base, url: job.url };
  const { min, max } = job.rotate;
  let n = min;
  return {
    ...base,
    requests: [
      {
        setupRequest: (request) => {
          const next = { ...request, path: path.replace('%7Bn%7D', String(n)).replace('{n}', String(n)) };
          n = n >= max ? min : n + 1;
          return next;
        },
      },
    ],
  };
}

/** A warm-up, then `rounds` measured rounds of autocannon, each with the options for its length. */
export async function runAutocannonRounds(
  job: Pick<LoadJob, 'warmupSeconds' | 'roundSeconds' | 'rounds'>,
  optionsFor: (seconds: number) => autocannon.Options,
): Promise<LoadResult> {
  if (job.warmupSeconds > 0) await autocannon(optionsFor(job.warmupSeconds));
  const result: LoadResult = { rounds: [], statusCounts: {}, errors: 0, timeouts: 0 };
  for (let round = 0; round < job.rounds; round += 1) {
    const r = await autocannon(optionsFor(job.roundSeconds));
    result.rounds.push({ reqPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99 });
    for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) {
      result.statusCounts[code] = (result.statusCounts[code] ?? 0) + (stat.count ?? 0);
    }
    result.errors += r.errors;
    result.timeouts += r.timeouts;
  }
  return result;
}

/** Runs a driver process: its job from argv (JSON), its LoadResult on stdout. */
export function runDriver<J>(run: (job: J) => Promise<LoadResult>): void {
  run(JSON.parse(process.argv[2] ?? '') as J)
    .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/** Whether the module at `moduleUrl` is the script Node was started with (not an import of it). */
export const isMainModule = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);

if (isMainModule(import.meta.url))
  runDriver((job: LoadJob) => runAutocannonRounds(job, (seconds) => options(job, seconds)));
