import type { FastifyInstance } from 'fastify';
import { getSession, login, logout } from '../../../common/auth/endpoints.ts';
import type { Config } from '../../config.ts';
import { clearSessionCookie } from '../../platform/auth/session-cookie.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { AuthService } from './auth.service.ts';
import { answerSignedIn, signInContextOf } from './sign-in-reply.routes.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  serve(
    app,
    login,
    async ({ body, actor, request, reply }) =>
      answerSignedIn(request, reply, config, await auth.signIn(body, signInContextOf(request, actor))),
    { isSignIn: true },
  );

  serve(app, logout, async ({ actor, request, reply }) => {
    await auth.signOut(actor);
    clearSessionCookie(request, reply, config);
  });

  serve(app, getSession, ({ actor }) => auth.describeSession(actor));
}
