import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fullDocsUrl } from '../test/api-docs.ts';

describe.each(testEngines())('platform on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers /healthz with 200 once migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine });
  });

  // PGlite runs in this process: a statement that sleeps stops everything, so it cannot hang alone.
  it.runIf(engine === 'postgres')(
    'answers /healthz 503 when the database does not answer in time, rather than waiting on it',
    async () => {
      const { pool } = t.testDatabase.database;
      // Every connection busy for longer than the check waits: to the check, a database that hangs.
      const busy = Array.from({ length: pool.options.max }, () => pool.query('select pg_sleep(4)'));
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable' });
      await Promise.all(busy);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    },
  );

  it('sends security headers and a request id on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over TLS behind a trusted proxy', async () => {
    const proxied = await createTestApp(engine, { TRUST_PROXY: true });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: await fullDocsUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ openapi: string }>().openapi).toBe('3.1.0');
  });

  it('marks a request body optional only where the call may be sent without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: await fullDocsUrl() });
    const paths = res.json<{
      paths: Record<string, Record<string, { requestBody?: { required: boolean } }>>;
    }>().paths;
    expect(paths['/invitations/{code}/accept']?.post?.requestBody?.required).toBe(false);
    expect(paths['/v3/roleInvitations/{code}/actions/accept']?.post?.requestBody?.required).toBe(true);
    expect(paths['/v3/auth/login']?.post?.requestBody?.required).toBe(true);
  });
});
