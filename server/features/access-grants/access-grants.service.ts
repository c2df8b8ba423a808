import { jwtVerify, SignJWT } from 'jose';
import type { AccessGrant, AccessGrantName } from '../../../common/access-grants/endpoints.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** How long a grant's token opens what it grants. */
export const ACCESS_GRANT_SECONDS = 600;
const ISSUER = 'school-science';

/**
 * Access grants: a signed token (JWT, HS256) naming the grant, the person it was issued to and
 * when it ends. Only internal admins are issued one (the endpoint's declared access); whatever
 * the grant opens checks it with `verify`.
 */
export function createAccessGrantsService(deps: { secret: string; now?: () => Date }) {
  const key = new TextEncoder().encode(deps.secret);
  const now = deps.now ?? (() => new Date());
  return {
    async issue(actor: Actor, name: AccessGrantName): Promise<AccessGrant> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_GRANT_SECONDS;
      const accessToken = await new SignJWT({ grant: name })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(name)
        .setSubject(actor.principal)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { name, accessToken, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    /** Whether a token is a current grant of `name`; its end, in seconds since 1970, when it is. */
    async verify(token: string, name: AccessGrantName): Promise<{ expiresAt: number } | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: name,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        return payload.grant === name && typeof payload.exp === 'number' ? { expiresAt: payload.exp } : null;
      } catch {
        return null;
      }
    },
  };
}
export type AccessGrantsService = ReturnType<typeof createAccessGrantsService>;
