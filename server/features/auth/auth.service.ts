import { createHash } from 'node:crypto';
import type { LoginBody, SessionInfo } from '../../../common/auth/schema.ts';
import { isStaffAnywhere } from '../../../common/roles/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
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

async function enforceLimit(deps: AuthDeps, key: string, limit: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(deps.db, {
    key,
    limit,
    windowSeconds: deps.config.LOGIN_LIMIT_WINDOW_MINUTES * 60,
    ...(deps.onRateLimitError ? { onError: deps.onRateLimitError } : {}),
  });
  if (!allowed) throw rateLimited(retryAfterSeconds);
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
 * Signs in with e-mail and password and opens a new session.
 *
 * Limits: every attempt counts against the IP (guessing many accounts from one place); only
 * failed attempts count against the account (guessing one account from many places). The account
 * hit is taken before the password is checked, so parallel guesses cannot overrun the limit, and
 * refunded when the password is right. A success resets neither counter: simple, and a locked
 * account stays locked for the rest of the window even if the owner gets in elsewhere.
 */
export async function signIn(
  deps: AuthDeps,
  body: LoginBody,
  context: SignInContext,
): Promise<{ sessionToken: string; sessionInfo: SessionInfo }> {
  const { db, config } = deps;
  await enforceLimit(deps, `login:ip:${rateLimitAddress(context.ip)}`, config.LOGIN_LIMIT_PER_IP);
  const account = accountKey(body.email);
  await enforceLimit(deps, account, config.LOGIN_LIMIT_PER_ACCOUNT);

  const candidate = await findPersonByEmail(db, body.email);
  // An unknown e-mail still costs one scrypt, so response time does not reveal who has an account.
  const storedHash = candidate?.passwordHash ?? (await dummyPasswordHash());
  const isPasswordRight = await verifyPassword(body.password, storedHash);
  if (!candidate?.passwordHash || !isPasswordRight) throw invalidCredentials();
  await refundRateLimitHit(db, account);

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
  return { sessionToken, sessionInfo: { person: await personOf(db, candidate), csrfToken } };
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
