import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../common/auth/schema.ts';
import { people, sessions } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { testEngines, type Engine } from '../../test/engines.ts';
import { buildPerson, buildSession } from '../../test/factories.ts';
import { cookieSetBy, createTestApp, withTestApp, type TestApp } from '../../test/test-app.ts';

/** A test that builds an app of its own migrates a fresh database first: slow on a busy machine. */
const FRESH_APP_TIMEOUT_MS = 180_000;
const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase';
const SIGN_IN_LINK = /http:\/\/localhost:3000\/sign-in\/link\/([A-Za-z0-9_-]{43})/;
const RESET_LINK = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]{43})/;

/** Without the request id, which differs on every answer. */
const bodyOf = (res: LightMyRequestResponse) => {
  const { requestId: _requestId, ...body } = res.body ? res.json<Record<string, unknown>>() : {};
  return body;
};

/**
 * "Forgot password" and "e-mail me a sign-in link": single-use hashed tokens that expire soon,
 * mailed through the outbox over real SMTP, limited, and answered alike for every address.
 */
describe.each(testEngines())('mailed sign-in and password-reset links on %s', (engine: Engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let passwordHash: string;
  let nextIp = 1;
  const freshIp = () => `192.0.2.${nextIp++}`;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (app: TestApp, url: string, payload: object, extra: { ip?: string; cookie?: string } = {}) =>
    app.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: extra.ip ?? freshIp(),
      ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
    });
  const askFor = (kind: 'mailSignInLink' | 'mailPasswordReset', email: string, app = t, ip?: string) =>
    post(app, `/v3/auth/actions/${kind}`, { email }, ip ? { ip } : {});
  /** Runs the queued jobs (the link, then its mail) and returns the mails that arrived meanwhile. */
  async function mailsAfterJobs(app = t, server = smtp) {
    const before = server.received.length;
    await app.jobs.drain();
    return server.received.slice(before);
  }
  const login = (email: string, password: string) => post(t, '/v3/auth/login', { email, password });

  it('mails a one-time sign-in link to an account, and answers an unknown address the same', async () => {
    const teacher = await buildPerson(t.db, { passwordHash, email: `Link.${Date.now()}@school.test` });
    const known = await askFor('mailSignInLink', teacher.email.toLowerCase());
    const unknown = await askFor('mailSignInLink', `nobody.${Date.now()}@school.test`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(bodyOf(unknown)).toEqual(bodyOf(known));

    const mails = await mailsAfterJobs();
    expect(mails.map((m) => m.to)).toEqual([[teacher.email]]);
    expect(mails[0]!.decoded).toContain('Your sign-in link');
    expect(mails[0]!.decoded).toContain('within 30 minutes');
    const token = SIGN_IN_LINK.exec(mails[0]!.decoded)?.[1] ?? '';

    // A reset form cannot use a sign-in link.
    const asReset = await post(t, '/v3/auth/actions/resetPassword', { token, password: NEW_PASSWORD });
    expect(asReset.statusCode).toBe(400);

    const used = await post(t, '/v3/auth/signInLink', { token });
    expect(used.json()).toEqual({ signedIn: true, redirectUrl: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/v3/auth/me',
      headers: { cookie: `sid=${cookieSetBy(used, 'sid').value}` },
    });
    expect(me.json<SessionInfo>().person.principal).toBe(teacher.principal);
    expect((await post(t, '/v3/auth/signInLink', { token })).json()).toMatchObject({ signedIn: false });
  });

  it('resets a password with a mailed link once: signs in, ends other sessions, and the old password stops working', async () => {
    const teacher = await buildPerson(t.db, { passwordHash });
    const elsewhere = await buildSession(t.db, teacher.principal);
    expect((await askFor('mailPasswordReset', teacher.email)).statusCode).toBe(202);
    const [mail] = await mailsAfterJobs();
    expect(mail?.decoded).toContain('Choose a new password');
    const token = RESET_LINK.exec(mail?.decoded ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    // A sign-in page cannot use a reset link.
    expect((await post(t, '/v3/auth/signInLink', { token })).json()).toMatchObject({ signedIn: false });
    const short = await post(t, '/v3/auth/actions/resetPassword', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ problems: [{ field: 'password', message: 'below-min-length' }] });

    const reset = await post(t, '/v3/auth/actions/resetPassword', { token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<SessionInfo>().person.principal).toBe(teacher.principal);
    expect(cookieSetBy(reset, 'sid').value).toBeTruthy();
    expect(cookieSetBy(reset, 'device').value).toBeTruthy();
    const others = await t.app.inject({
      method: 'GET',
      url: '/v3/auth/me',
      headers: { cookie: elsewhere.cookie },
    });
    expect(others.statusCode).toBe(401);

    expect((await login(teacher.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(teacher.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await post(t, '/v3/auth/actions/resetPassword', {
      token,
      password: 'yet another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ problems: [{ field: 'token', message: 'is-invalid' }] });
    const stored = await t.db.select().from(people).where(eq(people.principal, teacher.principal));
    expect(stored[0]?.passwordHash).not.toContain(NEW_PASSWORD);
  });

  it(
    'limits links per account silently and per address with 429, alike for every address',
    async () => {
      await withTestApp(
        engine,
        { SMTP_URL: smtp.url, MAILED_LINK_LIMIT_PER_ACCOUNT: 2, MAILED_LINK_LIMIT_PER_IP: 4 },
        async (limited) => {
          const teacher = await buildPerson(limited.db, { passwordHash });
          const answers: number[] = [];
          for (const kind of ['mailSignInLink', 'mailPasswordReset', 'mailSignInLink'] as const)
            answers.push((await askFor(kind, teacher.email, limited)).statusCode);
          expect(answers).toEqual([202, 202, 202]);
          expect((await mailsAfterJobs(limited)).map((m) => m.to)).toEqual([
            [teacher.email],
            [teacher.email],
          ]);

          const school = '198.51.100.77';
          const fromSchool = (email: string) => askFor('mailSignInLink', email, limited, school);
          const other = await buildPerson(limited.db, { passwordHash });
          for (let i = 0; i < 4; i++)
            expect((await fromSchool(`pupil${i}@school.test`)).statusCode).toBe(202);
          const known = await fromSchool(other.email);
          const unknown = await fromSchool('someone@school.test');
          expect(known.statusCode).toBe(429);
          expect(bodyOf(unknown)).toEqual(bodyOf(known));
        },
      );
    },
    FRESH_APP_TIMEOUT_MS,
  );

  it('lets an invited person set their name and a password once, then sign in with it', async () => {
    const invited = await buildPerson(t.db, { fullName: 'kim.lee', passwordHash: null });
    const session = await buildSession(t.db, invited.principal);
    const me = () => t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: session.headers });
    expect((await me()).json<SessionInfo>().person.needsAccountSetup).toBe(true);
    const setUp = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/v3/auth/me/account', headers: session.headers, payload });

    const missing = await setUp({ fullName: 'Kim Lee', signInWith: 'password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ problems: [{ field: 'password', message: 'is-not-present' }] });

    const done = await setUp({ fullName: '  Kim Lee ', signInWith: 'password', password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<SessionInfo>().person).toMatchObject({ fullName: 'Kim Lee', needsAccountSetup: false });
    expect((await me()).json<SessionInfo>().person).toMatchObject({
      fullName: 'Kim Lee',
      needsAccountSetup: false,
    });

    // A session alone never replaces a password.
    const replace = await setUp({ fullName: 'Kim', signInWith: 'password', password: 'taken over now' });
    expect(replace.statusCode).toBe(409);
    expect((await login(invited.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets an invited person choose sign-in links instead, and asks them no more', async () => {
    const invited = await buildPerson(t.db, { fullName: 'sam', passwordHash: null });
    const session = await buildSession(t.db, invited.principal);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v3/auth/me/account',
      headers: session.headers,
      payload: { fullName: 'Sam Smith', signInWith: 'links' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SessionInfo>().person).toMatchObject({ fullName: 'Sam Smith', needsAccountSetup: false });
    const [row] = await t.db.select().from(people).where(eq(people.principal, invited.principal));
    expect(row?.passwordHash).toBeNull();
    const open = await t.db.select().from(sessions).where(eq(sessions.principal, invited.principal));
    expect(open).toHaveLength(1);
  });
});
