import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import type { App } from '../platform/http/app.types.ts';
import type { EventBus } from '../platform/events/bus.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import { createPlatformServices } from '../platform/services.ts';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './engines.ts';

export interface TestApp {
  app: App;
  db: Db;
  testDatabase: TestDatabase;
  events: EventBus;
  /** Not started: tests run due jobs with `jobs.drain()`. */
  jobs: JobQueue;
  /** `METHOD /route/:pattern` of every route a request reached, for coverage checks. */
  routesCalled: Set<string>;
  close(): Promise<void>;
}

/**
 * An app on a freshly migrated database of the given engine, for `app.inject` tests. `logger`
 * receives the app's log (request lines included); `ready: false` leaves routes to be added;
 * `serveWeb` serves the built client at `config.WEB_DIST`.
 */
export async function createTestApp(
  engine: Engine,
  config: Partial<Config> = {},
  options: { logger?: pino.Logger; ready?: boolean; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(engine);
  const logger = options.logger ?? pino({ level: 'silent' });
  const services = await createPlatformServices(testDatabase.database, logger);
  const { events, jobs } = services;
  const app = await buildApp({
    config: testConfig(config),
    database: testDatabase.database,
    ...services,
    ...(options.logger ? { logger: options.logger } : {}),
    serveWeb: options.serveWeb ?? false,
  });
  const routesCalled = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.url) routesCalled.add(`${request.method} ${request.routeOptions.url}`);
    done();
  });
  if (options.ready !== false) await app.ready();
  return {
    app,
    db: testDatabase.database.db,
    testDatabase,
    events,
    jobs,
    routesCalled,
    close: async () => {
      await app.close();
      await services.close();
      await testDatabase.drop();
    },
  };
}

/** Runs `fn` on an app of its own with these settings, and closes it whatever happens. */
export async function withTestApp(
  engine: Engine,
  config: Partial<Config>,
  fn: (app: TestApp) => Promise<void>,
): Promise<void> {
  const app = await createTestApp(engine, config);
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

/** The cookie a response sets under this name; throws when it sets none. */
export function cookieSetBy(res: LightMyRequestResponse, name: string) {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return cookie;
}
