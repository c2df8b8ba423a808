import type { LoadJob, LoadResult } from './load.ts';
import { freePort, runTsForJson, spawnTs, waitForHttp, type Child } from './processes.ts';
import type { BenchFixture } from './seed.ts';
import type { BenchSettings } from './settings.ts';

export interface Server {
  child: Child;
  origin: string;
}

async function startServer(
  name: string,
  script: string,
  env: Record<string, string | undefined>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnTs(name, script, { env: { ...env, PORT: String(port), HOST: '127.0.0.1' } });
  try {
    await waitForHttp(child, origin + readyPath);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, origin };
}

export const startBareHttp = () =>
  startServer('bare node:http server', 'bench/servers/bare-http-server.ts', {}, '/');

export const startBareFastify = () =>
  startServer('bare Fastify server', 'bench/servers/bare-fastify-server.ts', {}, '/');

export const startFloor = (settings: BenchSettings, databaseUrl: string) =>
  startServer(
    'floor server',
    'bench/servers/floor-server.ts',
    { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: settings.poolSize },
    '/floor/1',
  );

/** The real server entry point, as production starts it; `database` picks the engine. */
export const startApp = (
  settings: BenchSettings,
  database: { DATABASE_URL: string } | { DATA_DIR: string },
): Promise<Server> =>
  startServer(
    'app (server/main.ts)',
    'server/main.ts',
    {
      DATABASE_URL: undefined,
      DATA_DIR: undefined,
      ...database,
      LOG_LEVEL: settings.appLogLevel,
      SEED_DEMO: 'false',
      DATABASE_POOL_SIZE: settings.poolSize,
    },
    '/healthz',
  );

/** One load-driver run against `job`: a warm-up (no rounds) or one measured round. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return runTsForJson<LoadResult>('load driver', 'bench/load.ts', [JSON.stringify(job)]);
}

export type JobSpec = Omit<LoadJob, 'connections' | 'warmupSeconds' | 'roundSeconds' | 'rounds'>;

export function batchGetJob(origin: string, fixture: BenchFixture): JobSpec {
  return {
    url: `${origin}/v3/institutions/batch/get`,
    method: 'POST' as const,
    headers: fixture.headers,
    body: JSON.stringify({ ids: fixture.institutionIds, includeMyRole: true }),
    expectStatus: 200,
  };
}

export const trivialRouteJob = (origin: string): JobSpec => ({
  url: `${origin}/v3/auth/me`,
  method: 'GET' as const,
  expectStatus: 401,
});

/**
 * One real request before the load, so a broken endpoint is reported as such instead of as a
 * fast stream of errors: 20 institutions back, each with the teacher's role.
 */
export async function checkBatchGet(origin: string, fixture: BenchFixture): Promise<string | null> {
  const job = batchGetJob(origin, fixture);
  const response = await fetch(job.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...job.headers },
    body: job.body,
  });
  const text = await response.text();
  if (response.status !== 200) return `batch/get answered ${response.status}: ${text.slice(0, 200)}`;
  const body = JSON.parse(text) as { getResponses?: { institution?: { role?: unknown } }[] };
  const items = body.getResponses ?? [];
  if (items.length !== fixture.institutionIds.length) {
    return `batch/get returned ${items.length} institutions, expected ${fixture.institutionIds.length}`;
  }
  if (items.some((item) => !item.institution?.role))
    return 'batch/get returned institutions without the role';
  return null;
}
