import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { testConfig } from '../config.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/engines.ts';
import { buildSignedInPerson } from '../test/factories.ts';
import { capturingLogger } from '../test/log-capture.ts';
import { createPlatformServices } from './services.ts';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  principal?: string;
}

describe.each(testEngines())('request log and headers on %s', (engine) => {
  let testDatabase: TestDatabase;
  let app: App;
  let closeServices: () => Promise<void>;
  let logged: () => LogLine[] = () => [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const { logger, entries } = capturingLogger('info');
    logged = () => entries() as unknown as LogLine[];
    const services = await createPlatformServices(testDatabase.database, pino({ level: 'silent' }));
    closeServices = () => services.close();
    app = await buildApp({ config: testConfig(), database: testDatabase.database, ...services, logger });
    // A handler with a bug Fastify warns about: it answers twice.
    app.get('/test/answers-twice', (_request, reply) => {
      void reply.send({ first: true });
      void reply.send({ second: true });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeServices();
    await testDatabase.drop();
  });

  const requestLines = (reqId: string) => logged().filter((l) => l.msg === 'request' && l.reqId === reqId);

  it('answers a call without a session with the 401 body, the request id and the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/auth/me' });
    expect(res.statusCode).toBe(401);
    const requestId = res.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(
      JSON.stringify({ code: 'unauthenticated', message: 'Sign in to continue', requestId }),
    );
  });

  it('writes one line per request with its id, method, path, status and time, and never the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/auth/me?code=secret-1' });
    const requestId = res.headers['x-request-id'] as string;
    const logged = requestLines(requestId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, method: 'GET', url: '/v3/auth/me', status: 401 });
    expect(JSON.stringify(logged)).not.toContain('secret-1');
    expect(typeof logged[0]?.ms).toBe('number');
    expect(logged[0]?.principal).toBeUndefined();
  });

  it('keeps a well-formed incoming request id, and replaces a malformed one', async () => {
    const given = 'abc123-trace.42';
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    expect(requestLines(given)).toHaveLength(1);

    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'no spaces!' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('no spaces!');
    expect(requestLines(replaced.headers['x-request-id'] as string)).toHaveLength(1);
  });

  it('logs the signed-in principal', async () => {
    const person = await buildSignedInPerson(testDatabase.database.db);
    const res = await app.inject({ method: 'GET', url: '/v3/auth/me', headers: person.headers });
    expect(res.statusCode).toBe(200);
    expect(requestLines(res.headers['x-request-id'] as string)[0]).toMatchObject({
      status: 200,
      principal: person.principal,
    });
  });

  it("writes the line for an unknown route too, and none of Fastify's own request lines", async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/no-such-route' });
    expect(res.statusCode).toBe(404);
    const requestId = res.headers['x-request-id'] as string;
    expect(requestLines(requestId)).toEqual([
      expect.objectContaining({ status: 404, url: '/v3/no-such-route' }),
    ]);
    expect(logged().filter((l) => l.reqId === requestId)).toHaveLength(1);
    expect(logged().some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it("sends Fastify's own warnings about a request to the log, with the request's id", async () => {
    const res = await app.inject({ method: 'GET', url: '/test/answers-twice' });
    expect(res.json()).toEqual({ first: true });
    const requestId = res.headers['x-request-id'] as string;
    await vi.waitFor(() =>
      expect(logged().filter((l) => l.reqId === requestId && l.level === 40)).toEqual([
        expect.objectContaining({ reqId: requestId }),
      ]),
    );
    expect(requestLines(requestId)).toHaveLength(1);
  });
});
