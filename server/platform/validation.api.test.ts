import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import { buildPerson, buildSession } from '../test/factories.ts';
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
});
