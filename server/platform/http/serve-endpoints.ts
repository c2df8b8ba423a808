import type { FastifyInstance } from 'fastify';
import type { EndpointDeclaration } from '../../../common/api/endpoint.ts';
import { serve, type EndpointHandler, type ServeOptions } from './serve-endpoint.ts';

/** The export names of a module's endpoint declarations (`common/<feature>/endpoints.ts`). */
export type EndpointName<M> = {
  [K in keyof M]: M[K] extends EndpointDeclaration ? K : never;
}[keyof M] &
  string;

/** A handler for every endpoint a module declares, each by its endpoint's export name. */
export type EndpointHandlers<M> = {
  [K in EndpointName<M>]: EndpointHandler<Extract<M[K], EndpointDeclaration>>;
};

/** The handlers of some of a module's endpoints, named: one route file's share of a feature. */
export type SomeEndpointHandlers<M, K extends EndpointName<M>> = Pick<EndpointHandlers<M>, K>;

/** Options of some endpoints (a rate limit, the sign-in call), by export name. */
export type EndpointOptions<M> = { [K in EndpointName<M>]?: ServeOptions };

const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'responses' in value;

/**
 * Serves every endpoint a module declares with its handler, by name: `serve()` for each, in the
 * handlers' order, so validation, OpenAPI, the access and resource checks are those of `serve()`.
 * A module's endpoint with no handler fails the typecheck, and, should a cast hide it, start-up.
 */
export function serveEndpoints<M extends object>(
  app: FastifyInstance,
  endpoints: M,
  handlers: NoInfer<EndpointHandlers<M>>,
  options: NoInfer<EndpointOptions<M>> = {},
): void {
  const declared = new Map(
    Object.entries(endpoints).filter((entry): entry is [string, EndpointDeclaration] => isEndpoint(entry[1])),
  );
  const byName = handlers as unknown as Record<string, EndpointHandler<EndpointDeclaration>>;
  const optionsByName = options as Record<string, ServeOptions | undefined>;
  const unhandled = [...declared.keys()].filter((name) => !Object.hasOwn(byName, name));
  if (unhandled.length > 0) throw new Error(`No handler for the endpoints ${unhandled.join(', ')}`);
  for (const [name, handler] of Object.entries(byName)) {
    const endpoint = declared.get(name);
    if (!endpoint) throw new Error(`${name} is not an endpoint of the module it is served with`);
    serve(app, endpoint, handler, optionsByName[name]);
  }
  for (const name of Object.keys(optionsByName))
    if (!declared.has(name)) throw new Error(`Options for ${name}, which is not an endpoint of the module`);
}
