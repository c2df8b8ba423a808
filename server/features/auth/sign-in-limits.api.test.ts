import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { cheapPasswordHash } from '../../test/passwords.ts';
import { testEngines, type Engine } from '../../test/engines.ts';
import { buildPerson } from '../../test/factories.ts';
import { createTestApp, withTestApp, type TestApp } from '../../test/test-app.ts';

/** A test that builds an app of its own migrates a fresh database first: slow on a busy machine. */
const FRESH_APP_TIMEOUT_MS = 180_000;
const PASSWORD = 'correct horse battery staple';
const SCHOOL = '198.51.100.50';
const STUDENTS = 3_000;

/** Only failures count toward sign-in limits: a school behind one address signs everyone in. */
describe.each(testEngines())('sign-in limits on %s', (engine: Engine) => {
  let t: TestApp;
  let passwordHash: string;

  const login = (app: TestApp, email: string, password: string, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  /** A sign-in with any body, from `ip` (the limits are per account and address, per address, per /64). */
  const loginWith = (app: TestApp, body: object, extra: { ip?: string } = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: body,
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    });
  const withApp = (config: Partial<Config>, fn: (t: TestApp) => Promise<void>) =>
    withTestApp(engine, config, fn);

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("signs in a school's 3,000 students from one address, none with a device cookie, while a stranger's guesses fail", async () => {
    const hash = cheapPasswordHash(PASSWORD);
    const students = Array.from({ length: STUDENTS }, (_, i) => ({
      principal: `school-${i}`,
      email: `student-${i}@school.example`,
      fullName: `Student ${i}`,
      passwordHash: hash,
    }));
    for (let i = 0; i < students.length; i += 500)
      await t.db.insert(people).values(students.slice(i, i + 500));
    const teacher = await buildPerson(t.db, { passwordHash: hash });

    const strangerAnswers: number[] = [];
    for (const [i, student] of students.entries()) {
      const res = await login(t, student.email, PASSWORD, SCHOOL);
      if (res.statusCode !== 200) throw new Error(`sign-in ${i + 1} answered ${res.statusCode}`);
      if (i % 250 === 0)
        strangerAnswers.push((await login(t, teacher.email, `guess ${i}`, '203.0.113.66')).statusCode);
    }
    // The stranger's address is judged by its own failures: 10 for the teacher's account, then 429.
    expect(strangerAnswers).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // The teacher signs in at school from a browser that has never signed in before.
    expect((await login(t, teacher.email, PASSWORD, SCHOOL)).statusCode).toBe(200);
  }, 600_000);

  it("never lets a stranger's wrong guesses stop the owner signing in from a new browser elsewhere", async () => {
    const teacher = await buildPerson(t.db, { passwordHash });
    for (let i = 0; i < 12; i++) {
      const res = await login(t, i % 2 ? teacher.email.toUpperCase() : teacher.email, 'wrong', '203.0.113.7');
      expect(res.statusCode).toBe(i < 10 ? 401 : 429);
    }
    // The stranger is stopped even with the right password, from that address…
    expect((await login(t, teacher.email, PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    // …and the owner, from a new browser at home, is not.
    expect((await login(t, teacher.email, PASSWORD, '192.0.2.80')).statusCode).toBe(200);
  });

  it(
    'limits failures per address across accounts, and successes never count',
    async () => {
      await withTestApp(engine, { LOGIN_LIMIT_PER_IP: 3 }, async (limited) => {
        const person = await buildPerson(limited.db, { passwordHash });
        const ip = '198.51.100.9';
        for (let i = 0; i < 5; i++)
          expect((await login(limited, person.email, PASSWORD, ip)).statusCode).toBe(200);
        for (const email of ['a@example.test', 'b@example.test', 'c@example.test'])
          expect((await login(limited, email, 'wrong', ip)).statusCode).toBe(401);
        const blocked = await login(limited, person.email, PASSWORD, ip);
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect((await login(limited, person.email, PASSWORD, '198.51.100.10')).statusCode).toBe(200);
      });
    },
    FRESH_APP_TIMEOUT_MS,
  );

  it(
    'refuses unknown browsers once an account has had its ceiling of failures from every address together',
    async () => {
      await withTestApp(engine, { LOGIN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES: 4 }, async (limited) => {
        const person = await buildPerson(limited.db, { passwordHash });
        for (let i = 0; i < 4; i++)
          expect((await login(limited, person.email, 'wrong', `203.0.113.${100 + i}`)).statusCode).toBe(401);
        expect((await login(limited, person.email, PASSWORD, '192.0.2.81')).statusCode).toBe(429);
        const other = await buildPerson(limited.db, { passwordHash });
        expect((await login(limited, other.email, PASSWORD, '192.0.2.81')).statusCode).toBe(200);
      });
    },
    FRESH_APP_TIMEOUT_MS,
  );

  it('answers 429 with Retry-After once an account has had too many failed attempts from one address', async () => {
    await withApp({ LOGIN_LIMIT_PER_ACCOUNT: 3 }, async (limited) => {
      const person = await buildPerson(limited.db, { passwordHash });
      for (let i = 0; i < 3; i++) {
        const res = await loginWith(limited, { email: person.email, password: 'wrong' }, { ip: '10.0.0.1' });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await loginWith(
        limited,
        { email: person.email.toUpperCase(), password: PASSWORD },
        { ip: '10.0.0.1' },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'rate-limited',
        message: 'Too many sign-in attempts; try again in 15 minutes',
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const someoneElse = await buildPerson(limited.db, { passwordHash });
      expect((await loginWith(limited, { email: someoneElse.email, password: PASSWORD })).statusCode).toBe(
        200,
      );
    });
  });

  it('does not count successful sign-ins against the account', async () => {
    await withApp({ LOGIN_LIMIT_PER_ACCOUNT: 2 }, async (limited) => {
      const person = await buildPerson(limited.db, { passwordHash });
      for (let i = 0; i < 4; i++) {
        const res = await loginWith(limited, { email: person.email, password: PASSWORD });
        expect(res.statusCode).toBe(200);
      }
    });
  });

  it('answers 429 once one IP has made too many failed attempts, whatever the accounts', async () => {
    await withApp({ LOGIN_LIMIT_PER_IP: 3 }, async (limited) => {
      const person = await buildPerson(limited.db, { passwordHash });
      const ip = '198.51.100.7';
      expect((await loginWith(limited, { email: person.email, password: PASSWORD }, { ip })).statusCode).toBe(
        200,
      );
      expect((await loginWith(limited, { email: 'a@example.test', password: 'x' }, { ip })).statusCode).toBe(
        401,
      );
      expect((await loginWith(limited, { email: 'b@example.test', password: 'x' }, { ip })).statusCode).toBe(
        401,
      );
      expect((await loginWith(limited, { email: 'c@example.test', password: 'x' }, { ip })).statusCode).toBe(
        401,
      );
      const blocked = await loginWith(limited, { email: person.email, password: PASSWORD }, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'rate-limited' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const elsewhere = await loginWith(
        limited,
        { email: person.email, password: PASSWORD },
        { ip: '198.51.100.8' },
      );
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  it('counts sign-in attempts from IPv6 by /64 network', async () => {
    await withApp({ LOGIN_LIMIT_PER_IP: 2 }, async (limited) => {
      const wrong = (ip: string) => loginWith(limited, { email: 'a@example.test', password: 'x' }, { ip });
      expect((await wrong('2001:db8:aa:1::1')).statusCode).toBe(401);
      expect((await wrong('2001:db8:aa:1::2')).statusCode).toBe(401);
      expect((await wrong('2001:db8:aa:1:9:9:9:9')).statusCode).toBe(429);
      expect((await wrong('2001:db8:aa:2::1')).statusCode).toBe(401);
    });
  });
});
