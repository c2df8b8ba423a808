import { defineEndpoint } from '../api/endpoint.ts';
import {
  zAccountSetupBody,
  zLoginBody,
  zMailedLinkBody,
  zPreferredLanguageBody,
  zResetPasswordBody,
  zSessionInfo,
} from './schema.ts';
import { SESSION_PATH } from './session-path.ts';

const tag = 'auth';

export const login = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/login',
  access: 'public',
  tag,
  summary: 'Sign in with e-mail and password; sets the session cookie and the device cookie',
  description:
    'Only failed attempts count, in windows of LOGIN_LIMIT_WINDOW_MINUTES, and only for browsers the ' +
    'account has not been signed in from: LOGIN_LIMIT_PER_ACCOUNT failures on an account from one ' +
    'address lock it for that address, LOGIN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES from all addresses ' +
    'together lock it everywhere, and LOGIN_LIMIT_PER_IP failures from one address (any accounts) lock ' +
    'that address; successful sign-ins never count. A browser that has signed in to ' +
    'the account before sends the `device` cookie this call sets (HttpOnly, for this path only, kept a ' +
    "year) and is judged by that cookie's own failures, under the same limit, until they lock it: " +
    'strangers cannot lock the owner out of a browser of theirs. A refused ' +
    'attempt is answered 429 with Retry-After; an unknown address and a wrong password get the same answers.',
  body: zLoginBody,
  errors: [429],
  responses: { 200: zSessionInfo },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/logout',
  access: 'session',
  tag,
  summary: 'Sign out: ends the session and clears its cookie',
  responses: { 204: null },
});

export const getSession = defineEndpoint({
  method: 'GET',
  path: SESSION_PATH,
  access: 'session',
  tag,
  summary: 'The signed-in person and the CSRF token for writes',
  responses: { 200: zSessionInfo },
});

export const setPreferredLanguage = defineEndpoint({
  method: 'PUT',
  path: '/v3/auth/me/preferredLanguage',
  access: 'session',
  tag,
  summary: "Set the signed-in person's interface language (en-AU or en-US; null follows the browser)",
  body: zPreferredLanguageBody,
  responses: { 204: null },
});

const MAILED_LINK_ANSWER =
  'Answered 202 whether or not the address has an account; the mail goes out only to an account, ' +
  'at most MAILED_LINK_LIMIT_PER_ACCOUNT an hour. Requests from one address are limited ' +
  '(MAILED_LINK_LIMIT_PER_IP an hour, then 429).';

export const mailSignInLink = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/actions/mailSignInLink',
  access: 'public',
  tag,
  summary: 'E-mail a one-time sign-in link (valid for 30 minutes) to the address',
  description: MAILED_LINK_ANSWER,
  body: zMailedLinkBody,
  errors: [429],
  responses: { 202: null },
});

export const mailPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/actions/mailPasswordReset',
  access: 'public',
  tag,
  summary: 'E-mail a one-time link (valid for 30 minutes) to choose a new password',
  description: MAILED_LINK_ANSWER,
  body: zMailedLinkBody,
  errors: [429],
  responses: { 202: null },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/actions/resetPassword',
  access: 'public',
  tag,
  summary: "Choose a new password with a mailed link's token; signs in and ends the account's other sessions",
  description: 'A used, expired or unknown token is answered 400 with `is-invalid` on `token`.',
  body: zResetPasswordBody,
  responses: { 200: zSessionInfo },
});

export const setUpAccount = defineEndpoint({
  method: 'PUT',
  path: '/v3/auth/me/account',
  access: 'session',
  tag,
  summary: 'Finish an account an invitation made: a name, and a password or sign-in links',
  description:
    'Only while the account has no password; a password is changed with a mailed reset link. ' +
    'Otherwise answered 409 `conflict`.',
  body: zAccountSetupBody,
  errors: [409],
  responses: { 200: zSessionInfo },
});
