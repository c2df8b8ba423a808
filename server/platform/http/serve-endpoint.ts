import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import {
  defaultSuccessStatus,
  type BodyOf,
  type EndpointDeclaration,
  type ParamsOf,
  type QueryOf,
  type ResponseInput,
  type SuccessStatus,
} from '../../../common/api/endpoint.ts';
import { zErrorBody } from '../../../common/api/problems.ts';
import { requireActor, type Actor } from '../auth/actor.ts';

/** What a handler receives: the caller, and the request's parts as their schemas parsed them. */
export interface EndpointContext<E extends EndpointDeclaration> {
  /** Never null unless the endpoint is `public`: the access check ran before the handler. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
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
 * A handler answers with the body of its endpoint's first declared success status, an `Answer`
 * for another declared status, or the reply it has sent itself (a stream, a redirect).
 */
export type EndpointHandler<E extends EndpointDeclaration> = (
  context: EndpointContext<E>,
) => Promise<ResponseInput<E> | Answer<E> | FastifyReply> | ResponseInput<E> | Answer<E> | FastifyReply;

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

/** The error answers an endpoint can give, documented from what it declares. */
function errorResponses(endpoint: EndpointDeclaration): Record<number, z.ZodType> {
  const statuses = new Set<number>();
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'internal-admin' || endpoint.method !== 'GET') statuses.add(403);
  if (endpoint.params) statuses.add(404);
  for (const status of endpoint.errors ?? []) statuses.add(status);
  return Object.fromEntries([...statuses].map((status) => [status, zErrorBody]));
}

function responseSchemas(endpoint: EndpointDeclaration): Record<number, z.ZodType> {
  const schemas = errorResponses(endpoint);
  for (const [status, schema] of Object.entries(endpoint.responses))
    schemas[Number(status)] = schema ?? NO_BODY;
  return schemas;
}

/**
 * Registers a declared endpoint: its schemas validate the request and whitelist the answer,
 * OpenAPI documents it from the same declaration, and the session plugin checks its access
 * before anything of the request is read.
 */
export function serve<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const successStatus = defaultSuccessStatus(endpoint);
  const hasNoBody = (endpoint.responses as Record<number, unknown>)[successStatus] === null;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, isSignIn: options.isSignIn === true },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.produces === 'text/event-stream' ? {} : { response: responseSchemas(endpoint) }),
    },
    handler: async (request, reply) => {
      const context = {
        actor: endpoint.access === 'public' ? request.actor : requireActor(request),
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as EndpointContext<E>;
      const result: unknown = await handler(context);
      if (result === reply) return reply;
      if (result instanceof Answer) return reply.status(result.status).send(result.body);
      if (hasNoBody) return reply.status(successStatus).send();
      return reply.status(successStatus).send(result);
    },
  });
}
