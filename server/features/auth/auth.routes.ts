import type { FastifyInstance } from 'fastify';
import { getSession, login, logout } from '../../../common/auth/endpoints.ts';
import type { Config } from '../../config.ts';
import { readDeviceTokens, setDeviceCookie } from '../../platform/auth/device-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  serve(
    app,
    login,
    async ({ body, actor, request, reply }) => {
      const { sessionToken, sessionInfo, deviceTokens } = await auth.signIn(body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionTokenHash: actor?.sessionTokenHash,
        deviceTokens: readDeviceTokens(request.headers.cookie),
      });
      setSessionCookie(request, reply, config, sessionToken);
      setDeviceCookie(request, reply, config, deviceTokens);
      return sessionInfo;
    },
    { isSignIn: true },
  );

  serve(app, logout, async ({ actor, request, reply }) => {
    await auth.signOut(actor);
    clearSessionCookie(request, reply, config);
  });

  serve(app, getSession, ({ actor }) => auth.describeSession(actor));
}
