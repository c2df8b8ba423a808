import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionInfo } from '../../../common/auth/schema.ts';
import { isApiError } from '../../api/api-error.ts';
import { fetchSession, login, logout } from '../../api/auth.ts';
import { handleError } from '../../ui/handle-error.ts';
import { sessionQueryKey } from './auth-keys.ts';

/** The signed-in person and session, or null when nobody is signed in. */
export function useMe() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Signs in. A fresh session starts with an empty cache, so nothing of a previous person shows. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (session: SessionInfo) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, session);
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
