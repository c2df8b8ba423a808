import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type Engine } from '../../test/engines.ts';
import { buildPerson } from '../../test/factories.ts';
import { cheapPasswordHash } from '../../test/passwords.ts';
import { cookieSetBy, createTestApp, withTestApp, type TestApp } from '../../test/test-app.ts';
import { fullDocsUrl } from '../../test/api-docs.ts';

const PASSWORD = 'correct horse battery staple';
const YEAR_SECONDS = 365 * 24 * 3600;

const deviceCookieOf = (res: LightMyRequestResponse) => cookieSetBy(res, 'device');

/** The Cookie header of a browser that has signed in with `res` (its device cookie only). */
const browserOf = (res: LightMyRequestResponse) => `device=${deviceCookieOf(res).value}`;

/**
 * Sign-in's lockout spares the browsers that have signed in to the account before (OWASP's device
 * cookies): strangers' guesses lock the account for unknown browsers only.
 */
describe.each(testEngines())('sign-in device cookies on %s', (engine: Engine) => {
  let t: TestApp;
  let passwordHash: string;
  let nextAddress = 1;
  /** A stranger somewhere else each time, so only the account's counter for all addresses joins their guesses up. */
  const strangerIp = () => `203.0.113.${nextAddress++}`;

  const login = (
    app: TestApp,
    email: string,
    password: string,
    extra: { cookie?: string; ip?: string } = {},
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { email, password },
      ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    });

  /** `limit` wrong passwords, each from another address, in any case of the address. */
  async function lockOutStrangers(app: TestApp, email: string, limit: number) {
    for (let i = 0; i < limit; i++) {
      const res = await login(app, i % 2 ? email.toUpperCase() : email, 'wrong', { ip: strangerIp() });
      expect(res.statusCode).toBe(401);
    }
  }

  beforeAll(async () => {
    passwordHash = cheapPasswordHash(PASSWORD);
    t = await createTestApp(engine, { LOGIN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES: 10 });
  });
  afterAll(() => t.close());

  it("lets a browser that has signed in before past a stranger's ten wrong passwords", async () => {
    const teacher = await buildPerson(t.db, { passwordHash });
    const browser = browserOf(await login(t, teacher.email, PASSWORD));
    await lockOutStrangers(t, teacher.email, 10);

    const res = await login(t, teacher.email, PASSWORD, { cookie: browser, ip: strangerIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ person: { principal: teacher.principal } });
  });

  it('refuses the right password from an unknown browser with 429, exactly as for an unknown address', async () => {
    const teacher = await buildPerson(t.db, { passwordHash });
    await login(t, teacher.email, PASSWORD);
    await lockOutStrangers(t, teacher.email, 10);
    const nobody = `nobody-${Date.now()}@example.test`;
    await lockOutStrangers(t, nobody, 10);

    const unknownBrowser = await login(t, teacher.email, PASSWORD, { ip: strangerIp() });
    expect(unknownBrowser.statusCode).toBe(429);
    expect(unknownBrowser.json()).toMatchObject({
      code: 'rate-limited',
      message: 'Too many sign-in attempts; try again in 15 minutes',
    });
    expect(Number(unknownBrowser.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(unknownBrowser.cookies).toEqual([]);

    const unknownAddress = await login(t, nobody, PASSWORD, { ip: strangerIp() });
    const bodyOf = (res: LightMyRequestResponse) => {
      const { requestId: _requestId, ...body } = res.json<Record<string, unknown>>();
      return body;
    };
    expect(unknownAddress.statusCode).toBe(429);
    expect(bodyOf(unknownAddress)).toEqual(bodyOf(unknownBrowser));
  });

  it("treats a tampered or forged device cookie, or another account's, as an unknown browser", async () => {
    const teacher = await buildPerson(t.db, { passwordHash });
    const colleague = await buildPerson(t.db, { passwordHash });
    const own = deviceCookieOf(await login(t, teacher.email, PASSWORD)).value;
    const colleagues = browserOf(await login(t, colleague.email, PASSWORD));
    let forged = '';
    await withTestApp(
      engine,
      { DEVICE_COOKIE_SECRET: 'another server secret, not this one at all' },
      async (other) => {
        const sameAddress = await buildPerson(other.db, { passwordHash, email: teacher.email });
        forged = browserOf(await login(other, sameAddress.email, PASSWORD));
      },
    );
    await lockOutStrangers(t, teacher.email, 10);

    const [nonce = '', mac = ''] = own.split('.');
    const flipped = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    for (const cookie of [
      colleagues,
      forged,
      `device=${flipped(nonce)}.${mac}`,
      `device=${nonce}.${flipped(mac)}`,
      `device=${own}x`,
    ]) {
      const res = await login(t, teacher.email, PASSWORD, { cookie, ip: strangerIp() });
      expect(res.statusCode, cookie).toBe(429);
    }
    expect((await login(t, teacher.email, PASSWORD, { cookie: `device=${own}` })).statusCode).toBe(200);
  });

  it("locks a device cookie by its own failures, and only that cookie: the account's other browsers sign in", async () => {
    await withTestApp(
      engine,
      { LOGIN_LIMIT_PER_ACCOUNT: 3, LOGIN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES: 3 },
      async (limited) => {
        const teacher = await buildPerson(limited.db, { passwordHash });
        const laptop = browserOf(await login(limited, teacher.email, PASSWORD));
        const phone = browserOf(await login(limited, teacher.email, PASSWORD));
        for (let i = 0; i < 3; i++) {
          expect((await login(limited, teacher.email, 'wrong', { cookie: laptop })).statusCode).toBe(401);
        }
        // The laptop's failures were its own: unknown browsers have lost no tries for the account.
        const unknownBrowser = await login(limited, teacher.email, PASSWORD, { ip: strangerIp() });
        expect(unknownBrowser.statusCode).toBe(200);

        await lockOutStrangers(limited, teacher.email, 3);
        // Locked, the laptop is an unknown browser again, and unknown browsers are locked out now.
        expect((await login(limited, teacher.email, PASSWORD, { cookie: laptop })).statusCode).toBe(429);
        expect((await login(limited, teacher.email, PASSWORD, { cookie: phone })).statusCode).toBe(200);
      },
    );
  });

  it('judges a known browser by its own failures alone, not by the busy address it shares', async () => {
    await withTestApp(engine, { LOGIN_LIMIT_PER_IP: 3 }, async (limited) => {
      const teacher = await buildPerson(limited.db, { passwordHash });
      const school = '198.51.100.20';
      const browser = browserOf(await login(limited, teacher.email, PASSWORD, { ip: school }));
      for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
        expect((await login(limited, email, 'wrong', { ip: school })).statusCode).toBe(401);
      }
      expect((await login(limited, teacher.email, PASSWORD, { ip: school })).statusCode).toBe(429);
      const known = await login(limited, teacher.email, PASSWORD, { cookie: browser, ip: school });
      expect(known.statusCode).toBe(200);
    });
  });

  it('sets a year-long HttpOnly SameSite=Lax device cookie for the sign-in path only, Secure over https', async () => {
    const teacher = await buildPerson(t.db, { passwordHash });
    const res = await login(t, teacher.email, PASSWORD);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['device', 'sid']);
    expect(deviceCookieOf(res)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/v3/auth/login',
      maxAge: YEAR_SECONDS,
    });
    expect(deviceCookieOf(res).secure).toBeFalsy();
    expect(deviceCookieOf(res).value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(deviceCookieOf(res).value).not.toContain(teacher.email.split('@')[0]);
    expect((await login(t, teacher.email, 'wrong')).cookies).toEqual([]);

    const docs = await t.app.inject({ method: 'GET', url: await fullDocsUrl() });
    type Docs = { paths: Record<string, { post?: { description?: string } }> };
    expect(docs.json<Docs>().paths['/v3/auth/login']?.post?.description).toMatch(/`device` cookie/);

    await withTestApp(engine, { PUBLIC_URL: 'https://school.example' }, async (https) => {
      const person = await buildPerson(https.db, { passwordHash });
      expect(deviceCookieOf(await login(https, person.email, PASSWORD)).secure).toBe(true);
    });
  });

  it("keeps the device tokens of each account signed in from the browser, renewing the account's own", async () => {
    const first = await buildPerson(t.db, { passwordHash });
    const second = await buildPerson(t.db, { passwordHash });
    const afterFirst = deviceCookieOf(await login(t, first.email, PASSWORD)).value;
    const afterSecond = deviceCookieOf(
      await login(t, second.email, PASSWORD, { cookie: `device=${afterFirst}` }),
    );
    const tokens = afterSecond.value.split('~');
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(afterFirst);

    const again = deviceCookieOf(
      await login(t, first.email, PASSWORD, { cookie: `device=${afterSecond.value}` }),
    );
    const renewed = again.value.split('~');
    expect(renewed).toHaveLength(2);
    expect(renewed[1]).toBe(tokens[0]);
    expect(renewed).not.toContain(afterFirst);
  });
});
