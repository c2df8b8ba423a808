import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { createEventBus, type EventBus } from '../events/bus.ts';
import { JobQueue } from './queue.ts';

const logger = pino({ level: 'silent' });

async function jobStates(t: TestDatabase): Promise<string[]> {
  const result = await t.database.db.execute<{ state: string }>(sql`select state from jobs order by id`);
  return (result as { rows: { state: string }[] }).rows.map((r) => r.state);
}

describe.each(testEngines())('job queue on %s', (engine) => {
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

  it('runs an enqueued job once and marks it done', async () => {
    const queue = new JobQueue(t.database, events, logger);
    const seen: unknown[] = [];
    queue.register('greet', { handler: async (payload) => void seen.push(payload) });
    await queue.enqueue('greet', { name: 'Ada' });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ name: 'Ada' }]);
  });

  it('enqueues a singleton key only once', async () => {
    const queue = new JobQueue(t.database, events, logger);
    expect(await queue.enqueue('nightly', {}, { singletonKey: 'nightly:2026-01-01' })).not.toBeNull();
    expect(await queue.enqueue('nightly', {}, { singletonKey: 'nightly:2026-01-01' })).toBeNull();
  });

  it('retries a failing job and reports its final failure', async () => {
    await t.database.db.execute(sql`delete from jobs`);
    const queue = new JobQueue(t.database, events, logger);
    const failures: unknown[] = [];
    queue.register('flaky', {
      handler: async () => {
        throw new Error('boom');
      },
      onFinalFailure: async (payload) => void failures.push(payload),
    });
    await queue.enqueue('flaky', { n: 1 }, { maxAttempts: 2 });
    await queue.drain();
    expect(await jobStates(t)).toEqual(['queued']);
    await t.database.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);
    await queue.drain();
    expect(await jobStates(t)).toEqual(['failed']);
    expect(failures).toEqual([{ n: 1 }]);
  });

  it('wakes a started worker as soon as a job is enqueued', async () => {
    const queue = new JobQueue(t.database, events, logger, 60_000);
    const done = new Promise<unknown>((resolve) =>
      queue.register('wake', { handler: async (p) => resolve(p) }),
    );
    queue.start();
    await queue.enqueue('wake', { now: true });
    expect(await done).toEqual({ now: true });
    await queue.stop();
  });

  it('runs a delayed job when it falls due, with nothing else to wake the worker', async () => {
    await t.database.db.execute(sql`delete from jobs`);
    const queue = new JobQueue(t.database, events, logger, 60_000);
    const ran = new Promise<number>((resolve) =>
      queue.register('later', { handler: async () => resolve(Date.now()) }),
    );
    queue.start();
    const runAt = new Date(Date.now() + 300);
    await queue.enqueue('later', {}, { runAt });
    expect(await ran).toBeGreaterThanOrEqual(runAt.getTime());
    await queue.stop();
    expect(await jobStates(t)).toEqual(['done']);
  });

  it('finds a job that arrived without a notification once its longest wait is up', async () => {
    await t.database.db.execute(sql`delete from jobs`);
    const queue = new JobQueue(t.database, events, logger, 200);
    const ran = new Promise<unknown>((resolve) =>
      queue.register('quiet', { handler: async (payload) => resolve(payload) }),
    );
    queue.start();
    await t.database.db.execute(sql`insert into jobs (queue, payload) values ('quiet', '{"n":7}'::jsonb)`);
    expect(await ran).toEqual({ n: 7 });
    await queue.stop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('job queue across processes (PostgreSQL)', () => {
  it('runs each job exactly once when two workers with their own connections compete', async () => {
    const t = await createTestDatabase('postgres');
    const second = await openDatabase({ url: t.url!, poolSize: 3 });
    const busA = await createEventBus(t.database, logger);
    const busB = await createEventBus(second, logger);
    try {
      const runs: number[] = [];
      const handler = async (payload: Record<string, unknown>) => void runs.push(Number(payload.n));
      const a = new JobQueue(t.database, busA, logger);
      const b = new JobQueue(second, busB, logger);
      a.register('count', { handler });
      b.register('count', { handler });
      for (let n = 0; n < 30; n++) await a.enqueue('count', { n });
      await Promise.all([a.drain(), b.drain()]);
      expect(runs.sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    } finally {
      await busA.close();
      await busB.close();
      await second.close();
      await t.drop();
    }
  });

  it('delivers an event published by one process to a subscriber of another', async () => {
    const t = await createTestDatabase('postgres');
    const second = await openDatabase({ url: t.url!, poolSize: 2 });
    const busA = await createEventBus(t.database, logger);
    const busB = await createEventBus(second, logger);
    try {
      const received = new Promise((resolve) => busB.subscribe('subject', resolve));
      await busA.publish('subject', { id: 7, state: 'ready' });
      expect(await received).toEqual({ id: 7, state: 'ready' });
    } finally {
      await busA.close();
      await busB.close();
      await second.close();
      await t.drop();
    }
  });
});
