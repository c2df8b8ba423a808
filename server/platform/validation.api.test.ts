import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubject,
  buildSubjectRole,
} from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe.each(testEngines())('request validation on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const person = await buildPerson(t.db);
    headers = (await buildSession(t.db, person.principal)).headers;
  });
  afterAll(() => t.close());

  it('tells a missing field from a field of the wrong type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      payload: { email: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation-failed',
      problems: expect.arrayContaining([
        { field: 'email', message: 'is-invalid' },
        { field: 'password', message: 'is-not-present' },
      ]) as unknown,
    });
  });

  it('names the element of a list that is not a number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/institutions/batch/get',
      headers,
      payload: { ids: [1, 'abc'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ problems: unknown[] }>().problems).toEqual([
      { field: 'ids.1', message: 'is-not-a-number' },
    ]);
  });

  it('reports a path parameter of the wrong kind against its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/institutions/not-a-number', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ problems: unknown[] }>().problems).toEqual([
      { field: 'institutionId', message: 'is-not-a-number' },
    ]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-failed' });
  });

  describe('a body nested 20,000 levels deep', () => {
    const DEPTH = 20_000;
    const nestedArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
    const nestedObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
    const nestedDocument =
      '{"type":"doc","content":['.repeat(DEPTH) + '{"type":"paragraph"}' + ']}'.repeat(DEPTH);

    it.each([
      ['the whole body', () => nestedArray],
      ['a field', () => `{"email":${nestedObject},"password":"x"}`],
      ['a list', () => `{"email":"a@b.test","password":${nestedArray}}`],
    ])('is a 400 with a problem on the body when it is %s, not a 500', async (_where, body) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: body(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        problems: [{ field: '(body)', message: 'above-max-length', max: 100 }],
      });
    });

    it('is a 400 in a rich-text document, which is read as it is nested', async () => {
      const school = await buildInstitution(t.db);
      const teacher = await buildPerson(t.db);
      await buildRole(t.db, school.id, teacher.principal, ['SUBJECT_CREATOR']);
      const subject = await buildSubject(t.db, school.id);
      await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
      const res = await t.app.inject({
        method: 'POST',
        url: `/v3/subjects/${subject.id}/activities`,
        headers: {
          ...(await buildSession(t.db, teacher.principal)).headers,
          'content-type': 'application/json',
        },
        payload: `{"title":"Deep","body":${nestedDocument}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-failed' });
    });
  });

  it('refuses a NUL character (which the database cannot store) and an unknown timezone with a 400 on the field', async () => {
    const school = await buildInstitution(t.db);
    const admin = await buildPerson(t.db);
    await buildRole(t.db, school.id, admin.principal, ['ADMIN', 'SUBJECT_CREATOR']);
    const adminHeaders = (await buildSession(t.db, admin.principal)).headers;
    const subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, admin.principal, 'INSTRUCTOR');

    const calls = [
      {
        method: 'POST',
        url: '/v3/subjects',
        payload: { institutionId: school.id, name: 'a\u0000b' },
        field: 'name',
      },
      { method: 'PATCH', url: `/v3/subjects/${subject.id}`, payload: { name: 'a\u0000b' }, field: 'name' },
      { method: 'PATCH', url: `/v3/subjects/${subject.id}`, payload: { code: 'X\u0000' }, field: 'code' },
      { method: 'PATCH', url: `/v3/institutions/${school.id}`, payload: { name: '\u0000' }, field: 'name' },
      {
        method: 'PATCH',
        url: `/v3/institutions/${school.id}`,
        payload: { timezone: 'UTC\u0000' },
        field: 'timezone',
      },
      {
        method: 'PATCH',
        url: `/v3/institutions/${school.id}`,
        payload: { timezone: 'Mars/Olympus_Mons' },
        field: 'timezone',
      },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: adminHeaders,
        payload: call.payload,
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json<{ problems: unknown[] }>().problems).toEqual([
        { field: call.field, message: 'is-invalid' },
      ]);
    }
    const query = await t.app.inject({
      method: 'GET',
      url: `/v3/subjects?institutionId=${school.id}%00`,
      headers,
    });
    expect(query.statusCode).toBe(400);
  });

  it('reads an id only in its canonical decimal form', async () => {
    const school = await buildInstitution(t.db);
    const member = await buildPerson(t.db);
    await buildRole(t.db, school.id, member.principal, ['SUBJECT_CREATOR']);
    const memberHeaders = (await buildSession(t.db, member.principal)).headers;
    const get = (id: string) =>
      t.app.inject({ method: 'GET', url: `/v3/institutions/${id}`, headers: memberHeaders });

    expect((await get(String(school.id))).statusCode).toBe(200);
    const hex = `0x${school.id.toString(16)}`;
    for (const id of [
      hex,
      `%20${school.id}`,
      `${school.id}e0`,
      `${school.id}.0`,
      `%2B${school.id}`,
      `0${school.id}`,
    ]) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json<{ problems: unknown[] }>().problems).toEqual([
        { field: 'institutionId', message: 'is-not-a-number' },
      ]);
    }
    const batch = await t.app.inject({
      method: 'POST',
      url: '/v3/institutions/batch/get',
      headers: memberHeaders,
      payload: { ids: [true, String(school.id)] },
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json<{ problems: unknown[] }>().problems).toEqual([
      { field: 'ids.0', message: 'is-not-a-number' },
    ]);
  });
});
