import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../../common/api/endpoint.ts';
import { serveEndpoints } from './serve-endpoints.ts';

/** A module of endpoint declarations, as `import * as … from 'common/<feature>/endpoints.ts'` gives it. */
const endpoints = {
  zGreeting: z.object({ text: z.string() }),
  getGreeting: defineEndpoint({
    method: 'GET',
    path: '/v3/greeting',
    access: 'public',
    tag: 'test',
    summary: 'A greeting',
    responses: { 200: z.object({ text: z.string() }) },
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/v3/greeting/signIn',
    access: 'public',
    tag: 'test',
    summary: 'Signs in',
    responses: { 204: null },
  }),
};

/** An app that records the routes registered, with compilers that let any schema through. */
function recordingApp() {
  const app = Fastify();
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  return { app, routes };
}

describe('serving a module of endpoints by name', () => {
  it("registers every endpoint of the module in the handlers' order, with its options by name", async () => {
    const { app, routes } = recordingApp();
    serveEndpoints(
      app,
      endpoints,
      { signIn: () => undefined, getGreeting: () => ({ text: 'hello' }) },
      { signIn: { isSignIn: true } },
    );
    await app.ready();
    expect(routes.map((route) => `${String(route.method)} ${route.url}`)).toEqual([
      'POST /v3/greeting/signIn',
      'GET /v3/greeting',
    ]);
    expect(routes.map((route) => route.config?.isSignIn)).toEqual([true, false]);
    const answer = await app.inject({ method: 'GET', url: '/v3/greeting' });
    expect([answer.statusCode, answer.json()]).toEqual([200, { text: 'hello' }]);
    expect((await app.inject({ method: 'POST', url: '/v3/greeting/signIn' })).statusCode).toBe(204);
    await app.close();
  });

  it('refuses a module with an endpoint that has no handler, and a handler of no endpoint', () => {
    const { app } = recordingApp();
    // @ts-expect-error -- every endpoint of the module needs a handler
    expect(() => serveEndpoints(app, endpoints, { getGreeting: () => ({ text: 'hello' }) })).toThrow(
      'No handler for the endpoints signIn',
    );
    expect(() =>
      serveEndpoints(app, endpoints, {
        getGreeting: () => ({ text: 'hello' }),
        signIn: () => undefined,
        // @ts-expect-error -- zGreeting is not an endpoint
        zGreeting: () => undefined,
      }),
    ).toThrow('zGreeting is not an endpoint of the module');
  });
});
