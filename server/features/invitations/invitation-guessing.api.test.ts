import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { rateLimitHits, roleInvitations, subjectRoles } from '../../db/schema/index.ts';
import { createPlatformServices, type PlatformServices } from '../../platform/services.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { capturingLogger } from '../../test/log-capture.ts';
import {
  buildClassCode,
  buildInstitution,
  buildInvitation,
  buildSignedInPerson,
  buildSubject,
  randomInvitationCode,
  type SignedInPerson,
} from '../../test/factories.ts';

/**
 * Guessing protection and concurrency: many parallel accepts of one single-use code, the
 * per-person limit (which slows that person alone) and the per-address limit on signed-out
 * visitors, and the log of failed attempts.
 */
describe.each(testEngines())('invitation guessing and concurrency on %s', (engine) => {
  let database: TestDatabase;
  let services: PlatformServices;
  let app: App;
  const { logger, lines: logLines } = capturingLogger('warn');

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
    services = await createPlatformServices(database.database, logger);
    app = await buildApp({
      config: testConfig({
        INVITATION_LIMIT_PER_PERSON: 20,
        INVITATION_PERSON_WINDOW_SECONDS: 60,
        INVITATION_LIMIT_PER_IP: 600,
      }),
      database: database.database,
      ...services,
      logger,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await services.close();
    await database.drop();
  });

  const db = () => database.database.db;
  async function classroom() {
    const school = await buildInstitution(db());
    const subject = await buildSubject(db(), school.id);
    return { school, subject };
  }
  /** A class with its multi-use student code. */
  async function classroomWithCode() {
    const { school, subject } = await classroom();
    const code = await buildClassCode(db(), subject);
    return { school, subject, code };
  }
  const lookUp = (code: string, who?: SignedInPerson, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'GET',
      url: `/v3/roleInvitations/${code}`,
      headers: who?.headers ?? {},
      remoteAddress,
    });
  const accept = (code: string, who: SignedInPerson) =>
    app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${code}/actions/accept`,
      headers: who.headers,
      payload: { code },
    });

  it('lets exactly one of 50 people accepting one single-use code at once in', async () => {
    const { school, subject } = await classroom();
    const single = await buildInvitation(db(), {
      institutionId: school.id,
      subjectId: subject.id,
      studentMobId: subject.id,
    });
    const people: SignedInPerson[] = [];
    for (let i = 0; i < 50; i++) people.push(await buildSignedInPerson(db()));
    const results = await Promise.all(people.map((who) => accept(single.code, who)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    for (const r of results.filter((res) => res.statusCode === 400))
      expect(r.json()).toMatchObject({ problems: [{ field: 'code', message: 'is-inactive' }] });
    const members = await db().select().from(subjectRoles).where(eq(subjectRoles.subjectId, subject.id));
    expect(members).toHaveLength(1);
    const [row] = await db().select().from(roleInvitations).where(eq(roleInvitations.code, single.code));
    expect(row?.isActive).toBe(false);
    expect(row?.consumedOn).toBeInstanceOf(Date);
  });

  it('gives one person who accepts a class code many times at once one membership', async () => {
    const { subject, code } = await classroomWithCode();
    const who = await buildSignedInPerson(db());
    const results = await Promise.all(Array.from({ length: 10 }, () => accept(code.code, who)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(9);
    const members = await db()
      .select()
      .from(subjectRoles)
      .where(and(eq(subjectRoles.subjectId, subject.id), eq(subjectRoles.principal, who.principal)));
    expect(members).toHaveLength(1);
  });

  it('slows a person after 20 failed attempts with 429 and a Retry-After of a minute at most; wrong, expired and inactive alike', async () => {
    const { school, subject } = await classroom();
    const good = await buildClassCode(db(), subject);
    const expired = await buildInvitation(db(), {
      institutionId: school.id,
      subjectId: subject.id,
      studentMobId: subject.id,
      expiresOn: new Date(Date.now() - 1000),
    });
    const inactive = await buildInvitation(db(), {
      institutionId: school.id,
      subjectId: subject.id,
      studentMobId: subject.id,
      isActive: false,
    });
    const guesser = await buildSignedInPerson(db());
    // Codes that work do not count against anyone.
    for (let i = 0; i < 25; i++) expect((await lookUp(good.code, guesser)).statusCode).toBe(200);
    const bad = [() => randomInvitationCode(), () => expired.code, () => inactive.code];
    for (let i = 0; i < 20; i++) {
      const res = i % 2 ? await accept(bad[i % 3]!(), guesser) : await lookUp(bad[i % 3]!(), guesser);
      expect([400, 404]).toContain(res.statusCode);
    }
    const refused = await lookUp(good.code, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate-limited' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await accept(good.code, guesser)).statusCode).toBe(429);

    // Classmates behind the same school address are not held back by one guesser.
    const classmate = await buildSignedInPerson(db());
    expect((await accept(good.code, classmate)).statusCode).toBe(200);

    // Once the person's short window has passed, their code works again.
    await db()
      .update(rateLimitHits)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(rateLimitHits.key, `invitation-code:person:${guesser.principal}`));
    expect((await accept(good.code, guesser)).statusCode).toBe(200);
  });

  it('never lets one pupil flooding look-ups deny classmates behind the same address a valid code', async () => {
    const { code } = await classroomWithCode();
    const school = '198.51.100.44';
    // A flood of signed-out look-ups from the school's address uses up the address's allowance...
    await Promise.all(Array.from({ length: 600 }, () => lookUp(randomInvitationCode(), undefined, school)));
    expect((await lookUp(randomInvitationCode(), undefined, school)).statusCode).toBe(429);
    // ...and a flood of signed-in guesses uses up the guesser's own...
    const pupil = await buildSignedInPerson(db());
    await Promise.all(Array.from({ length: 40 }, () => lookUp(randomInvitationCode(), pupil, school)));
    expect((await lookUp(code.code, pupil, school)).statusCode).toBe(429);
    // ...but every signed-in classmate behind that address still looks up and joins with the code.
    for (let i = 0; i < 5; i++) {
      const classmate = await buildSignedInPerson(db());
      expect((await lookUp(code.code, classmate, school)).statusCode).toBe(200);
      const joined = await app.inject({
        method: 'POST',
        url: `/v3/roleInvitations/${code.code}/actions/accept`,
        headers: classmate.headers,
        payload: { code: code.code },
        remoteAddress: school,
      });
      expect(joined.statusCode).toBe(200);
    }
  });

  it('answers is-inactive to an accept of a code turned off after it was shown, and counts that failure', async () => {
    const { subject, code } = await classroomWithCode();
    const who = await buildSignedInPerson(db());
    expect((await lookUp(code.code, who)).statusCode).toBe(200);
    await db().update(roleInvitations).set({ isActive: false }).where(eq(roleInvitations.code, code.code));
    const res = await accept(code.code, who);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ problems: [{ field: 'code', message: 'is-inactive' }] });
    const [hit] = await db()
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `invitation-code:person:${who.principal}`));
    expect(hit?.count).toBe(1);
    const members = await db().select().from(subjectRoles).where(eq(subjectRoles.subjectId, subject.id));
    expect(members).toHaveLength(0);
  });

  it('lets no more than the limit through when one person guesses in parallel', async () => {
    const guesser = await buildSignedInPerson(db());
    const results = await Promise.all(
      Array.from({ length: 40 }, () => lookUp(randomInvitationCode(), guesser)),
    );
    expect(results.filter((r) => r.statusCode === 404)).toHaveLength(20);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('logs every failed attempt with the person, the address and the reason, never the whole code', async () => {
    const guesser = await buildSignedInPerson(db());
    const code = randomInvitationCode();
    await lookUp(code, guesser, '198.51.100.7');
    const line = logLines.find((l) => l.includes(guesser.principal) && l.includes('198.51.100.7'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      msg: 'invitation code attempt failed',
      principal: guesser.principal,
      ip: '198.51.100.7',
      reason: 'not-found',
      code: `${code.slice(0, 3)}…(12)`,
    });
    expect(logLines.join('\n')).not.toContain(code);
  });
});

describe.each(testEngines())('the loose per-IP limit on %s', (engine) => {
  let database: TestDatabase;
  let services: PlatformServices;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const logger = pino({ level: 'silent' });
    services = await createPlatformServices(database.database, logger);
    app = await buildApp({
      config: testConfig({ INVITATION_LIMIT_PER_IP: 30, INVITATION_LIMIT_PER_PERSON: 20 }),
      database: database.database,
      ...services,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await services.close();
    await database.drop();
  });

  it("counts signed-out visitors' failures per address, and no other address", async () => {
    const look = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `/v3/roleInvitations/${randomInvitationCode()}`,
        headers,
        remoteAddress,
      });
    for (let i = 0; i < 30; i++) expect((await look('203.0.113.9')).statusCode).toBe(404);
    const refused = await look('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await look('203.0.113.10')).statusCode).toBe(404);
    // Someone signed in behind that address is judged on their own failures, not the address's.
    const who = await buildSignedInPerson(database.database.db);
    expect((await look('203.0.113.9', who.headers)).statusCode).toBe(404);
  });

  it('counts IPv6 failures by /64 network, so changing address within it does not reset the count', async () => {
    const look = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: `/v3/roleInvitations/${randomInvitationCode()}`, remoteAddress });
    for (let i = 1; i <= 30; i++)
      expect((await look(`2001:db8:7:1::${i.toString(16)}`)).statusCode).toBe(404);
    expect((await look('2001:db8:7:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await look('2001:db8:7:2::1')).statusCode).toBe(404);
  });

  it('refuses attempts it cannot count (fails closed)', async () => {
    const db = database.database.db;
    await db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/v3/roleInvitations/${randomInvitationCode()}`,
        remoteAddress: '203.0.113.20',
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
  });
});
