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
export const zSignedInPerson = zPerson.extend({ preferredLanguage: zLanguage.nullable() });

/** The signed-in person and the CSRF token that cookie-authenticated writes must echo. */
export const zSessionInfo = z.object({ person: zSignedInPerson, csrfToken: z.string() });
export type SessionInfo = z.infer<typeof zSessionInfo>;

/** Sets the signed-in person's interface language; null follows the browser again. */
export const zPreferredLanguageBody = z.object({ preferredLanguage: zLanguage.nullable() });
export type PreferredLanguageBody = z.infer<typeof zPreferredLanguageBody>;

/** The header that carries the CSRF token on cookie-authenticated writes. */
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sid';
