import pino from 'pino';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { runCountingQueries } from '../../server/platform/query-count.ts';
import { createPlatformServices } from '../../server/platform/services.ts';
import { readStatementPlans, type StatementPlans } from '../plans.ts';
import { subjectsPageCalls } from './calls.ts';
import { SUBJECT_TEACHERS, type SubjectsFixture, type TeacherKey } from './seed.ts';

export interface CallCount {
  count: number;
  status: number;
  /** Subjects in the answer (the list call), to show the teacher really has that many. */
  items: number | null;
}

/** Call key → teacher key → what one request ran. */
export type SubjectStatementCounts = Record<string, Record<TeacherKey, CallCount>>;

export interface SubjectStatements {
  counts: SubjectStatementCounts;
  /** How PostgreSQL planned the calls' statements (all run on one connection). */
  plans: StatementPlans[];
}

/**
 * SQL statements per call, counted in-process with the app's own counter around app.inject (the
 * inject is awaited inside the counting callback, so the request runs in the counted context).
 * Each request runs three times and the last is kept: one-off work (a first session touch) aside.
 * All run on one database connection, whose prepared statements then tell how they were planned.
 */
export async function countSubjectsStatements(
  url: string,
  fixture: SubjectsFixture,
): Promise<SubjectStatements> {
  const database = await openDatabase({ url, poolSize: 1 });
  const services = await createPlatformServices(database, pino({ level: 'silent' }));
  const app = await buildApp({ config: testConfig(), database, ...services });
  const counts: SubjectStatementCounts = {};
  try {
    await app.ready();
    for (const call of subjectsPageCalls(fixture.institutionId)) {
      counts[call.key] = {} as Record<TeacherKey, CallCount>;
      for (const teacher of SUBJECT_TEACHERS) {
        const headers = fixture.teachers[teacher.key].headers;
        let last: CallCount = { count: 0, status: 0, items: null };
        for (let i = 0; i < 3; i += 1) {
          const { result, counter } = runCountingQueries(
            async () => await app.inject({ method: 'GET', url: call.path, headers }),
          );
          const response = await result;
          const body = response.statusCode === 200 ? response.json<{ subjects?: unknown }>() : null;
          const items = body && Array.isArray(body.subjects) ? body.subjects.length : null;
          last = { count: counter.count, status: response.statusCode, items };
        }
        counts[call.key]![teacher.key] = last;
      }
    }
    return { counts, plans: await readStatementPlans(database.pool) };
  } finally {
    await app.close();
    await services.close();
    await database.close();
  }
}
