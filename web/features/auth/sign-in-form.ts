import type { LoginBody } from '../../../common/auth/schema.ts';

export interface SignInValues {
  email: string;
  password: string;
}

/** What to send: the address without the spaces around it, the password exactly as typed. */
export const signInBody = (values: SignInValues): LoginBody => ({
  email: values.email.trim(),
  password: values.password,
});

/** How to say when a rate-limited person may try again. */
export function retryAfterMessage(
  seconds: number | null,
):
  | { key: 'signIn.rateLimitedSeconds' | 'signIn.rateLimitedMinutes'; count: number }
  | { key: 'signIn.rateLimitedLater' } {
  if (seconds === null || seconds <= 0) return { key: 'signIn.rateLimitedLater' };
  if (seconds < 90) return { key: 'signIn.rateLimitedSeconds', count: seconds };
  return { key: 'signIn.rateLimitedMinutes', count: Math.ceil(seconds / 60) };
}
