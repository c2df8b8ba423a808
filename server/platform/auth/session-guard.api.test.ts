import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fullDocsUrl } from '../../test/api-docs.ts';

interface Operation {
  tags?: string[];
  security?: unknown[];
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

/** The documented calls open to someone signed out: everything else needs a session. */
const PUBLIC_CALLS = [
  'GET /healthz',
  'GET /v3/auth/signInLink/{token}',
  'GET /v3/roleInvitations/{code}',
  'POST /v3/auth/actions/mailPasswordReset',
  'POST /v3/auth/actions/mailSignInLink',
  'POST /v3/auth/actions/resetPassword',
  'POST /v3/auth/login',
  'POST /v3/auth/signInLink',
];

describe.each(testEngines())('calls made without a session on %s', (engine) => {
  let t: TestApp;
  let paths: OpenApiPaths;
  beforeAll(async () => {
    t = await createTestApp(engine);
    paths = (await t.app.inject({ method: 'GET', url: await fullDocsUrl() })).json<{ paths: OpenApiPaths }>()
      .paths;
  });
  afterAll(() => t.close());

  const calls = () =>
    Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as 'GET',
        // Any value will do: the 401 comes before the parameters are read.
        url: path.replace(/\{[^}]+\}/g, 'x'),
        operation,
      })),
    );

  it('documents exactly the public calls as needing no session', () => {
    const open = calls()
      .filter((c) => c.operation.security?.length === 0)
      .map((c) => c.name)
      .sort();
    expect(open).toEqual(PUBLIC_CALLS);
  });

  it('answers every other documented call 401 unauthenticated, before looking at what was sent', async () => {
    const protectedCalls = calls().filter((c) => !PUBLIC_CALLS.includes(c.name));
    expect(protectedCalls.length).toBeGreaterThan(40);
    for (const call of protectedCalls) {
      for (const cookie of [undefined, 'sid=not-a-session-token']) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          ...(call.method === 'GET' ? {} : { payload: { not: 'valid' } }),
          ...(cookie ? { headers: { cookie } } : {}),
        });
        expect(res.statusCode, `${call.name} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthenticated', message: 'Sign in to continue' });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });
});
