import { z } from 'zod';
import { zLanguage, zPerson } from '../people/schema.ts';

export const zLoginBody = z.object({
  email: z.string().trim().min(1).max(320).email(),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof zLoginBody>;

/**
 * The signed-in person as they see themselves: with their own settings, which nobody else is
 * shown. `preferredLanguage` null means the interface follows the browser's language.
 */
export const zSignedInPerson = zPerson.extend({
  preferredLanguage: zLanguage.nullable(),
  /**
   * True for an account an e-mail invitation made, until its owner chooses a name and a password
   * or sign-in links: until then they could not sign in again.
   */
  needsAccountSetup: z.boolean(),
});

/** The signed-in person and the CSRF token that cookie-authenticated writes must echo. */
export const zSessionInfo = z.object({ person: zSignedInPerson, csrfToken: z.string() });
export type SessionInfo = z.infer<typeof zSessionInfo>;

/** Sets the signed-in person's interface language; null follows the browser again. */
export const zPreferredLanguageBody = z.object({ preferredLanguage: zLanguage.nullable() });
export type PreferredLanguageBody = z.infer<typeof zPreferredLanguageBody>;

/** Shortest password we accept (NIST SP 800-63B's minimum); the longest matches sign-in's. */
export const MIN_PASSWORD_LENGTH = 8;
export const zNewPassword = z.string().min(MIN_PASSWORD_LENGTH).max(1024);

/** Asks for a mailed link: the answer is the same whether or not the address has an account. */
export const zMailedLinkBody = z.object({ email: zLoginBody.shape.email });
export type MailedLinkBody = z.infer<typeof zMailedLinkBody>;

/** Chooses a new password with the token of a mailed password-reset link. */
export const zResetPasswordBody = z.object({ token: z.string().max(128), password: zNewPassword });
export type ResetPasswordBody = z.infer<typeof zResetPasswordBody>;

/** How a person signs in from now on: with a password, or with links mailed to them each time. */
export const SIGN_IN_METHODS = ['password', 'links'] as const;

/** Finishing an account an invitation made: a name, and a password or sign-in links. */
export const zAccountSetupBody = z
  .object({
    fullName: z.string().trim().min(1).max(200),
    signInWith: z.enum(SIGN_IN_METHODS),
    password: zNewPassword.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.signInWith === 'password' && body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'is-not-present' });
  });
export type AccountSetupBody = z.infer<typeof zAccountSetupBody>;

/** The header that carries the CSRF token on cookie-authenticated writes. */
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sid';
