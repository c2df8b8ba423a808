import { z } from 'zod';
import { zPerson } from '../people/schema.ts';

export const zLoginBody = z.object({
  email: z.string().trim().min(1).max(320).email(),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof zLoginBody>;

/** The signed-in person and the CSRF token that cookie-authenticated writes must echo. */
export const zSessionInfo = z.object({ person: zPerson, csrfToken: z.string() });
export type SessionInfo = z.infer<typeof zSessionInfo>;

/** The header that carries the CSRF token on cookie-authenticated writes. */
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sid';
