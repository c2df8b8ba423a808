import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../common/auth/schema.ts';
import type { ErrorBody } from '../../../common/api/problems.ts';
import { people } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { testEngines, type Engine } from '../../test/engines.ts';
import { buildSignedInPerson, type SignedInPerson } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testEngines())("a person's interface language on %s", (engine: Engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const setLanguage = (who: SignedInPerson | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/v3/auth/me/preferredLanguage',
      headers: who?.headers ?? {},
      payload: payload as object,
    });
  const languageOf = async (who: SignedInPerson) => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json<SessionInfo>().person.preferredLanguage;
  };

  it('follows the browser (null) until the person chooses', async () => {
    expect(await languageOf(await buildSignedInPerson(t.db))).toBeNull();
  });

  it('remembers the language a person sets, and /me returns it at once', async () => {
    const person = await buildSignedInPerson(t.db);
    expect(await languageOf(person)).toBeNull(); // the session is now cached by this process
    const res = await setLanguage(person, { preferredLanguage: 'en-US' });
    expect(res.statusCode).toBe(204);
    expect(await languageOf(person)).toBe('en-US');

    expect((await setLanguage(person, { preferredLanguage: 'en-AU' })).statusCode).toBe(204);
    expect(await languageOf(person)).toBe('en-AU');
  });

  it('goes back to following the browser with null', async () => {
    const person = await buildSignedInPerson(t.db, { preferredLanguage: 'en-US' });
    expect((await setLanguage(person, { preferredLanguage: null })).statusCode).toBe(204);
    expect(await languageOf(person)).toBeNull();
  });

  it('answers sign-in with the saved language', async () => {
    const password = 'correct horse battery staple';
    const person = await buildSignedInPerson(t.db, {
      passwordHash: await hashPassword(password),
      preferredLanguage: 'en-US',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { email: person.email, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionInfo>().person.preferredLanguage).toBe('en-US');
  });

  it('refuses a language it does not offer with a problem on the field', async () => {
    const person = await buildSignedInPerson(t.db);
    for (const preferredLanguage of ['fr-FR', 'en-us', 'en', '', 7]) {
      const res = await setLanguage(person, { preferredLanguage });
      expect(res.statusCode, String(preferredLanguage)).toBe(400);
      expect(res.json<ErrorBody>().problems).toEqual([{ field: 'preferredLanguage', message: 'is-invalid' }]);
    }
    const missing = await setLanguage(person, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().problems).toEqual([
      { field: 'preferredLanguage', message: 'is-not-present' },
    ]);
    expect(await languageOf(person)).toBeNull();
  });

  it("sets only the caller's own language, whoever the body names", async () => {
    const someone = await buildSignedInPerson(t.db);
    const other = await buildSignedInPerson(t.db);
    const res = await setLanguage(other, { preferredLanguage: 'en-US', principal: someone.principal });
    expect(res.statusCode).toBe(204);
    expect(await languageOf(other)).toBe('en-US');
    expect(await languageOf(someone)).toBeNull();
  });

  it('needs a session and its CSRF token', async () => {
    expect((await setLanguage(null, { preferredLanguage: 'en-US' })).statusCode).toBe(401);
    const person = await buildSignedInPerson(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v3/auth/me/preferredLanguage',
      headers: { cookie: person.headers.cookie! },
      payload: { preferredLanguage: 'en-US' },
    });
    expect(res.statusCode).toBe(403);
    expect(await languageOf(person)).toBeNull();
  });

  it('keeps any other value out of the database', async () => {
    await expect(
      t.db.insert(people).values({
        principal: 'p-bad-language',
        email: 'bad-language@example.test',
        fullName: 'Bad Language',
        preferredLanguage: 'fr-FR' as 'en-AU',
      }),
    ).rejects.toThrow();
  });
});
