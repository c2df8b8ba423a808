import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../common/auth/schema.ts';
import type { Config } from '../../config.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { hashSessionToken } from '../../platform/auth/session-token.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines, type Engine } from '../../test/engines.ts';
import { buildInstitution, buildPerson, buildRole, buildSession } from '../../test/factories.ts';
import { cookieSetBy, createTestApp, withTestApp, type TestApp } from '../../test/test-app.ts';
import { fullDocsUrl } from '../../test/api-docs.ts';

const PASSWORD = 'correct horse battery staple';

const sessionCookieOf = (res: LightMyRequestResponse) => cookieSetBy(res, 'sid');

const cookieHeader = (res: LightMyRequestResponse) => `sid=${sessionCookieOf(res).value}`;

describe.each(testEngines())('sign-in and sessions on %s', (engine: Engine) => {
  let t: TestApp;
  let passwordHash: string;

  const login = (t: TestApp, body: object, extra: { headers?: Record<string, string>; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: body,
      ...(extra.headers ? { headers: extra.headers } : {}),
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie } });

  const withApp = (config: Partial<Config>, fn: (t: TestApp) => Promise<void>) =>
    withTestApp(engine, config, fn);

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('signs in with the right password, sets an HttpOnly SameSite=Lax cookie, and /me returns the person', async () => {
    const person = await buildPerson(t.db, { passwordHash, fullName: 'Ada Lovelace' });
    const res = await login(t, { email: person.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const info = res.json<SessionInfo>();
    expect(info.person).toEqual({
      principal: person.principal,
      email: person.email,
      fullName: 'Ada Lovelace',
      isInternalAdmin: false,
      isUserStaffAnywhere: false,
      preferredLanguage: null,
      needsAccountSetup: false,
    });
    expect(info.csrfToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const stored = await t.db.select().from(sessions).where(eq(sessions.principal, person.principal));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashSessionToken(cookie.value)]);

    const meRes = await me(cookieHeader(res));
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json()).toEqual(info);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    await withApp({ PUBLIC_URL: 'https://school.example' }, async (https) => {
      const person = await buildPerson(https.db, { passwordHash });
      const res = await login(https, { email: person.email, password: PASSWORD });
      expect(sessionCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    });
    await withApp({ TRUST_PROXY: true }, async (proxied) => {
      const person = await buildPerson(proxied.db, { passwordHash });
      const res = await login(
        proxied,
        { email: person.email, password: PASSWORD },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(sessionCookieOf(res).secure).toBe(true);
    });
  });

  it('documents the auth calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: await fullDocsUrl() });
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    expect(paths['/v3/auth/login']?.post?.tags).toEqual(['auth']);
    expect(paths['/v3/auth/logout']?.post?.tags).toEqual(['auth']);
    expect(paths['/v3/auth/me']?.get?.tags).toEqual(['auth']);
  });

  it('matches the e-mail case-insensitively', async () => {
    const person = await buildPerson(t.db, { passwordHash, email: `Mixed.${Date.now()}@Example.test` });
    const res = await login(t, { email: person.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionInfo>().person.principal).toBe(person.principal);
  });

  it('marks the person as staff anywhere when an accepted role counts as teacher', async () => {
    const school = await buildInstitution(t.db);
    const other = await buildInstitution(t.db);
    const teacher = await buildPerson(t.db, { passwordHash });
    await buildRole(t.db, school.id, teacher.principal, ['STUDENT']);
    await buildRole(t.db, other.id, teacher.principal, ['HEAD_OF_SCIENCE']);
    const invited = await buildPerson(t.db, { passwordHash });
    await buildRole(t.db, school.id, invited.principal, ['ADMIN'], { isPending: true });

    const teacherRes = await login(t, { email: teacher.email, password: PASSWORD });
    expect(teacherRes.json<SessionInfo>().person.isUserStaffAnywhere).toBe(true);
    const invitedRes = await login(t, { email: invited.email, password: PASSWORD });
    expect(invitedRes.json<SessionInfo>().person.isUserStaffAnywhere).toBe(false);
  });

  it('gives the identical 401 for a wrong password and an unknown e-mail', async () => {
    const person = await buildPerson(t.db, { passwordHash });
    const wrongPassword = await login(t, { email: person.email, password: 'not the password' });
    const unknownEmail = await login(t, { email: 'nobody@example.test', password: PASSWORD });
    const noPasswordYet = await buildPerson(t.db);
    const passwordless = await login(t, { email: noPasswordYet.email, password: PASSWORD });
    const expected = { code: 'invalid-credentials', message: 'The e-mail or password is incorrect' };
    for (const res of [wrongPassword, unknownEmail, passwordless]) {
      expect(res.statusCode).toBe(401);
      const { requestId: _requestId, ...body } = res.json<Record<string, unknown>>();
      expect(body).toEqual(expected);
      expect(res.cookies).toEqual([]);
    }
  });

  it('answers 400 with field problems when the body is invalid', async () => {
    const missing = await login(t, { password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation-failed',
      problems: [{ field: 'email', message: 'is-not-present' }],
    });
    const malformed = await login(t, { email: 'not-an-email', password: '' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ problems: unknown[] }>().problems).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'is-not-an-email' },
        { field: 'password', message: 'is-not-present' },
      ]),
    );
  });

  it('issues a new session token on each sign-in and ends the one the browser had', async () => {
    const person = await buildPerson(t.db, { passwordHash });
    const first = await login(t, { email: person.email, password: PASSWORD });
    const second = await login(
      t,
      { email: person.email, password: PASSWORD },
      { headers: { cookie: cookieHeader(first) } },
    );
    expect(second.statusCode).toBe(200);
    expect(sessionCookieOf(second).value).not.toBe(sessionCookieOf(first).value);
    expect((await me(cookieHeader(first))).statusCode).toBe(401);
    expect((await me(cookieHeader(second))).statusCode).toBe(200);
  });

  it('refuses sign-in from another site with 403 csrf-failed', async () => {
    const person = await buildPerson(t.db, { passwordHash });
    const credentials = { email: person.email, password: PASSWORD };
    const crossSite = await login(t, credentials, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'csrf-failed' });
    expect(crossSite.cookies).toEqual([]);
    const fetchMetadata = await login(t, credentials, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMetadata.statusCode).toBe(403);

    const sameSite = await login(t, credentials, { headers: { origin: 'http://localhost' } });
    expect(sameSite.statusCode).toBe(200);
    const publicOrigin = await login(t, credentials, { headers: { origin: 'http://localhost:3000' } });
    expect(publicOrigin.statusCode).toBe(200);
  });

  it('requires the x-csrf-token header on writes made with a session cookie', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v3/auth/logout', headers });

    const noHeader = await logout({ cookie: session.cookie });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ code: 'csrf-failed' });
    const wrongHeader = await logout({ cookie: session.cookie, 'x-csrf-token': 'x'.repeat(32) });
    expect(wrongHeader.statusCode).toBe(403);
    expect((await me(session.cookie)).statusCode).toBe(200);

    const withHeader = await logout(session.headers);
    expect(withHeader.statusCode).toBe(204);
  });

  it('refuses a signed-in write from another site even with the right token', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v3/auth/logout', headers: { ...session.headers, ...headers } });

    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await logout(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'csrf-failed' });
    }
    expect((await me(session.cookie)).statusCode).toBe(200);
    expect(
      (await logout({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(204);
  });

  it('signs out: deletes the session, clears the cookie, and the old cookie then gets 401', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    const res = await t.app.inject({ method: 'POST', url: '/v3/auth/logout', headers: session.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = sessionCookieOf(res);
    expect(cleared.value).toBe('');
    expect(cleared.expires?.getTime()).toBeLessThan(Date.now());
    const left = await t.db.select().from(sessions).where(eq(sessions.principal, person.principal));
    expect(left).toEqual([]);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('answers 401 unauthenticated on protected calls without a session', async () => {
    const meRes = await t.app.inject({ method: 'GET', url: '/v3/auth/me' });
    expect(meRes.statusCode).toBe(401);
    expect(meRes.headers['content-type']).toMatch(/application\/json/);
    expect(meRes.json()).toMatchObject({ code: 'unauthenticated', message: 'Sign in to continue' });
    const logout = await t.app.inject({ method: 'POST', url: '/v3/auth/logout' });
    expect(logout.statusCode).toBe(401);
    expect(logout.json()).toMatchObject({ code: 'unauthenticated' });
    const forged = await me('sid=not-a-session-token');
    expect(forged.statusCode).toBe(401);
  });

  it('ends a session idle longer than SESSION_IDLE_MINUTES', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    const tokenHash = hashSessionToken(session.cookie.slice('sid='.length));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await me(session.cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toEqual([]);
  });

  it('ends a session past its absolute expiry however active it is', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.principal, person.principal));
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('sets absolute expiry at sign-in to SESSION_ABSOLUTE_HOURS ahead', async () => {
    const person = await buildPerson(t.db, { passwordHash });
    await login(t, { email: person.email, password: PASSWORD });
    const [row] = await t.db
      .select({ hours: sql<number>`extract(epoch from (expires_at - created_at)) / 3600` })
      .from(sessions)
      .where(eq(sessions.principal, person.principal));
    expect(Math.round(Number(row?.hours))).toBe(14 * 24);
  });

  it('writes last_seen_at at most once a minute when it reads the session', async () => {
    // With the session cache off every request reads the session, so the write rule shows alone.
    await withApp({ SESSION_CACHE_SECONDS: 0 }, async (u) => {
      const person = await buildPerson(u.db);
      const session = await buildSession(u.db, person.principal);
      const setLastSeen = (ago: string) =>
        u.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - ${ago}::interval` })
          .where(eq(sessions.principal, person.principal));
      const isFresh = async () => {
        const [row] = await u.db
          .select({ fresh: sql<boolean>`last_seen_at > now() - interval '5 seconds'` })
          .from(sessions)
          .where(eq(sessions.principal, person.principal));
        return row?.fresh;
      };
      const meOn = (cookie: string) =>
        u.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie } });
      await setLastSeen('30 seconds');
      await meOn(session.cookie);
      expect(await isFresh()).toBe(false);
      await setLastSeen('2 minutes');
      await meOn(session.cookie);
      expect(await isFresh()).toBe(true);
    });
  });

  it('does no database work for a request without a cookie, and reads the session in one query', async () => {
    const anonymous = runCountingQueries(
      async () => await t.app.inject({ method: 'GET', url: '/v3/auth/me' }),
    );
    expect((await anonymous.result).statusCode).toBe(401);
    expect(anonymous.counter.count).toBe(0);

    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    // inject() is lazy: awaiting inside the callback makes the request run in the counted context.
    const signedIn = runCountingQueries(
      async () =>
        await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie: session.cookie } }),
    );
    expect((await signedIn.result).statusCode).toBe(200);
    expect(signedIn.counter.count).toBe(2); // the session, then the person /me describes
  });

  it('reads no session for a path that is not a route: there is nothing for it to authorize', async () => {
    const person = await buildPerson(t.db);
    const session = await buildSession(t.db, person.principal);
    const unknown = runCountingQueries(
      async () =>
        await t.app.inject({ method: 'POST', url: '/v3/no-such-route', headers: { cookie: session.cookie } }),
    );
    expect((await unknown.result).statusCode).toBe(404);
    expect(unknown.counter.count).toBe(0);
  });
});
