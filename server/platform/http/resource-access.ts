import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDeclaration, ResourceCheck } from '../../../common/api/endpoint.ts';
import { requireActor, type Actor } from '../auth/actor.ts';

/**
 * What each resource's access function loads once the actor may take the action: features add
 * their resources here (declaration merging), so a handler's `authorized` has the record's type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature
export interface ResourceRecords {}
export type ResourceName = keyof ResourceRecords;

/**
 * A resource's one access function: the record, with whatever the handler needs of it, once the
 * actor may take `check.action` on it; otherwise it throws 404 (may not read it, or it does not
 * exist) or 403 (may read it, not take the action), as the resource's policy decides.
 */
export interface ResourceAccess<R> {
  actions: readonly string[];
  authorize(actor: Actor, id: number, check: ResourceCheck): Promise<R>;
}

export type ResourceAccessRegistry = { [N in ResourceName]?: ResourceAccess<ResourceRecords[N]> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every resource's access function, by name; `serve()` runs the one an endpoint declares. */
    resourceAccess: ResourceAccessRegistry;
  }
  interface FastifyRequest {
    /** What the endpoint's declared resource check loaded. */
    authorized?: unknown;
  }
}

/** The record an endpoint's declared check hands its handler (undefined when it declares none). */
export type AuthorizedOf<E extends EndpointDeclaration> = E['checks'] extends {
  resource: infer N extends ResourceName;
}
  ? ResourceRecords[N]
  : undefined;

/** Makes the registry the app's; features then add their resources with registerResourceAccess. */
export function provideResourceAccess(app: FastifyInstance): void {
  if (!app.hasDecorator('resourceAccess')) app.decorate('resourceAccess', {});
}

export function registerResourceAccess<N extends ResourceName>(
  app: FastifyInstance,
  name: N,
  access: ResourceAccess<ResourceRecords[N]>,
): void {
  provideResourceAccess(app);
  (app.resourceAccess as Record<string, unknown>)[name] = access;
}

/**
 * The hook `serve()` runs before an endpoint with a declared check validates its body: the id
 * comes from the path as its schema reads it (a malformed one is left to validation's 400).
 * Checked when the route is registered: the resource exists, has the action, and the path the id.
 */
export function resourceCheckHook(app: FastifyInstance, endpoint: EndpointDeclaration) {
  const check = endpoint.checks!;
  const where = `${endpoint.method} ${endpoint.path}`;
  const access = (app.resourceAccess as Record<string, ResourceAccess<unknown> | undefined> | undefined)?.[
    check.resource
  ];
  if (!access) throw new Error(`${where}: no access function is registered for ${check.resource}`);
  if (!access.actions.includes(check.action))
    throw new Error(`${where}: ${check.resource} has no action ${check.action}`);
  if (!endpoint.path.includes(`:${check.param}`) || !endpoint.params)
    throw new Error(`${where}: the path has no parameter ${check.param}`);
  const params = endpoint.params;
  return async (request: FastifyRequest) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return;
    const id = parsed.data[check.param] as number;
    request.authorized = await access.authorize(requireActor(request), id, check);
  };
}
