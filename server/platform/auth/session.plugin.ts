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
 * Without a cookie it does no I/O, so unauthenticated traffic pays nothing for it: the hook is a
 * callback one and returns at once (an async hook would cost a promise per request), and a read
 * never looks at the route options.
 * A cookie whose session is unknown or expired counts as no cookie: there is no session for a
 * forged request to ride on, and the route answers 401 if it needs one.
 */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  const { config } = app.deps;
  const publicHost = new URL(config.PUBLIC_URL).host;

  app.addHook('onRequest', (request, _reply, done) => {
    const isWrite = UNSAFE_METHODS.has(request.method);
    const isSignIn = isWrite && request.routeOptions.config.isSignIn === true;
    if (isSignIn && isCrossSite(request, publicHost)) {
      done(csrfFailed());
      return;
    }

    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    app.sessions.load(token).then(
      (actor) => {
        request.actor = actor;
        const csrfOk =
          !isWrite || isSignIn || !actor || csrfTokenMatches(request.headers[CSRF_HEADER], actor.csrfToken);
        done(csrfOk ? undefined : csrfFailed());
      },
      (error: unknown) => done(error as Error),
    );
  });
});
