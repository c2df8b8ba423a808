import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { createEventBus, type EventBus } from '../events/bus.ts';
import { JobQueue } from './queue.ts';
import { hourKey, startScheduler } from './scheduler.ts';

const logger = pino({ level: 'silent' });

describe.each(testEngines())('scheduler with the job queue on %s', (engine) => {
  let t: TestDatabase;
  let events: EventBus;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    events = await createEventBus(t.database, logger);
  });
  afterAll(async () => {
    await events.close();
    await t.drop();
  });

  it('runs a scheduled job once per period when several processes schedule it', async () => {
    const runs: unknown[] = [];
    const queues = [new JobQueue(t.database, events, logger), new JobQueue(t.database, events, logger)];
    for (const queue of queues) queue.register('hourly-report', { handler: async (p) => void runs.push(p) });
    const now = () => new Date('2026-11-22T03:10:00Z');
    const schedules = [{ queue: 'hourly-report', everyMs: 3600_000, keyFor: hourKey, payload: { n: 1 } }];
    const schedulers = queues.map((queue) => startScheduler(queue, schedules, { now }));
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(queues.map((q) => q.drain()));
    for (const s of schedulers) s.stop();
    expect(runs).toEqual([{ n: 1 }]);
    const keys = await t.database.db.execute<{ singleton_key: string }>(sql`select singleton_key from jobs`);
    const { rows } = keys as { rows: { singleton_key: string }[] };
    expect(rows.map((r) => r.singleton_key)).toEqual(['hourly-report:2026-11-22T03']);
  });
});
