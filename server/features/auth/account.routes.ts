import type * as authEndpoints from '../../../common/auth/endpoints.ts';
import type { Config } from '../../config.ts';
import type { SomeEndpointHandlers } from '../../platform/http/serve-endpoints.ts';
import type { AccountService } from './account.service.ts';
import { answerSignedIn, signInContextOf } from './sign-in-reply.routes.ts';

export function accountHandlers(
  account: AccountService,
  config: Config,
): SomeEndpointHandlers<
  typeof authEndpoints,
  'mailSignInLink' | 'mailPasswordReset' | 'resetPassword' | 'setUpAccount'
> {
  return {
    mailSignInLink: ({ body, request }) => account.request('sign-in', body, request.ip),
    mailPasswordReset: ({ body, request }) => account.request('password-reset', body, request.ip),
    resetPassword: async ({ body, actor, request, reply }) =>
      answerSignedIn(
        request,
        reply,
        config,
        await account.resetPassword(body, signInContextOf(request, actor)),
      ),
    setUpAccount: ({ body, actor }) => account.setUpAccount(actor, body),
  };
}
