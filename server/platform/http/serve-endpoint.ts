import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import {
  defaultSuccessStatus,
  type BodyOf,
  type EndpointDeclaration,
  type ParamsOf,
  type QueryOf,
  type RawBody,
  type RawBodyInput,
  type ResponseInput,
  type SuccessStatus,
} from '../../../common/api/endpoint.ts';
import { zErrorBody } from '../../../common/api/problems.ts';
import { requireActor, type Actor } from '../auth/actor.ts';
import { AppError } from '../errors.ts';
import { resourceCheckHook, type AuthorizedOf } from './resource-access.ts';
import { WrittenAnswer } from './written-answer.ts';

/** What a handler receives: the caller, and the request's parts as their schemas parsed them. */
export interface EndpointContext<E extends EndpointDeclaration> {
  /** Never null unless the endpoint is `public`: the access check ran before the handler. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** What the endpoint's declared resource check (`checks`) loaded, once it allowed the call. */
  authorized: AuthorizedOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An answer with a status other than the endpoint's first declared one. */
export class Answer<E extends EndpointDeclaration = EndpointDeclaration> {
  constructor(
    readonly status: SuccessStatus<E>,
    readonly body: ResponseInput<E>,
  ) {}
}

/**
 * A handler answers with the body of its endpoint's first declared success status, that body
 * written ahead by the endpoint's own serializer (`WrittenAnswer`), an `Answer` for another
 * declared status, or the reply it has sent itself (a stream, a redirect).
 */
type HandlerResult<E extends EndpointDeclaration> =
  ResponseInput<E> | WrittenAnswer<E> | Answer<E> | FastifyReply;
export type EndpointHandler<E extends EndpointDeclaration> = (
  context: EndpointContext<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

export interface ServeOptions {
  /** Hooks of the endpoint's own, run after the access check (a rate limit, say). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /**
   * The sign-in call: no session CSRF token exists yet, so the request must instead come from
   * this site (`Origin`, `Sec-Fetch-Site`).
   */
  isSignIn?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's declared access; read by the session plugin for every route. */
    access?: EndpointDeclaration['access'];
    isSignIn?: boolean;
  }
}

const NO_BODY = z.null();
/** The type Fastify gives a serialized answer, for one written ahead (sent as bytes, not serialized again). */
const JSON_TYPE = 'application/json; charset=utf-8';
const FILE_BYTES = z.string().meta({ format: 'binary' });

/** The error answers an endpoint can give, documented from what it declares. */
function errorResponses(endpoint: EndpointDeclaration): Record<number, z.ZodType> {
  const statuses = new Set<number>();
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.consumes) statuses.add(400);
  if (endpoint.consumes) for (const status of [413, 415]) statuses.add(status);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'internal-admin' || endpoint.method !== 'GET' || endpoint.checks) statuses.add(403);
  if (endpoint.params) statuses.add(404);
  for (const status of endpoint.errors ?? []) statuses.add(status);
  return Object.fromEntries([...statuses].map((status) => [status, zErrorBody]));
}

/** A file's bytes, answered with the file's own media type: documented as binary in each. */
const fileAnswer = (mediaTypes: readonly string[]) => ({
  description: "The file's bytes",
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FILE_BYTES }])),
});

function responseSchemas(endpoint: EndpointDeclaration): Record<number, unknown> {
  const schemas: Record<number, unknown> = errorResponses(endpoint);
  const file = typeof endpoint.produces === 'object' ? endpoint.produces.file : null;
  const successStatus = defaultSuccessStatus(endpoint);
  for (const [status, schema] of Object.entries(endpoint.responses))
    schemas[Number(status)] =
      file && Number(status) === successStatus ? fileAnswer(file) : (schema ?? NO_BODY);
  return schemas;
}

/** `image/PNG; charset=x` → `image/png`. */
const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Registers a route that takes raw bytes in a scope of its own, where the only body parser is
 * one for its media types: every other route still takes JSON alone, and a body of another type
 * is refused (415) before it is read. The bytes come whole, up to the route's body limit (413).
 */
function routeWithRawBody(app: FastifyInstance, route: RouteOptions, rawBody: RawBody): void {
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser([...rawBody.mediaTypes], { parseAs: 'buffer' }, (request, bytes, done) => {
      const body: RawBodyInput = {
        mediaType: mediaTypeOf(request.headers['content-type']),
        bytes: bytes as Buffer,
      };
      done(null, body);
    });
    scoped.route({ ...route, bodyLimit: rawBody.maxBytes });
  });
}

/**
 * Registers a declared endpoint: its schemas validate the request and whitelist the answer,
 * OpenAPI documents it from the same declaration, the session plugin checks its access before
 * anything of the request is read, and its declared resource check runs before the body is
 * validated (resource-access.ts).
 */
export function serve<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const successStatus = defaultSuccessStatus(endpoint);
  const hasNoBody = (endpoint.responses as Record<number, unknown>)[successStatus] === null;
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, isSignIn: options.isSignIn === true },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(endpoint.checks ? { preValidation: resourceCheckHook(app, endpoint) } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // Read by the OpenAPI document (openapi.ts), which describes the body as bytes of these types.
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes.mediaTypes] } : {}),
      ...(endpoint.produces === 'text/event-stream' ? {} : { response: responseSchemas(endpoint) }),
    },
    handler: async (request, reply) => {
      const rawBody = request.body as RawBodyInput | undefined;
      if (endpoint.consumes && !rawBody?.bytes.length)
        throw AppError.validation([{ field: '(body)', message: 'is-not-present' }]);
      const context = {
        actor: endpoint.access === 'public' ? request.actor : requireActor(request),
        params: request.params,
        query: request.query,
        body: request.body,
        authorized: request.authorized,
        request,
        reply,
      } as EndpointContext<E>;
      const result: unknown = await handler(context);
      // A reply is thenable: an async handler returning it resolves once it is sent, to undefined.
      if (result === reply || reply.sent) return reply;
      if (result instanceof WrittenAnswer) {
        const { bytes, encoding } = result.encodedFor(request.headers['accept-encoding']);
        if (result.isCompressible) void reply.header('vary', 'accept-encoding');
        if (encoding) void reply.header('content-encoding', encoding);
        return reply.status(successStatus).type(JSON_TYPE).send(bytes);
      }
      if (result instanceof Answer) return reply.status(result.status).send(result.body);
      if (hasNoBody) return reply.status(successStatus).send();
      return reply.status(successStatus).send(result);
    },
  };
  if (endpoint.consumes) routeWithRawBody(app, route, endpoint.consumes);
  else app.route(route);
}
