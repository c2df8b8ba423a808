import type { InjectOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { runCountingQueries } from '../../server/platform/query-count.ts';
import { createPlatformServices } from '../../server/platform/services.ts';
import { readStatementPlans, type StatementPlans } from '../plans.ts';
import type { JoinsFixture } from './database.ts';
import { studentHeaders } from './students.ts';

export interface JoinStatementCount {
  step: 'fetch' | 'accept' | 'subject';
  status: number;
  /** Statements the app ran (its own counter). */
  statements: number;
  /** What went over the wire to PostgreSQL, in order (BEGIN and COMMIT included). */
  wire: string[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
let recording: string[] | null = null;

/** Records the text of every query sent while `recording` is set; installed once per process. */
function installWireRecorder(): void {
  const proto = pg.Client.prototype as unknown as { query: Query; __recorded?: boolean };
  if (proto.__recorded) return;
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const config = first as { text?: string; name?: string } | string;
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const name = typeof config === 'string' ? undefined : config.name;
    recording?.push(`${name ? `[${name}] ` : ''}${text.replace(/\s+/g, ' ').trim().slice(0, 140)}`);
    return original.apply(this, args);
  };
  proto.__recorded = true;
}

/** Joins made in-process: past PostgreSQL's five custom plans, so each statement's choice shows. */
export const COUNTED_JOINS = 8;

/**
 * SQL statements per call of one join (fetch the invitation, accept it, load the subject), counted
 * in-process around app.inject with the app's own counter, and the statements as sent. Students
 * `first` to `first + COUNTED_JOINS - 1` each join, all on one database connection; the third
 * join's counts are kept, so one-off work (preparing statements, a first session touch) does not
 * blur the steady state. Then the connection's prepared statements tell how PostgreSQL planned
 * them: after five calls it keeps one generic plan, unless that looks dearer than planning each
 * call afresh, which at this scale can cost more than the statement itself.
 */
export interface JoinStatementCounts {
  /** The third join's calls. */
  calls: JoinStatementCount[];
  /** Of the joins: accepts answered 200, and joins whose three calls all did. */
  accepted: number;
  completed: number;
  plans: StatementPlans[];
}

export async function countJoinStatements(
  url: string,
  fixture: JoinsFixture,
  first: number,
): Promise<JoinStatementCounts> {
  installWireRecorder();
  const database = await openDatabase({ url, poolSize: 1 });
  const services = await createPlatformServices(database, pino({ level: 'silent' }));
  const app = await buildApp({
    config: testConfig({ INVITATION_LIMIT_PER_IP: 100_000_000 }),
    database,
    ...services,
  });
  try {
    await app.ready();
    let last: JoinStatementCount[] = [];
    let accepted = 0;
    let completed = 0;
    for (let n = first; n < first + COUNTED_JOINS; n += 1) {
      const headers = studentHeaders(fixture.salt, n);
      const cookie = { cookie: headers.cookie };
      const steps: { step: JoinStatementCount['step']; request: InjectOptions }[] = [
        {
          step: 'fetch',
          request: {
            method: 'GET',
            url: `/v3/roleInvitations/${fixture.code}?includeRelatedIfValid=true`,
            headers: cookie,
          },
        },
        {
          step: 'accept',
          request: {
            method: 'POST',
            url: `/v3/roleInvitations/${fixture.code}/actions/accept`,
            headers,
            payload: { code: fixture.code },
          },
        },
        {
          step: 'subject',
          request: {
            method: 'GET',
            url: `/v3/subjects/${fixture.subjectId}?permissions=true`,
            headers: cookie,
          },
        },
      ];
      const calls: JoinStatementCount[] = [];
      for (const { step, request } of steps) {
        const wire: string[] = [];
        recording = wire;
        // inject() is lazy: awaiting it inside the callback runs the request in the counted context.
        const { result, counter } = runCountingQueries(async () => await app.inject(request));
        const response = await result;
        recording = null;
        calls.push({ step, status: response.statusCode, statements: counter.count, wire });
      }
      if (n === first + 2) last = calls;
      if (calls.some((c) => c.step === 'accept' && c.status === 200)) accepted += 1;
      if (calls.every((c) => c.status === 200)) completed += 1;
    }
    const plans = await readStatementPlans(database.pool);
    return { calls: last, accepted, completed, plans };
  } finally {
    recording = null;
    await app.close();
    await services.close();
    await database.close();
  }
}
