import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp, type App } from '../app.ts';
import { createEventBus, type EventBus } from './events/bus.ts';
import { JobQueue } from './jobs/queue.ts';
import { testConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../test/engines.ts';

/** A TCP relay in front of PostgreSQL: closing it is the database going away, reopening it coming back. */
class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  constructor(private readonly target: { host: string; port: number }) {}

  async open(port = 0): Promise<number> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('a lost database connection (PostgreSQL)', () => {
  let testDatabase: TestDatabase;
  let relay: Relay;
  let relayPort: number;
  let database: Database;
  let app: App;
  let events: EventBus;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const target = new URL(testDatabase.url!);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    relayPort = await relay.open();
    const viaRelay = new URL(testDatabase.url!);
    viaRelay.port = String(relayPort);
    database = await openDatabase({ url: viaRelay.toString(), poolSize: 2, onPoolError: () => {} });
    const logger = pino({ level: 'silent' });
    events = await createEventBus(database, logger);
    app = await buildApp({
      config: testConfig(),
      database,
      events,
      jobs: new JobQueue(database, events, logger),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    await database.close().catch(() => {});
    await relay.close();
    await testDatabase.drop();
  });

  it('answers 503 while the database is away and recovers when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await relay.close();
    const during = await app.inject({ method: 'GET', url: '/healthz' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'unavailable' });
    expect(during.headers['retry-after']).toBeDefined();

    await relay.open(relayPort);
    const after = await app.inject({ method: 'GET', url: '/healthz' });
    expect(after.statusCode).toBe(200);
  });
});
