import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { sessions } from '../../db/schema/index.ts';
import { testEngines, type Engine } from '../../test/engines.ts';
import { buildPerson, buildSession } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { createPlatformServices } from '../services.ts';

describe.each(testEngines())('the session cache on %s', (engine: Engine) => {
  let t: TestApp;
  /** A second server on the same database, with its own cache and its own event listener. */
  let neighbour: App;
  let closeNeighbour: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const services = await createPlatformServices(t.testDatabase.database, pino({ level: 'silent' }));
    neighbour = await buildApp({ config: testConfig(), database: t.testDatabase.database, ...services });
    await neighbour.ready();
    closeNeighbour = async () => {
      await neighbour.close();
      await services.close();
    };
  });
  afterAll(async () => {
    await closeNeighbour();
    await t.close();
  });

  const me = (app: App, cookie: string) =>
    app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie } });

  it('answers a repeated request with the same cookie without reading the session again', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    const first = runCountingQueries(
      async () =>
        await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie: session.cookie } }),
    );
    expect((await first.result).statusCode).toBe(200);
    expect(first.counter.count).toBe(2); // the session, then the person /me describes
    const second = runCountingQueries(
      async () =>
        await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie: session.cookie } }),
    );
    expect((await second.result).statusCode).toBe(200);
    expect(second.counter.count).toBe(1); // the person alone
  });

  it('signing out ends the session at once on this server and, through the event bus, on the other', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    expect((await me(t.app, session.cookie)).statusCode).toBe(200);
    expect((await me(neighbour, session.cookie)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/v3/auth/logout', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    expect((await me(t.app, session.cookie)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(neighbour, session.cookie)).statusCode).toBe(401));
  });

  it('never keeps a session past its absolute expiry', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(sessions.principal, person.principal));
    expect((await me(t.app, session.cookie)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await me(t.app, session.cookie)).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 200,
    });
  });

  it('reads the session on every request when the cache is off', async () => {
    const app = await buildApp({
      config: testConfig({ SESSION_CACHE_SECONDS: 0 }),
      database: t.testDatabase.database,
      events: t.events,
      jobs: t.jobs,
    });
    try {
      const person = await buildPerson(t.db);
      const session = await buildSession(t.db, person.principal);
      for (let i = 0; i < 2; i += 1) {
        const call = runCountingQueries(async () => await me(app, session.cookie));
        expect((await call.result).statusCode).toBe(200);
        expect(call.counter.count).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await app.close();
    }
  });
});
