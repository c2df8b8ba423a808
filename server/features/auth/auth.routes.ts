import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zErrorBody } from '../../../common/api/problems.ts';
import { zLoginBody, zSessionInfo } from '../../../common/auth/schema.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { describeSession, signIn, signOut } from './auth.service.ts';
import type { AuthDeps } from './auth.types.ts';

export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const deps: AuthDeps = {
    db: database.db,
    config,
    sessions: app.sessions,
    onRateLimitError: (error) => app.log.error({ err: error }, 'sign-in rate limit unavailable'),
  };

  routes.post(
    '/v3/auth/login',
    {
      config: { isSignIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        security: [],
        body: zLoginBody,
        response: { 200: zSessionInfo, 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 429: zErrorBody },
      },
    },
    async (request, reply) => {
      const { sessionToken, sessionInfo } = await signIn(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionTokenHash: request.actor?.sessionTokenHash,
      });
      setSessionCookie(request, reply, config, sessionToken);
      return sessionInfo;
    },
  );

  routes.post(
    '/v3/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears its cookie',
        response: { 204: z.undefined(), 401: zErrorBody, 403: zErrorBody },
      },
    },
    async (request, reply) => {
      await signOut(deps, requireActor(request));
      clearSessionCookie(request, reply, config);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/v3/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person and the CSRF token for writes',
        response: { 200: zSessionInfo, 401: zErrorBody },
      },
    },
    async (request) => describeSession(deps, requireActor(request)),
  );
}
