import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time per request, from /proc (Linux). Unlike req/s it hardly moves when other work shares
 * the machine, so it still says where the time goes when the throughput figures are noisy.
 */

/** Clock ticks per second for /proc/<pid>/stat; 100 on every mainstream Linux build. */
const TICKS_PER_SECOND = 100;

export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at "state"; utime and stime follow.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Backend pids are only meaningful when PostgreSQL runs on this machine. */
export function isLocalDatabase(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

async function backendPids(baseUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuPerRequest {
  /** The server process (PGlite included, when the app embeds it). */
  serverUs: number | null;
  /** PostgreSQL backends connected to the bench database (local PostgreSQL only). */
  postgresUs: number | null;
}

export interface CpuMeterTarget {
  pid: number | undefined;
  postgres?: { baseUrl: string; database: string } | undefined;
}

/** Starts measuring; the returned function ends it and divides by the requests served. */
export async function startCpuMeter(
  target: CpuMeterTarget,
): Promise<(requests: number) => Promise<CpuPerRequest>> {
  const postgres = target.postgres && isLocalDatabase(target.postgres.baseUrl) ? target.postgres : undefined;
  const serverStart = target.pid === undefined ? null : processCpuSeconds(target.pid);
  const backendStart = new Map<number, number>();
  if (postgres) {
    for (const pid of await backendPids(postgres.baseUrl, postgres.database)) {
      backendStart.set(pid, processCpuSeconds(pid) ?? 0);
    }
  }
  return async (requests) => {
    const perRequest = (seconds: number) => (requests > 0 ? (seconds * 1e6) / requests : null);
    const serverEnd = target.pid === undefined ? null : processCpuSeconds(target.pid);
    let postgresUs: number | null = null;
    if (postgres) {
      // Backends opened during the round count from zero; any that closed during it are missed.
      let seconds = 0;
      for (const pid of await backendPids(postgres.baseUrl, postgres.database)) {
        seconds += (processCpuSeconds(pid) ?? 0) - (backendStart.get(pid) ?? 0);
      }
      postgresUs = perRequest(seconds);
    }
    return {
      serverUs: serverStart === null || serverEnd === null ? null : perRequest(serverEnd - serverStart),
      postgresUs,
    };
  };
}
