import type { FastifyInstance } from 'fastify';
import * as authEndpoints from '../../../common/auth/endpoints.ts';
import type { Config } from '../../config.ts';
import { clearSessionCookie } from '../../platform/auth/session-cookie.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import { accountHandlers } from './account.routes.ts';
import type { AccountService } from './account.service.ts';
import type { AuthService } from './auth.service.ts';
import { preferredLanguageHandlers } from './preferred-language.routes.ts';
import type { PreferredLanguageService } from './preferred-language.service.ts';
import { answerSignedIn, signInContextOf } from './sign-in-reply.routes.ts';

/** The calls made before a session exists, which must come from this site instead (ServeOptions). */
const SIGN_IN = { isSignIn: true };

/** Signing in and out, the session, the account (sign-in links, password resets, set-up), the language. */
export function authRoutes(
  app: FastifyInstance,
  services: { auth: AuthService; account: AccountService; preferredLanguage: PreferredLanguageService },
  config: Config,
): void {
  const { auth, account, preferredLanguage } = services;
  serveEndpoints(
    app,
    authEndpoints,
    {
      login: async ({ body, actor, request, reply }) =>
        answerSignedIn(request, reply, config, await auth.signIn(body, signInContextOf(request, actor))),
      logout: async ({ actor, request, reply }) => {
        await auth.signOut(actor);
        clearSessionCookie(request, reply, config);
      },
      getSession: ({ actor }) => auth.describeSession(actor),
      ...accountHandlers(account, config),
      ...preferredLanguageHandlers(preferredLanguage),
    },
    { login: SIGN_IN, mailSignInLink: SIGN_IN, mailPasswordReset: SIGN_IN, resetPassword: SIGN_IN },
  );
}
