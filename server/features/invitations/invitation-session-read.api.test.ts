import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, sessions } from '../../db/schema/index.ts';
import { hashSessionToken } from '../../platform/auth/session-token.ts';
import { runCountingQueries } from '../../platform/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildPerson, buildSession } from '../../test/factories.ts';
import { capturingLogger } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildInvitation, buildSubject, randomCode } from './invitation-test-world.fixtures.ts';

/**
 * The look-up by code reads a session this server has not cached in its own statement
 * (readsSessionItself): the first call of a join costs one round trip to the database, and the
 * person it finds is the caller in every way the hook's read would have made them.
 */
describe.each(testEngines())('the look-up by code reading the session itself on %s', (engine) => {
  let t: TestApp;
  const { logger, lines: logLines } = capturingLogger('info');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { logger });
  });
  afterAll(async () => await t.close());

  const db = () => t.db;
  async function classCode(values: { emailAddress?: string } = {}) {
    const school = await buildInstitution(db());
    const subject = await buildSubject(db(), school.id);
    const invitation = await buildInvitation(db(), {
      institutionId: school.id,
      subjectId: subject.id,
      studentMobId: subject.id,
      isMultiUse: values.emailAddress === undefined,
      ...values,
    });
    return { subject, code: invitation.code };
  }
  async function student() {
    const person = await buildPerson(db());
    return { ...person, ...(await buildSession(db(), person.principal)) };
  }
  const addressIn = (res: { json: <T>() => T }) =>
    res.json<{ roleInvitation: { emailAddress: string | null } }>().roleInvitation.emailAddress;
  const lookUp = (code: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/v3/roleInvitations/${code}`, headers });
  /** Awaited inside the counting context: an inject dispatches only once awaited. */
  const counted = async <T>(work: () => PromiseLike<T>) => {
    const run = runCountingQueries(async () => await work());
    return { result: await run.result, statements: run.counter.count };
  };

  it('reads an uncached session with the code in one statement; the accept and the next call read none', async () => {
    const { code } = await classCode();
    const who = await student();
    const looked = await counted(() => lookUp(code, who.headers));
    expect(looked.result.statusCode).toBe(200);
    expect(looked.statements).toBe(1);

    const accepted = await counted(() =>
      t.app.inject({
        method: 'POST',
        url: `/v3/roleInvitations/${code}/actions/accept`,
        headers: who.headers,
        payload: { code },
      }),
    );
    expect(accepted.result.statusCode).toBe(200);
    expect(accepted.statements).toBe(1);

    const me = await counted(() => t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: who.headers }));
    expect(me.result.json()).toMatchObject({ person: { principal: who.principal } });
    expect(me.statements).toBe(1); // the person /me describes; the session came from the cache
  });

  it('shows the person their own address on an invitation bound to it, and masks it for anyone else', async () => {
    const who = await student();
    const { code } = await classCode({ emailAddress: who.email });
    const own = await lookUp(code, who.headers);
    expect(own.statusCode).toBe(200);
    expect(addressIn(own)).toBe(who.email);

    const someoneElse = await student();
    const masked = await lookUp(code, someoneElse.headers);
    expect(masked.statusCode).toBe(200);
    expect(addressIn(masked)).not.toBe(who.email);
    expect(addressIn(masked)).toContain('*');
  });

  it('logs the request as the person whose session the statement read', async () => {
    const { code } = await classCode();
    const who = await student();
    const res = await lookUp(code, who.headers);
    const line = logLines.find((l) => l.includes(res.headers['x-request-id'] as string));
    expect(JSON.parse(line!)).toMatchObject({ status: 200, principal: who.principal });
  });

  it("counts a wrong code on the person whose session it read, as a signed-in person's", async () => {
    const who = await student();
    expect((await lookUp(randomCode(), who.headers)).statusCode).toBe(404);
    const [hit] = await db()
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `invitation-code:person:${who.principal}`));
    expect(hit?.count).toBe(1);
  });

  it('treats an expired session as no session: the address stays masked, nothing counts on the person, the session goes', async () => {
    const who = await student();
    const { code } = await classCode({ emailAddress: who.email });
    const tokenHash = hashSessionToken(who.cookie.slice('sid='.length));
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, tokenHash));

    const res = await lookUp(code, who.headers);
    expect(res.statusCode).toBe(200);
    expect(addressIn(res)).not.toBe(who.email);
    expect((await lookUp(randomCode(), who.headers)).statusCode).toBe(404);
    const personHits = await db()
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `invitation-code:person:${who.principal}`));
    expect(personHits).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: who.headers });
    expect(me.statusCode).toBe(401);
  });

  it('marks a session read by the look-up as seen, as the session look-up does', async () => {
    const { code } = await classCode();
    const who = await student();
    const tokenHash = hashSessionToken(who.cookie.slice('sid='.length));
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await lookUp(code, who.headers)).statusCode).toBe(200);
    const [row] = await db()
      .select({ fresh: sql<boolean>`last_seen_at > now() - interval '5 seconds'` })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(row?.fresh).toBe(true);
  });

  it('answers a cookie that cannot be a session as signed out, without reading anything for it', async () => {
    const { code } = await classCode();
    const looked = await counted(() => lookUp(code, { cookie: 'sid=not-a-token' }));
    expect(looked.result.statusCode).toBe(200);
    expect(looked.statements).toBe(1);
  });
});

describe('readsSessionItself', () => {
  it('is refused on a route that writes or needs a session: the handler could not answer for either', async () => {
    const { app, ...built } = await createTestApp('pglite', {}, { ready: false });
    try {
      const config = { readsSessionItself: true };
      expect(() => app.post('/x', { config, schema: { security: [] } }, async () => ({}))).toThrow(
        /readsSessionItself/,
      );
      expect(() => app.get('/y', { config, schema: { tags: ['x'] } }, async () => ({}))).toThrow(
        /readsSessionItself/,
      );
    } finally {
      await built.close();
    }
  });
});
