import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { institutions, sessions } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/engines.ts';
import { capturingLogger } from '../../test/log-capture.ts';
import { dropEventListener, nextReconnect } from '../../test/event-listener.ts';
import { buildInstitution, buildPerson, buildSession, buildSignedInMember } from '../../test/factories.ts';
import { createPlatformServices, type PlatformServices } from '../services.ts';

/**
 * When the event listener's connection is lost, events published meanwhile never arrive. Once it
 * is back, the bus says so and what it kept up to date by events starts afresh.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the event listener coming back (PostgreSQL)', () => {
  let database: TestDatabase;
  let services: PlatformServices;
  let app: App;
  const { logger, lines: logLines } = capturingLogger('info');

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    services = await createPlatformServices(database.database, logger);
    app = await buildApp({ config: testConfig(), database: database.database, ...services, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await services.close();
    await database.drop();
  });

  it('reconnects, logs how long it was away, and delivers events again', async () => {
    const back = nextReconnect(services.events);
    await dropEventListener(database.database);
    await back;
    expect(logLines.some((l) => l.includes('event listener connection lost'))).toBe(true);
    const line = logLines.find((l) => l.includes('event listener reconnected'));
    const logged = JSON.parse(line!) as { level: number; awayMs: unknown };
    expect(logged.level).toBe(30);
    expect(typeof logged.awayMs).toBe('number');

    const received = new Promise<Record<string, unknown>>((resolve) => {
      const stop = services.events.subscribe('test-channel', (data) => {
        stop();
        resolve(data);
      });
    });
    await services.events.publish('test-channel', { hello: 'again' });
    expect(await received).toEqual({ hello: 'again' });
  });

  it('forgets the sessions it kept, since their ending may not have been announced', async () => {
    const db = database.database.db;
    const person = await buildPerson(db);
    const session = await buildSession(db, person.principal);
    const me = () => app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie: session.cookie } });
    expect((await me()).statusCode).toBe(200);
    // Ended without an announcement, as while the listener was away: the cache still answers.
    await db.delete(sessions).where(eq(sessions.principal, person.principal));
    expect((await me()).statusCode).toBe(200);

    const back = nextReconnect(services.events);
    await dropEventListener(database.database);
    await back;
    expect((await me()).statusCode).toBe(401);
  });

  it('reads institutions afresh, since their changes may not have been announced', async () => {
    const db = database.database.db;
    const school = await buildInstitution(db, { name: 'Old Name High' });
    const teacher = await buildSignedInMember(db, school.id, ['SUBJECT_CREATOR']);
    const nameOf = async () =>
      (
        await app.inject({ method: 'GET', url: `/v3/institutions/${school.id}`, headers: teacher.headers })
      ).json<{ institution: { name: string } }>().institution.name;
    expect(await nameOf()).toBe('Old Name High');
    // Renamed without an announcement, as while the listener was away: the cache still answers.
    await db.update(institutions).set({ name: 'New Name High' }).where(eq(institutions.id, school.id));
    expect(await nameOf()).toBe('Old Name High');

    const back = nextReconnect(services.events);
    await dropEventListener(database.database);
    await back;
    expect(await nameOf()).toBe('New Name High');
  });
});
