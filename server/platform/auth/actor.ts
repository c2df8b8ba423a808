import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The signed-in person making a request, loaded from the session cookie by the auth plugin. */
export interface Actor {
  principal: string;
  email: string;
  fullName: string;
  isInternalAdmin: boolean;
  sessionTokenHash: string;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The actor, or a 401 for a protected call made without a session. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthenticated();
  return request.actor;
}

/** Resolves the `{principal}` path parameter; `me` means the actor. Others need an internal admin. */
export function resolvePrincipalParam(actor: Actor, principal: string): string {
  if (principal === 'me' || principal === actor.principal) return actor.principal;
  if (actor.isInternalAdmin) return principal;
  throw AppError.notFound('Person not found');
}
