import * as authEndpoints from '../../common/auth/endpoints.ts';
import * as platformEndpoints from '../../common/platform/endpoints.ts';
import { describeAuthorizationMatrix, everyoneSignedIn, type MatrixCase } from './authorization-matrix.ts';

/**
 * Cases for calls that belong to no feature: sign-in and the platform. Each feature's own cases
 * live beside it, in `server/features/<feature>/<feature>.authorization.api.test.ts`.
 */

/** In order: signing out ends each person's session, so it comes last. */
export const FOUNDATION_CASES: MatrixCase[] = [
  {
    name: '/healthz',
    method: 'GET',
    url: () => '/healthz',
    expected: { ...everyoneSignedIn(), signedOut: 200 },
  },
  { name: '/v3/auth/me', method: 'GET', url: () => '/v3/auth/me', expected: everyoneSignedIn() },
  {
    name: '/v3/auth/me/preferredLanguage',
    method: 'PUT',
    url: () => '/v3/auth/me/preferredLanguage',
    body: () => ({ preferredLanguage: 'en-US' }),
    expected: everyoneSignedIn(204),
  },
  {
    name: '/v3/auth/login (a wrong password)',
    method: 'POST',
    url: () => '/v3/auth/login',
    body: () => ({ email: 'nobody@example.test', password: 'not-the-password' }),
    expected: everyoneSignedIn(401),
  },
  {
    name: '/v3/auth/actions/mailSignInLink (answered alike for every address)',
    method: 'POST',
    url: () => '/v3/auth/actions/mailSignInLink',
    body: () => ({ email: 'nobody@example.test' }),
    expected: { ...everyoneSignedIn(202), signedOut: 202 },
  },
  {
    name: '/v3/auth/actions/mailPasswordReset (answered alike for every address)',
    method: 'POST',
    url: () => '/v3/auth/actions/mailPasswordReset',
    body: () => ({ email: 'nobody@example.test' }),
    expected: { ...everyoneSignedIn(202), signedOut: 202 },
  },
  {
    name: '/v3/auth/actions/resetPassword (a token nobody was sent)',
    method: 'POST',
    url: () => '/v3/auth/actions/resetPassword',
    body: () => ({ token: 'not-a-token', password: 'correct horse battery staple' }),
    expected: { ...everyoneSignedIn(400), signedOut: 400 },
  },
  {
    name: '/v3/auth/me/account (an account without a password, finished with sign-in links)',
    method: 'PUT',
    url: () => '/v3/auth/me/account',
    body: () => ({ fullName: 'Sam Example', signInWith: 'links' }),
    expected: everyoneSignedIn(200),
  },
  { name: '/v3/auth/logout', method: 'POST', url: () => '/v3/auth/logout', expected: everyoneSignedIn(204) },
];

describeAuthorizationMatrix('auth and platform', {
  cases: FOUNDATION_CASES,
  endpoints: { ...authEndpoints, ...platformEndpoints },
});
