import { createHash } from 'node:crypto';
import type { LoginBody, SessionInfo } from '../../../common/auth/schema.ts';
import { isStaffAnywhere } from '../../../common/roles/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { deviceNonceFor, renewDeviceTokens } from '../../platform/auth/device-cookie.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { insertSession } from '../../platform/auth/session.repo.ts';
import { rateLimitAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit, refundRateLimitHit } from '../../platform/rate-limit.repo.ts';
import { findLanguageAndRolesOf, findPersonByEmail } from './auth.repo.ts';
import type { AuthDeps, SignInContext } from './auth.types.ts';

const MAX_USER_AGENT_LENGTH = 512;

const invalidCredentials = () => new AppError('invalid-credentials', 'The e-mail or password is incorrect');

function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate-limited',
    `Too many sign-in attempts; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/** Hashed so the counters table holds no e-mail addresses. */
const accountKey = (email: string) =>
  `login:account:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

async function hitLimit(deps: AuthDeps, key: string, limit: number) {
  return hitRateLimit(deps.db, {
    key,
    limit,
    windowSeconds: deps.config.LOGIN_LIMIT_WINDOW_MINUTES * 60,
    ...(deps.onRateLimitError ? { onError: deps.onRateLimitError } : {}),
  });
}

async function enforceLimit(deps: AuthDeps, key: string, limit: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitLimit(deps, key, limit);
  if (!allowed) throw rateLimited(retryAfterSeconds);
}

/**
 * Charges the attempt to the counter that judges it, or refuses it with 429; returns the key to
 * refund when the password turns out right. A browser carrying a device cookie for this account is
 * judged by that cookie's own failures alone (LOGIN_LIMIT_PER_ACCOUNT of them lock that cookie for
 * the window). Any other browser, or one whose device cookie is locked, counts against the IP
 * (every attempt) and against the account's limit for unknown browsers (failed attempts), so
 * strangers' guesses lock the account only for strangers.
 */
async function admitAttempt(deps: AuthDeps, email: string, context: SignInContext): Promise<string> {
  const { config } = deps;
  const device = deviceNonceFor(config.DEVICE_COOKIE_SECRET, email, context.deviceTokens);
  if (device) {
    const key = `login:device:${device}`;
    if ((await hitLimit(deps, key, config.LOGIN_LIMIT_PER_ACCOUNT)).allowed) return key;
  }
  await enforceLimit(deps, `login:ip:${rateLimitAddress(context.ip)}`, config.LOGIN_LIMIT_PER_IP);
  const account = accountKey(email);
  await enforceLimit(deps, account, config.LOGIN_LIMIT_PER_ACCOUNT);
  return account;
}

async function personOf(
  db: AuthDeps['db'],
  who: { principal: string; email: string; fullName: string; isInternalAdmin: boolean },
): Promise<SessionInfo['person']> {
  const { preferredLanguage, roles } = await findLanguageAndRolesOf(db, who.principal);
  return {
    principal: who.principal,
    email: who.email,
    fullName: who.fullName,
    isInternalAdmin: who.isInternalAdmin,
    isUserStaffAnywhere: isStaffAnywhere(roles),
    preferredLanguage,
  };
}

/**
 * Signs in with e-mail and password, opens a new session and renews the browser's device cookie.
 *
 * Limits (admitAttempt): the hit is taken before the password is checked, so parallel guesses
 * cannot overrun the limit, and refunded when the password is right. A success resets no counter:
 * simple, and a locked account stays locked for unknown browsers for the rest of the window even if
 * the owner gets in from a browser of theirs.
 */
export async function signIn(
  deps: AuthDeps,
  body: LoginBody,
  context: SignInContext,
): Promise<{ sessionToken: string; sessionInfo: SessionInfo; deviceTokens: string[] }> {
  const { db, config } = deps;
  const email = body.email.toLowerCase();
  const charged = await admitAttempt(deps, email, context);

  const candidate = await findPersonByEmail(db, body.email);
  // An unknown e-mail still costs one scrypt, so response time does not reveal who has an account.
  const storedHash = candidate?.passwordHash ?? (await dummyPasswordHash());
  const isPasswordRight = await verifyPassword(body.password, storedHash);
  if (!candidate?.passwordHash || !isPasswordRight) throw invalidCredentials();
  await refundRateLimitHit(db, charged);

  if (context.previousSessionTokenHash) await deps.sessions.end(context.previousSessionTokenHash);
  const sessionToken = newSessionToken();
  const csrfToken = newCsrfToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(sessionToken),
    principal: candidate.principal,
    csrfToken,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: context.ip,
  });
  return {
    sessionToken,
    sessionInfo: { person: await personOf(db, candidate), csrfToken },
    deviceTokens: renewDeviceTokens(config.DEVICE_COOKIE_SECRET, email, context.deviceTokens),
  };
}

export async function signOut(deps: AuthDeps, actor: Actor): Promise<void> {
  await deps.sessions.end(actor.sessionTokenHash);
}

export async function describeSession(deps: AuthDeps, actor: Actor): Promise<SessionInfo> {
  return { person: await personOf(deps.db, actor), csrfToken: actor.csrfToken };
}

/** Signing in and out, built once by the composition root. */
export function createAuthService(deps: AuthDeps) {
  return {
    signIn: (body: LoginBody, context: SignInContext) => signIn(deps, body, context),
    signOut: (actor: Actor) => signOut(deps, actor),
    describeSession: (actor: Actor) => describeSession(deps, actor),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
