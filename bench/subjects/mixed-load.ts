import autocannon from 'autocannon';
import type { LoadResult } from '../load.ts';

/**
 * A load driver for several GET paths in turn on each connection (the page's calls as one mixed
 * load), run as its own process. Reads a MixedJob (JSON) from argv and prints a LoadResult.
 */
export interface MixedJob {
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
}

function options(job: MixedJob, duration: number): autocannon.Options {
  return {
    url: job.origin,
    method: 'GET',
    connections: job.connections,
    duration,
    headers: job.headers,
    requests: job.paths.map((path) => ({ method: 'GET' as const, path })),
  };
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as MixedJob;
  if (job.warmupSeconds > 0) await autocannon(options(job, job.warmupSeconds));
  const result: LoadResult = { rounds: [], statusCounts: {}, errors: 0, timeouts: 0 };
  for (let round = 0; round < job.rounds; round += 1) {
    const r = await autocannon(options(job, job.roundSeconds));
    result.rounds.push({ reqPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99 });
    for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) {
      result.statusCounts[code] = (result.statusCounts[code] ?? 0) + (stat.count ?? 0);
    }
    result.errors += r.errors;
    result.timeouts += r.timeouts;
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
