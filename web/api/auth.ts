import { getSession, login as loginEndpoint, logout as logoutEndpoint } from '../../common/auth/endpoints.ts';
import type { LoginBody, SessionInfo } from '../../common/auth/schema.ts';
import type { SignInLinkResponse } from '../../common/invitations/contracts.ts';
import { signInWithLink as signInWithLinkEndpoint } from '../../common/invitations/endpoints.ts';
import { isApiError } from './api-error.ts';
import { callEndpoint } from './client.ts';
import { takeEarlySessionRead } from './early-session.ts';
import { setCsrfToken } from './session-token.ts';

/** Signs in; keeps the session's CSRF token for later writes. */
export async function login(body: LoginBody): Promise<SessionInfo> {
  const session = await callEndpoint(loginEndpoint, { body }, { redirectOnUnauthorized: false });
  setCsrfToken(session.csrfToken);
  return session;
}

/** The signed-in person, or null when nobody is signed in. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    const session = await callEndpoint(
      getSession,
      {},
      { signal, redirectOnUnauthorized: false, fetch: takeEarlySessionRead() },
    );
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export async function logout(): Promise<void> {
  try {
    await callEndpoint(logoutEndpoint, {}, { redirectOnUnauthorized: false });
  } finally {
    setCsrfToken(null);
  }
}

/**
 * Uses a one-time sign-in link from an invitation mail. The caller loads the page it leads to
 * afresh, which reads the new session and its CSRF token.
 */
export function signInWithLink(token: string): Promise<SignInLinkResponse> {
  return callEndpoint(signInWithLinkEndpoint, { body: { token } }, { redirectOnUnauthorized: false });
}
