import { zErrorBody } from '../../../common/api/problems.ts';
import {
  zSignInLinkBody,
  zSignInLinkParams,
  zSignInLinkResponse,
} from '../../../common/invitations/contracts.ts';
import { SIGN_IN_LINK_DAYS } from '../../../common/invitations/constants.ts';
import { signInLinkPagePath } from '../../../common/invitations/rules.ts';
import type { App } from '../../platform/http/app.types.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import type { InvitationsDeps } from './invitations.types.ts';
import { createSignInLinkService } from './sign-in-link.service.ts';

const tags = ['invitations'];

/**
 * The one-time sign-in link of an invitation mail. Mail scanners (school mail systems among them)
 * fetch every link in a message before the person sees it, so following the link only opens a page;
 * the link is used when the person continues there, by a POST that no scanner sends.
 */
export function registerSignInLinkRoutes(app: App, deps: InvitationsDeps) {
  const signInLinks = createSignInLinkService(deps);

  app.get(
    '/v3/auth/signInLink/:token',
    {
      schema: {
        tags,
        summary: 'Follow a one-time sign-in link as mailed before the link page existed',
        description:
          'Redirects (302) to the page /sign-in/link/{token}, which signs in only when the person continues ' +
          '(POST /v3/auth/signInLink). Uses nothing up, so a mail scanner following it does no harm.',
        security: [],
        params: zSignInLinkParams,
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(signInLinkPagePath(request.params.token), 302);
    },
  );

  app.post(
    '/v3/auth/signInLink',
    {
      // Like signing in: no session CSRF token exists yet, so the request must not be cross-site.
      config: { isSignIn: true },
      schema: {
        tags,
        summary: 'Sign in with a one-time link from an invitation mail',
        description:
          `Unused and within ${SIGN_IN_LINK_DAYS} days: signs in (sets the session cookie, ending any ` +
          'session the browser had), uses up the link and answers signedIn true with the invitation page ' +
          'to go to. Used, expired or unknown: signs nobody in and answers signedIn false, with the ' +
          'invitation page all the same.',
        security: [],
        body: zSignInLinkBody,
        response: { 200: zSignInLinkResponse, 400: zErrorBody, 403: zErrorBody },
      },
    },
    async (request, reply) => {
      const { sessionToken, redirectUrl } = await signInLinks.signInWithLink(request.body.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionTokenHash: request.actor?.sessionTokenHash,
      });
      if (sessionToken) setSessionCookie(request, reply, deps.config, sessionToken);
      void reply.header('cache-control', 'no-store');
      return { signedIn: sessionToken !== null, redirectUrl };
    },
  );
}
