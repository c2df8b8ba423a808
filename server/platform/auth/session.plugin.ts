import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '../../../common/auth/schema.ts';
import { AppError, handleError } from '../errors.ts';
import type { Access } from '../../../common/api/endpoint.ts';
import type { SessionStore } from './session-actor.ts';
import { readSessionToken } from './session-cookie.ts';
import { UNSAFE_METHODS, csrfFailed, csrfTokenMatches, isSameOriginRequest } from './csrf.ts';

function isCrossSite(request: FastifyRequest, publicHost: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  return !isSameOriginRequest(request.headers.origin, request.host, publicHost);
}

/**
 * Loads `request.actor` from the `sid` cookie and guards cookie-authenticated writes against CSRF.
 * Without a cookie it does no I/O, so unauthenticated traffic pays little for it: the hook is a
 * callback one and returns at once (an async hook would cost a promise per request).
 * A cookie whose session is unknown or expired counts as no cookie: there is no session for a
 * forged request to ride on. A route whose declared access needs a session is then answered 401
 * from this hook: before parsing or validating anything the caller sent, and without the cost of
 * a handler rejecting its promise.
 */
export const sessionPlugin = fp<{ sessions: SessionStore; publicUrl: string }>(async (app, options) => {
  app.decorateRequest('actor', null);
  const { sessions } = options;
  const publicHost = new URL(options.publicUrl).host;

  /** Ends the request with a 401 (no done: a hook that answers does not go on). */
  const answerUnauthenticated = (request: FastifyRequest, reply: FastifyReply) =>
    handleError(AppError.unauthenticated(), request, reply);

  /**
   * The hook for one route, made when the route is registered: what it needs to know of the
   * route is fixed then, and reading `request.routeOptions` on every request builds a fresh
   * frozen object each time.
   */
  const sessionHookFor =
    (access: Access, isSignInRoute: boolean): onRequestHookHandler =>
    (request, reply, done) => {
      const needsSession = access !== 'public';
      const isWrite = UNSAFE_METHODS.has(request.method);
      const isSignIn = isWrite && isSignInRoute;
      if (isSignIn && isCrossSite(request, publicHost)) {
        done(csrfFailed());
        return;
      }

      const token = readSessionToken(request.headers.cookie);
      if (!token) {
        if (needsSession) answerUnauthenticated(request, reply);
        else done();
        return;
      }
      sessions.load(token).then(
        (actor) => {
          if (!actor && needsSession) {
            answerUnauthenticated(request, reply);
            return;
          }
          request.actor = actor;
          if (actor && access === 'internal-admin' && !actor.isInternalAdmin) {
            done(AppError.forbidden());
            return;
          }
          // A write riding on the session cookie needs both the session's token and, as sign-in
          // does, a request that is not from another site (Origin, Sec-Fetch-Site).
          const csrfOk =
            !isWrite ||
            isSignIn ||
            !actor ||
            (csrfTokenMatches(request.headers[CSRF_HEADER], actor.csrfToken) &&
              !isCrossSite(request, publicHost));
          done(csrfOk ? undefined : csrfFailed());
        },
        (error: unknown) => done(error as Error),
      );
    };

  // Every route registered from here on (all of the app's but the API docs) runs its own hook,
  // after the global ones (request id, security headers) and before any hook of its own.
  app.addHook('onRoute', (route) => {
    // Routes that are not declared endpoints (the API docs, the web client) are public.
    const access = route.config?.access ?? 'public';
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [sessionHookFor(access, route.config?.isSignIn === true), ...own];
  });
});
