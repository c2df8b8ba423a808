import {
  endpointUrl,
  type CallInput,
  type EndpointDeclaration,
  type ResponseOutput,
} from '../../common/api/endpoint.ts';
import { zErrorBody } from '../../common/api/problems.ts';
import { CSRF_HEADER } from '../../common/auth/schema.ts';
import { ApiError, parseRetryAfter } from './api-error.ts';
import { getCsrfToken } from './session-token.ts';
import { notifyUnauthorized } from './unauthorized.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Whether a 401 means "the session ended, go and sign in" (the default). Sign-in and the
   * session check answer 401 as part of their normal work, so they turn it off.
   */
  redirectOnUnauthorized?: boolean;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

function buildSignal(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): AbortSignal | undefined {
  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (s): s is AbortSignal => !!s,
  );
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone has to do.
  }
  const parsed = zErrorBody.safeParse(body);
  if (parsed.success) {
    const { code, message, problems } = parsed.data;
    return new ApiError(response.status, code, message, { problems, retryAfterSeconds });
  }
  return new ApiError(response.status, 'unknown', `Request failed with status ${response.status}`, {
    retryAfterSeconds,
  });
}

/** Sends one request; returns the raw response when it succeeded, throws an ApiError when not. */
async function send(url: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // A Blob (an uploaded file) goes as its own bytes and type; anything else as JSON.
  const { body } = options;
  const payload = body instanceof Blob || body === undefined ? body : JSON.stringify(body);
  if (body !== undefined) headers['content-type'] = body instanceof Blob ? body.type : 'application/json';
  const token = getCsrfToken();
  if (method !== 'GET' && token) headers[CSRF_HEADER] = token;

  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: payload,
      signal: buildSignal(options.signal, options.timeoutMs),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'The server could not be reached', { cause });
  }
  if (response.ok) return response;

  const error = await toApiError(response);
  if (error.status === 401 && options.redirectOnUnauthorized !== false) notifyUnauthorized();
  throw error;
}

/** Options of one call besides its declared parts. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'redirectOnUnauthorized' | 'fetch'>;

/**
 * Calls a declared endpoint (common/<feature>/endpoints.ts): its method and path come from the
 * declaration, and the answer is parsed with the schema of its first success status. An endpoint
 * answered without a body resolves to undefined.
 */
export async function callEndpoint<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options]: keyof CallInput<E> extends never
    ? [input?: CallInput<E>, options?: CallOptions]
    : RequiredKeys<CallInput<E>> extends never
      ? [input?: CallInput<E>, options?: CallOptions]
      : [input: CallInput<E>, options?: CallOptions]
): Promise<ResponseOutput<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const response = await send(endpointUrl(endpoint, { params, query }), {
    ...options,
    method: endpoint.method,
    body,
  });
  const schema = Object.values(endpoint.responses)[0];
  if (!schema || response.status === 204) return undefined as ResponseOutput<E>;
  return schema.parse(await response.json()) as ResponseOutput<E>;
}

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
