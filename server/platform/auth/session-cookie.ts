import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../common/auth/schema.ts';
import type { Config } from '../../config.ts';

/**
 * The session cookie, read and written here alone. The app's only other cookie, the device cookie
 * (device-cookie.ts), is read by sign-in alone, so the session hook parses the Cookie header
 * itself instead of through a cookie plugin's own request and send hooks, which every request, API
 * or not, would pay for.
 */

/** The session token the request carries, if any. */
export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || undefined;
}

/** Shared by every cookie of the app: HttpOnly, SameSite=Lax, Secure when the site is served over https. */
export function cookieOptions(request: FastifyRequest, config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https' || config.PUBLIC_URL.startsWith('https:'),
  };
}

/** Sets the session cookie (or, with an empty value and no lifetime left, removes it). */
function writeSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  value: string,
  lifetime: { maxAge: number; expires?: Date },
) {
  const cookie = { name: SESSION_COOKIE, value, ...cookieOptions(request, config), ...lifetime };
  void reply.header('set-cookie', stringifySetCookie(cookie));
}

/** The cookie outlives a browser restart but not the session's absolute expiry. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
) {
  writeSessionCookie(request, reply, config, token, { maxAge: config.SESSION_ABSOLUTE_HOURS * 3600 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  writeSessionCookie(request, reply, config, '', { maxAge: 0, expires: new Date(0) });
}
