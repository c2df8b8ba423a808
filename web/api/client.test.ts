import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, parseRetryAfter } from './api-error.ts';
import { defineEndpoint } from '../../common/api/endpoint.ts';
import { callEndpoint } from './client.ts';
import { setCsrfToken } from './session-token.ts';
import { setUnauthorizedHandler } from './unauthorized.ts';

const zThing = z.object({ id: z.number() });
const base = { access: 'session', tag: 'things', summary: 'A thing' } as const;
const getThing = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/v3/things/:thingId',
  params: z.object({ thingId: z.coerce.number() }),
  query: z.object({ includeMyRoles: z.boolean().optional(), skip: z.boolean().optional() }),
  responses: { 200: zThing },
});
const createThing = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/v3/things',
  body: z.object({ name: z.string() }),
  responses: { 201: zThing },
});
const removeThing = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/v3/things/:thingId',
  params: z.object({ thingId: z.coerce.number() }),
  responses: { 204: null },
});
const uploadPicture = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/v3/things/:thingId/picture',
  params: z.object({ thingId: z.coerce.number() }),
  consumes: { mediaTypes: ['image/png'], maxBytes: 100 },
  responses: { 200: zThing },
});
const thing3 = { params: { thingId: 3 } };

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json(body, { status, headers }),
  );
}

afterEach(() => {
  setCsrfToken(null);
  setUnauthorizedHandler(null);
});

describe('callEndpoint', () => {
  it('parses a successful answer with the contract schema', async () => {
    const fetch = fakeFetch(200, { id: 3, extra: true });
    await expect(callEndpoint(getThing, thing3, { fetch })).resolves.toEqual({ id: 3 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/v3/things/3');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
  });

  it('sends JSON and the CSRF token on writes', async () => {
    setCsrfToken('token-1');
    const fetch = fakeFetch(200, { id: 1 });
    await callEndpoint(createThing, { body: { name: 'x' } }, { fetch });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 'token-1' });
  });

  it('sends a file as its own bytes and type, with the CSRF token', async () => {
    setCsrfToken('token-1');
    const fetch = fakeFetch(200, { id: 3 });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' });
    await callEndpoint(uploadPicture, { ...thing3, body: file }, { fetch });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png', 'x-csrf-token': 'token-1' });
  });

  it('does not send the CSRF token on reads', async () => {
    setCsrfToken('token-1');
    const fetch = fakeFetch(200, { id: 1 });
    await callEndpoint(
      getThing,
      { params: { thingId: 1 }, query: { includeMyRoles: true, skip: undefined } },
      { fetch },
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/v3/things/1?includeMyRoles=true');
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('turns an error body into an ApiError with status, code, problems and Retry-After', async () => {
    const fetch = fakeFetch(
      400,
      {
        code: 'validation-failed',
        message: 'Invalid',
        problems: [{ field: 'email', message: 'is-not-an-email' }],
      },
      { 'retry-after': '30' },
    );
    const error = await callEndpoint(createThing, { body: { name: '' } }, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation-failed',
      message: 'Invalid',
      problems: [{ field: 'email', message: 'is-not-an-email' }],
      retryAfterSeconds: 30,
    });
  });

  it('reports a body that is not the error model as an unknown error', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callEndpoint(getThing, thing3, { fetch })).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callEndpoint(getThing, thing3, { fetch })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('hands a 401 from a protected call to the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const fetch = fakeFetch(401, { code: 'unauthenticated', message: 'Sign in' });
    await expect(callEndpoint(getThing, thing3, { fetch })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone when the call expects one (sign-in)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const fetch = fakeFetch(401, { code: 'invalid-credentials', message: 'No' });
    await expect(
      callEndpoint(createThing, { body: { name: 'x' } }, { fetch, redirectOnUnauthorized: false }),
    ).rejects.toMatchObject({ code: 'invalid-credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('resolves a call answered without a body to undefined', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(callEndpoint(removeThing, thing3, { fetch })).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]).toBeDefined();
  });

  it('encodes path parameters', async () => {
    const fetch = fakeFetch(200, { id: 1 });
    await callEndpoint(getThing, { params: { thingId: 'a/b' } }, { fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe('/v3/things/a%2Fb');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
