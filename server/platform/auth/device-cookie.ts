import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { login } from '../../../common/auth/endpoints.ts';
import type { Config } from '../../config.ts';
import { cookieOptions } from './session-cookie.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account carries a token proving it, so sign-in can keep letting that browser
 * in while strangers' guesses have locked the account for everyone else.
 *
 * A token is `<nonce>.<mac>`, the mac an HMAC under DEVICE_COOKIE_SECRET of the account's
 * lower-cased e-mail and the nonce: it names no account, cannot be forged or moved to another
 * account, and is checked only against the account being signed in to. One cookie per browser
 * holds the tokens of the last accounts signed in from it (a shared school computer has several),
 * newest first; it goes only to the sign-in path.
 */
export const DEVICE_COOKIE = 'device';
const MAX_TOKENS = 10;
const LIFETIME_SECONDS = 365 * 24 * 3600;
const SEPARATOR = '~';
const TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

const macOf = (secret: string, email: string, nonce: string): Buffer =>
  createHmac('sha256', secret).update(`device-cookie\n${email.toLowerCase()}\n${nonce}`).digest();

export function issueDeviceToken(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${macOf(secret, email, nonce).toString('base64url')}`;
}

/** The token's nonce when it is a genuine token for this account's e-mail; otherwise undefined. */
export function verifyDeviceToken(secret: string, email: string, token: string): string | undefined {
  if (!TOKEN.test(token)) return undefined;
  const [nonce = '', mac = ''] = token.split('.');
  const given = Buffer.from(mac, 'base64url');
  const wanted = macOf(secret, email, nonce);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? nonce : undefined;
}

/** The nonce of the browser's token for this account, if it carries a genuine one. */
export function deviceNonceFor(secret: string, email: string, tokens: readonly string[]): string | undefined {
  for (const token of tokens) {
    const nonce = verifyDeviceToken(secret, email, token);
    if (nonce) return nonce;
  }
  return undefined;
}

/**
 * The tokens after a sign-in to `email`: a new one first (its failure counter starts afresh), the
 * account's older token dropped, and the oldest accounts' dropped beyond the cookie's capacity.
 */
export function renewDeviceTokens(secret: string, email: string, tokens: readonly string[]): string[] {
  const others = tokens.filter((token) => verifyDeviceToken(secret, email, token) === undefined);
  return [issueDeviceToken(secret, email), ...others].slice(0, MAX_TOKENS);
}

/** The well-formed tokens the request's device cookie holds (none when it has none). */
export function readDeviceTokens(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  const value = parseCookie(cookieHeader)[DEVICE_COOKIE];
  if (!value) return [];
  return value
    .split(SEPARATOR)
    .filter((token) => TOKEN.test(token))
    .slice(0, MAX_TOKENS);
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  tokens: readonly string[],
): void {
  const cookie = {
    name: DEVICE_COOKIE,
    value: tokens.join(SEPARATOR),
    ...cookieOptions(request, config),
    path: login.path,
    maxAge: LIFETIME_SECONDS,
  };
  void reply.header('set-cookie', stringifySetCookie(cookie));
}
