import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, SESSION_COOKIE } from '../../../common/auth/schema.ts';
import { UNSAFE_METHODS, csrfFailed, csrfTokenMatches, isSameOriginRequest } from './csrf.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The sign-in route: there is no session CSRF token to echo yet, so instead of the
     * x-csrf-token check the request must not come from another site.
     */
    isSignIn?: boolean;
  }
}

function isCrossSite(request: FastifyRequest, publicHost: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  return !isSameOriginRequest(request.headers.origin, request.host, publicHost);
}

/**
 * Loads `request.actor` from the `sid` cookie and guards cookie-authenticated writes against CSRF.
 * Without a cookie it does no I/O, so unauthenticated traffic pays nothing for it.
 * A cookie whose session is unknown or expired counts as no cookie: there is no session for a
 * forged request to ride on, and the route answers 401 if it needs one.
 */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  const { config } = app.deps;
  const publicHost = new URL(config.PUBLIC_URL).host;

  app.addHook('onRequest', async (request) => {
    const isWrite = UNSAFE_METHODS.has(request.method);
    const isSignIn = request.routeOptions.config.isSignIn === true;
    if (isWrite && isSignIn && isCrossSite(request, publicHost)) throw csrfFailed();

    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.actor = await app.sessions.load(token);

    if (isWrite && !isSignIn && request.actor) {
      if (!csrfTokenMatches(request.headers[CSRF_HEADER], request.actor.csrfToken)) throw csrfFailed();
    }
  });
});
