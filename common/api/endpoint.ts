import type { z } from 'zod';

/**
 * Every API endpoint is declared once, here in `common/` (ARCHITECTURE.md, convention 1): the
 * server registers the declaration (`server/platform/http/serve-endpoint.ts`: validation, the
 * response as a whitelist, OpenAPI, the access check) and the web calls it through one typed
 * client (`web/api/client.ts`), so no path, method or status is written twice.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked before its body is read:
 * - `public`: anyone; a session, when there is one, is loaded and handed to the handler;
 * - `session`: a signed-in person (401 otherwise);
 * - `internal-admin`: a signed-in internal admin of the provider (401, then 403).
 * Finer rules (this person, this school, this subject) belong to the resource's policy.
 */
export type Access = 'public' | 'session' | 'internal-admin';

/** A success answer's schema; `null` declares an answer with no JSON body (204, a redirect, a file). */
export type ResponseSchema = z.ZodType | null;

/** A request body of raw bytes rather than JSON: an uploaded file. */
export interface RawBody {
  /** The media types it may be sent as; any other is refused (415). */
  mediaTypes: readonly string[];
  /** The largest body taken, in bytes; a larger one is refused unread (413). */
  maxBytes: number;
}

/** A raw body as a handler receives it: the media type it was sent as (lower case, no parameters), and its bytes. */
export interface RawBodyInput {
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * The resource a call acts on and what it does to it: `serve()` asks the resource's one access
 * function before the handler runs (before the body is validated, too), so someone who may not
 * read it is told it does not exist (404) and someone who may read it but not take the action is
 * refused (403). The handler receives what the check loaded. The authorization matrix is generated
 * from these declarations (server/test/resource-matrix.ts).
 */
export interface ResourceCheck {
  /** The resource's name in the server's registry of access functions: `activity`, `response`… */
  resource: string;
  /** The path parameter holding its id. */
  param: string;
  /** An action of the resource's policy. */
  action: string;
  /** A deleted one, while it may still be restored, counts too (restore calls). */
  includeDeleted?: boolean;
}

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Fastify's spelling: `/v3/subjects/:subjectId`; every `:name` is a key of `params`. */
  path: string;
  access: Access;
  /** The resource the call acts on, checked before the handler (see ResourceCheck). */
  checks?: ResourceCheck;
  /** The OpenAPI tag: the feature the endpoint belongs to. */
  tag: string;
  summary: string;
  /** Longer OpenAPI prose, where the summary cannot say enough. */
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body of raw bytes (an upload) instead of a JSON `body`; the web sends it a `Blob`. */
  consumes?: RawBody;
  /** The success answers by status. Error answers are `ErrorBody` (common/api/problems.ts). */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 303 | 304, ResponseSchema>>;
  /**
   * Error answers beyond those its parts imply (400 for a request with parts, 401 and 403 by
   * access, 404 with path parameters, 413 and 415 for a raw body), so OpenAPI lists them: 409
   * conflicts, 429 rate limits.
   */
  errors?: readonly (403 | 404 | 409 | 429)[];
  /**
   * Not JSON: a server-sent event stream, a page redirect, or a stored file's bytes in one of
   * `file`'s media types (its success answer declared `null`); the typed client calls none of them.
   */
  produces?: 'text/event-stream' | 'redirect' | { file: readonly string[] };
}

/** Declares an endpoint; the literal types are kept, so the server and the client are typed by it. */
export const defineEndpoint = <const E extends EndpointDeclaration>(endpoint: E): E => endpoint;

type Schema<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** The statuses an endpoint answers with when it succeeds. */
export type SuccessStatus<E extends EndpointDeclaration> = keyof E['responses'] & number;

type SuccessSchema<E extends EndpointDeclaration> = E['responses'][SuccessStatus<E>];

/** What the server hands to the serializer (input) and what the client gets after parsing (output). */
export type ResponseInput<E extends EndpointDeclaration> =
  SuccessSchema<E> extends infer S ? (S extends z.ZodType ? z.input<S> : void) : never;
export type ResponseOutput<E extends EndpointDeclaration> =
  SuccessSchema<E> extends infer S ? (S extends z.ZodType ? z.output<S> : undefined) : never;

/** The parsed parts of a request, as the handler receives them. */
export type ParamsOf<E extends EndpointDeclaration> =
  Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : Record<string, never>;
export type QueryOf<E extends EndpointDeclaration> =
  Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : Record<string, never>;
export type BodyOf<E extends EndpointDeclaration> = E extends { consumes: RawBody }
  ? RawBodyInput
  : Schema<E, 'body'> extends z.ZodType
    ? z.output<Schema<E, 'body'>>
    : undefined;

type PathValue = string | number;
type QueryValue = string | number | boolean | undefined;

/** What a caller passes: only the parts the endpoint declares, each required when declared. */
export type CallInput<E extends EndpointDeclaration> = (Schema<E, 'params'> extends z.ZodType
  ? { params: { [K in keyof z.output<Schema<E, 'params'>>]: PathValue } }
  : { params?: undefined }) &
  (Schema<E, 'query'> extends z.ZodType
    ? { query?: { [K in keyof z.output<Schema<E, 'query'>>]?: QueryValue } }
    : { query?: undefined }) &
  (E extends { consumes: RawBody }
    ? { body: Blob }
    : Schema<E, 'body'> extends z.ZodType
      ? { body: z.input<Schema<E, 'body'>> }
      : { body?: undefined });

/** The path with its parameters filled in, each encoded: `/v3/subjects/12`. */
export function endpointPath(endpoint: EndpointDeclaration, params: Record<string, PathValue> = {}): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The path and query string of a call, as a URL relative to the origin. */
export function endpointUrl(
  endpoint: EndpointDeclaration,
  input: { params?: Record<string, PathValue>; query?: Record<string, QueryValue> } = {},
): string {
  const path = endpointPath(endpoint, input.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The status a handler's answer goes out with when the endpoint declares one success status. */
export function defaultSuccessStatus(endpoint: EndpointDeclaration): number {
  const statuses = Object.keys(endpoint.responses).map(Number);
  const first = statuses[0];
  if (first === undefined) throw new Error(`${endpoint.method} ${endpoint.path} declares no success answer`);
  return first;
}
