import { hashSessionToken, newCsrfToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { insertSession } from '../../platform/auth/session.repo.ts';
import { hashSignInToken } from './invitation-email.service.ts';
import { findSignInLinkRedirect, useSignInLink } from './invitees.repo.ts';
import type { InvitationsDeps } from './invitations.types.ts';

/** The shape of the tokens we mail (32 random bytes, base64url); anything else costs no query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_USER_AGENT_LENGTH = 512;
/** Where a link that cannot sign in leads: the page where a code can be entered. */
export const FALLBACK_REDIRECT = '/invite';

/** Only a path on this site is followed: never another host, so the link is no open redirect. */
export const safeRedirect = (url: string | null | undefined): string =>
  url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : FALLBACK_REDIRECT;

export interface SignInLinkContext {
  ip: string;
  userAgent: string | undefined;
  previousSessionTokenHash: string | undefined;
}

export function createSignInLinkService(deps: Pick<InvitationsDeps, 'db' | 'config' | 'sessions'>) {
  const { db, config, sessions } = deps;
  return {
    /**
     * A one-time link from an invitation mail, once the person continues. Used once, within its
     * days, it opens a session like signing in does (ending the one the browser had, in every
     * server process) and leads to the invitation. A used, expired or unknown link signs nobody in
     * and leads to the invitation page all the same, which asks the person to sign in.
     */
    async signInWithLink(
      token: string,
      context: SignInLinkContext,
    ): Promise<{ sessionToken: string | null; redirectUrl: string }> {
      if (!TOKEN_SHAPE.test(token)) return { sessionToken: null, redirectUrl: FALLBACK_REDIRECT };
      const tokenHash = hashSignInToken(token);
      const sessionToken = newSessionToken();
      // Using the link and opening the session commit together: a failure never burns the link.
      const link = await db.transaction(async (tx) => {
        const used = await useSignInLink(tx, tokenHash);
        if (!used) return null;
        await insertSession(tx, {
          tokenHash: hashSessionToken(sessionToken),
          principal: used.principal,
          csrfToken: newCsrfToken(),
          absoluteHours: config.SESSION_ABSOLUTE_HOURS,
          userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
          ip: context.ip,
        });
        return used;
      });
      if (!link)
        return { sessionToken: null, redirectUrl: safeRedirect(await findSignInLinkRedirect(db, tokenHash)) };
      if (context.previousSessionTokenHash) await sessions.end(context.previousSessionTokenHash);
      return { sessionToken, redirectUrl: safeRedirect(link.redirectUrl) };
    },
  };
}
