import autocannon from 'autocannon';
import { isMainModule, runAutocannonRounds, runDriver } from '../load.ts';

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

if (isMainModule(import.meta.url))
  runDriver((job: MixedJob) => runAutocannonRounds(job, (seconds) => options(job, seconds)));
