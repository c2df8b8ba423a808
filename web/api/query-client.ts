import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * The app's query client. Offline, a change is sent anyway and fails at once, so the person is
 * told it was not saved; by default TanStack Query would hold it unseen and run it whenever the
 * connection came back, when the page and the person may have moved on.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A client error (401, 403, 404, 409) will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        staleTime: 30_000,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
