import { defineEndpoint } from '../api/endpoint.ts';
import { zLoginBody, zPreferredLanguageBody, zSessionInfo } from './schema.ts';

const tag = 'auth';

export const login = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/login',
  access: 'public',
  tag,
  summary: 'Sign in with e-mail and password; sets the session cookie and the device cookie',
  description:
    'Failed attempts are limited per account: LOGIN_LIMIT_PER_ACCOUNT failures in a window of ' +
    'LOGIN_LIMIT_WINDOW_MINUTES lock the account for browsers it has not been signed in from, which ' +
    'also count every attempt per IP address (LOGIN_LIMIT_PER_IP). A browser that has signed in to ' +
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
  path: '/v3/auth/me',
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
