import { createHash, randomBytes } from 'node:crypto';
import type { MailedLinkBody, ResetPasswordBody, SessionInfo } from '../../../common/auth/schema.ts';
import { renewDeviceTokens } from '../../platform/auth/device-cookie.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { rateLimitAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.repo.ts';
import {
  findSessionHashesOf,
  insertMailedLink,
  updateAccount,
  usePasswordResetLink,
  findPersonByPrincipal,
  type MailedLinkPurpose,
} from './account.repo.ts';
import { findPersonByEmail } from './auth.repo.ts';
import { openSession } from './auth.service.ts';
import type { AuthDeps, SignInContext } from './auth.types.ts';
import { MAILED_LINK_MINUTES } from '../../../common/auth/constants.ts';
import { mailedLinkUrl, toMailedLinkMail } from './mailed-link.mapper.ts';

export const MAILED_LINK_QUEUE = 'auth.mailed-link';
const HOUR_SECONDS = 3600;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const accountKey = (email: string) =>
  `mailed-link:account:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
const invalidToken = () =>
  AppError.validation([{ field: 'token', message: 'is-invalid' }], 'This link has been used or has expired');

/**
 * Sign-in links and password resets by mail ("forgot password", "e-mail me a sign-in link").
 * The request only queues a job, the same work for every address, so neither the answer nor its
 * time tells whether the address has an account; the job decides whether a mail goes out.
 */
export function createMailedLinksService(deps: AuthDeps) {
  const { db, config } = deps;

  async function request(purpose: MailedLinkPurpose, body: MailedLinkBody, ip: string): Promise<void> {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, {
      key: `mailed-link:ip:${rateLimitAddress(ip)}`,
      limit: config.MAILED_LINK_LIMIT_PER_IP,
      windowSeconds: HOUR_SECONDS,
      ...(deps.onRateLimitError ? { onError: deps.onRateLimitError } : {}),
    });
    if (!allowed)
      throw new AppError('rate-limited', 'Too many links asked for from here; try again later', {
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    await deps.jobs.enqueue(MAILED_LINK_QUEUE, { purpose, email: body.email.toLowerCase() });
  }

  /** The job: a link and its mail for an account, within the account's hourly allowance; nothing otherwise. */
  async function send(purpose: MailedLinkPurpose, email: string): Promise<'sent' | 'limited' | 'no-account'> {
    const { allowed } = await hitRateLimit(db, {
      key: accountKey(email),
      limit: config.MAILED_LINK_LIMIT_PER_ACCOUNT,
      windowSeconds: HOUR_SECONDS,
    });
    if (!allowed) return 'limited';
    const person = await findPersonByEmail(db, email);
    if (!person) return 'no-account';
    const token = randomBytes(32).toString('base64url');
    await insertMailedLink(db, {
      tokenHash: hashToken(token),
      principal: person.principal,
      purpose,
      redirectUrl: '/',
      minutes: MAILED_LINK_MINUTES,
    });
    await deps.mailer.sendMail(
      toMailedLinkMail(person.email, purpose, mailedLinkUrl(config.PUBLIC_URL, purpose, token)),
    );
    return 'sent';
  }

  /**
   * Chooses a new password with a reset link, used once; signs in, ends the account's other
   * sessions (whoever knew the old password is signed out) and makes this browser a known one.
   */
  async function resetPassword(
    body: ResetPasswordBody,
    context: SignInContext,
  ): Promise<{ sessionToken: string; sessionInfo: SessionInfo; deviceTokens: string[] }> {
    if (!TOKEN_SHAPE.test(body.token)) throw invalidToken();
    const passwordHash = await hashPassword(body.password);
    const principal = await db.transaction(async (tx) => {
      const used = await usePasswordResetLink(tx, hashToken(body.token));
      if (used) await updateAccount(tx, used, { passwordHash });
      return used;
    });
    const person = principal ? await findPersonByPrincipal(db, principal) : null;
    if (!person) throw invalidToken();
    for (const tokenHash of await findSessionHashesOf(db, person.principal))
      await deps.sessions.end(tokenHash);
    const { sessionToken, sessionInfo } = await openSession(deps, person, {
      ...context,
      previousSessionTokenHash: undefined,
    });
    if (context.previousSessionTokenHash) await deps.sessions.end(context.previousSessionTokenHash);
    return {
      sessionToken,
      sessionInfo,
      deviceTokens: renewDeviceTokens(config.DEVICE_COOKIE_SECRET, person.email, context.deviceTokens),
    };
  }

  return { request, send, resetPassword };
}
export type MailedLinksService = ReturnType<typeof createMailedLinksService>;
