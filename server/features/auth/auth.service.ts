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
import { countHits, hitRateLimit, refundHits, type HitCount } from '../../platform/rate-limit.repo.ts';
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

/**
 * Charges one failure to each of an unknown browser's counters in one atomic upsert, or refuses
 * the attempt with 429 (giving the charges back, since no password was tried). Fails closed.
 */
async function chargeUnknownBrowser(deps: AuthDeps, limits: readonly [string, number][]): Promise<string[]> {
  const { db, config } = deps;
  const keys = limits.map(([key]) => key);
  let hits: HitCount[];
  try {
    hits = await countHits(db, keys, config.LOGIN_LIMIT_WINDOW_MINUTES * 60, { durable: false });
  } catch (error) {
    deps.onRateLimitError?.(error);
    throw rateLimited(config.LOGIN_LIMIT_WINDOW_MINUTES * 60);
  }
  const limitOf = new Map(limits);
  const over = hits.filter((hit) => hit.count > (limitOf.get(hit.key) ?? 0));
  if (over.length > 0) {
    await refundHits(db, keys, { durable: false });
    throw rateLimited(Math.max(...over.map((hit) => hit.retryAfterSeconds)));
  }
  return keys;
}

/**
 * Charges the attempt as a failure to the counters that judge it, or refuses it with 429; returns
 * the keys to refund when the password turns out right, so only failures count and a school's
 * shared address signs in as many people as it has. A browser carrying a device cookie for this
 * account is judged by that cookie's own failures alone (LOGIN_LIMIT_PER_ACCOUNT of them lock that
 * cookie for the window). Any other browser, or one whose device cookie is locked, is judged by
 * the failures of its address (all accounts), of the account from its address, and of the
 * account from every address (a far higher ceiling, against guessing spread over many addresses):
 * a stranger's guesses from elsewhere never stop the owner signing in from a new browser.
 */
async function admitAttempt(deps: AuthDeps, email: string, context: SignInContext): Promise<string[]> {
  const { config } = deps;
  const device = deviceNonceFor(config.DEVICE_COOKIE_SECRET, email, context.deviceTokens);
  if (device) {
    const key = `login:device:${device}`;
    if ((await hitLimit(deps, key, config.LOGIN_LIMIT_PER_ACCOUNT)).allowed) return [key];
  }
  const address = rateLimitAddress(context.ip);
  const account = accountKey(email);
  return chargeUnknownBrowser(deps, [
    [`login:ip:${address}`, config.LOGIN_LIMIT_PER_IP],
    [`${account}:ip:${address}`, config.LOGIN_LIMIT_PER_ACCOUNT],
    [account, config.LOGIN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES],
  ]);
}

type Who = { principal: string; email: string; fullName: string; isInternalAdmin: boolean };

async function personOf(db: AuthDeps['db'], who: Who): Promise<SessionInfo['person']> {
  const { fullName, preferredLanguage, needsAccountSetup, roles } = await findLanguageAndRolesOf(
    db,
    who.principal,
  );
  return {
    principal: who.principal,
    email: who.email,
    fullName: fullName ?? who.fullName,
    isInternalAdmin: who.isInternalAdmin,
    isUserStaffAnywhere: isStaffAnywhere(roles),
    preferredLanguage,
    needsAccountSetup,
  };
}

/** Opens a new session for the person, ending the one the browser had before. */
export async function openSession(
  deps: AuthDeps,
  who: Who,
  context: Pick<SignInContext, 'ip' | 'userAgent' | 'previousSessionTokenHash'>,
): Promise<{ sessionToken: string; sessionInfo: SessionInfo }> {
  const { db, config } = deps;
  if (context.previousSessionTokenHash) await deps.sessions.end(context.previousSessionTokenHash);
  const sessionToken = newSessionToken();
  const csrfToken = newCsrfToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(sessionToken),
    principal: who.principal,
    csrfToken,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: context.ip,
  });
  return { sessionToken, sessionInfo: { person: await personOf(db, who), csrfToken } };
}

/**
 * Signs in with e-mail and password, opens a new session and renews the browser's device cookie.
 *
 * Limits (admitAttempt): a failure is charged before the password is checked, so parallel guesses
 * cannot overrun the limit, and given back when the password is right. A success resets no other
 * counter: simple, and a locked counter stays locked for the rest of its window.
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
  await refundHits(db, charged, { durable: false });

  const { sessionToken, sessionInfo } = await openSession(deps, candidate, context);
  return {
    sessionToken,
    sessionInfo,
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
