import { defineEndpoint } from '../api/endpoint.ts';
import { zLoginBody, zPreferredLanguageBody, zSessionInfo } from './schema.ts';

const tag = 'auth';

export const login = defineEndpoint({
  method: 'POST',
  path: '/v3/auth/login',
  access: 'public',
  tag,
  summary: 'Sign in with e-mail and password; sets the session cookie',
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
