import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../common/auth/schema.ts';
import type { Config } from '../../config.ts';

function cookieOptions(request: FastifyRequest, config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https' || config.PUBLIC_URL.startsWith('https:'),
  };
}

/** The cookie outlives a browser restart but not the session's absolute expiry. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
) {
  void reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request, config),
    maxAge: config.SESSION_ABSOLUTE_HOURS * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(request, config));
}
