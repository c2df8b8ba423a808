import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionInfo } from '../../../common/auth/schema.ts';
import type { Config } from '../../config.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { readDeviceTokens, setDeviceCookie } from '../../platform/auth/device-cookie.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import type { SignInContext } from './auth.types.ts';

/** What signing in needs to know of the request: where from, the session it had, its device cookie. */
export const signInContextOf = (request: FastifyRequest, actor: Actor | null | undefined): SignInContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  previousSessionTokenHash: actor?.sessionTokenHash,
  deviceTokens: readDeviceTokens(request.headers.cookie),
});

/** Sets the new session's cookie and the renewed device cookie; answers the session. */
export function answerSignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  signedIn: { sessionToken: string; sessionInfo: SessionInfo; deviceTokens: string[] },
): SessionInfo {
  setSessionCookie(request, reply, config, signedIn.sessionToken);
  setDeviceCookie(request, reply, config, signedIn.deviceTokens);
  return signedIn.sessionInfo;
}
