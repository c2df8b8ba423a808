import pino from 'pino';
import { buildApp } from '../server/app.ts';
import { createPlatformServices } from '../server/platform/services.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runCountingQueries } from '../server/platform/query-count.ts';
import type { BenchFixture } from './seed.ts';

export interface StatementCounts {
  trivialRoute: number;
  batchOneId: number;
  batchTwentyIds: number;
  batchStatus: { one: number; twenty: number };
}

/**
 * SQL statements per request, counted in-process with the app's own counter (the Drizzle logger
 * feeds it) around app.inject. Each request runs three times and the last count is kept, so one-off
 * work (a first session touch) does not blur the steady state.
 */
export async function countStatements(url: string, fixture: BenchFixture): Promise<StatementCounts> {
  const database = await openDatabase({ url, poolSize: 2 });
  const services = await createPlatformServices(database, pino({ level: 'silent' }));
  const app = await buildApp({ config: testConfig(), database, ...services });
  try {
    await app.ready();
    const measure = async (inject: () => Promise<{ statusCode: number }>) => {
      let last = { count: 0, status: 0 };
      for (let i = 0; i < 3; i += 1) {
        // inject() is lazy: awaiting it inside the callback runs the request in the counted context.
        const { result, counter } = runCountingQueries(async () => await inject());
        const response = await result;
        last = { count: counter.count, status: response.statusCode };
      }
      return last;
    };
    const batch = (ids: number[]) => () =>
      app.inject({
        method: 'POST',
        url: '/v3/institutions/batch/get',
        headers: fixture.headers,
        payload: { ids, includeMyRole: true },
      });
    const trivial = await measure(() => app.inject({ method: 'GET', url: '/v3/auth/me' }));
    const one = await measure(batch(fixture.institutionIds.slice(0, 1)));
    const twenty = await measure(batch(fixture.institutionIds));
    return {
      trivialRoute: trivial.count,
      batchOneId: one.count,
      batchTwentyIds: twenty.count,
      batchStatus: { one: one.status, twenty: twenty.status },
    };
  } finally {
    await app.close();
    await services.close();
    await database.close();
  }
}
