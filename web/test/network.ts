import { vi } from 'vitest';

/** One request the page made, as the server would read it. */
export interface SentRequest {
  method: string;
  /** The path without the query: `/v3/subjects`. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** The answer to give: a status and a JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What an unexpected request gets, so a test never reaches a real network. */
const NOT_STUBBED: Answer = { status: 404, body: { code: 'not-found', message: 'Not stubbed in this test' } };

/**
 * Stands in for the server at the network boundary (the global `fetch`), so a component test goes
 * through the app's real queries and API client. `answer` decides each reply; every request is
 * kept in `requests`. Undone after each test (setup.ts).
 */
export function stubServer(answer: (request: SentRequest) => Answer | Promise<Answer> | undefined) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : null;
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(request);
    const reply = (await answer(request)) ?? NOT_STUBBED;
    const hasBody = reply.body !== undefined && reply.status !== 204;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status: reply.status,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

/** A promise the test settles by hand: for a request still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
