import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getSession,
  login as loginEndpoint,
  logout as logoutEndpoint,
  mailPasswordReset,
  mailSignInLink,
  resetPassword,
  setPreferredLanguage,
  setUpAccount,
} from '../../../common/auth/endpoints.ts';
import type {
  AccountSetupBody,
  LoginBody,
  MailedLinkBody,
  ResetPasswordBody,
  SessionInfo,
} from '../../../common/auth/schema.ts';
import { isApiError } from '../../api/api-error.ts';
import { callEndpoint } from '../../api/client.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { browserLanguage, type Language } from '../../i18n/locale.ts';
import { handleError } from '../../ui/handle-error.ts';
import { sessionQueryKey } from './auth-keys.ts';
import type { SignInLinkResponse } from '../../../common/invitations/contracts.ts';
import { signInWithLink as signInWithLinkEndpoint } from '../../../common/invitations/endpoints.ts';
import { takeEarlySessionRead } from '../../api/early-session.ts';
import { setCsrfToken } from '../../api/session-token.ts';

/** The language to show: the signed-in person's choice, else the browser's (and always when signed out). */
const languageOf = (session: SessionInfo | null): Language =>
  session?.person.preferredLanguage ?? browserLanguage();

/**
 * The signed-in person and session, or null when nobody is signed in. The interface takes the
 * person's language as the session is read, before any page shows it.
 */
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

export function useMe() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const session = await fetchSession(signal);
      applyLanguage(i18n, languageOf(session));
      return session;
    },
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Signs in. A fresh session starts with an empty cache, so nothing of a previous person shows,
 * and in the person's saved language.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (session: SessionInfo) => {
      queryClient.clear();
      applyLanguage(i18n, languageOf(session));
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}

/**
 * Chooses the signed-in person's language: the interface changes at once and the choice is saved
 * for every browser they sign in on. If saving fails, the interface goes back and says so.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (language: Language) =>
      callEndpoint(setPreferredLanguage, { body: { preferredLanguage: language } }),
    onMutate: (language) => {
      const shown = i18n.language as Language;
      applyLanguage(i18n, language);
      return { shown };
    },
    onSuccess: (_, language) => {
      queryClient.setQueryData<SessionInfo | null>(sessionQueryKey, (session) =>
        session ? { ...session, person: { ...session.person, preferredLanguage: language } } : session,
      );
    },
    onError: (error, _, context) => {
      if (context) applyLanguage(i18n, context.shown);
      handleError(error, 'language.saveFailed');
    },
  });
}

/**
 * Signs out and loads the sign-in page afresh: on a shared school computer nothing of the person
 * (cached data, the CSRF token) may stay in memory for the next one.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // Already signed out elsewhere: the outcome the person asked for.
        if (!(isApiError(error) && error.status === 401)) throw error;
      }
    },
    onSuccess: () => window.location.replace('/sign-in'),
    onError: (error) => handleError(error, 'header.signOutFailed'),
  });
}

/** What a mailed link is for: signing in once, or choosing a new password. */
export type MailedLinkKind = 'sign-in' | 'password-reset';

/** Asks for a mailed link; the answer is the same whether or not the address has an account. */
export function useMailLink(kind: MailedLinkKind) {
  return useMutation({
    mutationFn: (body: MailedLinkBody) =>
      callEndpoint(
        kind === 'sign-in' ? mailSignInLink : mailPasswordReset,
        { body },
        { redirectOnUnauthorized: false },
      ),
  });
}

/**
 * Chooses a new password with a mailed link's token. Signed in, the caller loads the next page
 * afresh, which reads the new session and its CSRF token.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      callEndpoint(resetPassword, { body }, { redirectOnUnauthorized: false }),
  });
}

/** Finishes an account an invitation made: a name, and a password or sign-in links. */
export function useSetUpAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSetupBody) => callEndpoint(setUpAccount, { body }),
    onSuccess: (session: SessionInfo) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
