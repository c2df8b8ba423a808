/** Query keys of the auth feature; kept apart so the app shell can use them without the API client. */
export const sessionQueryKey = ['auth', 'session'] as const;
