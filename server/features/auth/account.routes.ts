import type { FastifyInstance } from 'fastify';
import {
  mailPasswordReset,
  mailSignInLink,
  resetPassword,
  setUpAccount,
} from '../../../common/auth/endpoints.ts';
import type { Config } from '../../config.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { AccountService } from './account.service.ts';
import { answerSignedIn, signInContextOf } from './sign-in-reply.routes.ts';

export function accountRoutes(app: FastifyInstance, account: AccountService, config: Config): void {
  serve(app, mailSignInLink, ({ body, request }) => account.request('sign-in', body, request.ip), {
    isSignIn: true,
  });
  serve(app, mailPasswordReset, ({ body, request }) => account.request('password-reset', body, request.ip), {
    isSignIn: true,
  });
  serve(
    app,
    resetPassword,
    async ({ body, actor, request, reply }) =>
      answerSignedIn(
        request,
        reply,
        config,
        await account.resetPassword(body, signInContextOf(request, actor)),
      ),
    { isSignIn: true },
  );
  serve(app, setUpAccount, ({ body, actor }) => account.setUpAccount(actor, body));
}
