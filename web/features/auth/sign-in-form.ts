import type { Problem } from '../../../common/api/problems.ts';
import { zLoginBody, type LoginBody } from '../../../common/auth/schema.ts';

export type SignInField = keyof LoginBody;
export type FieldProblems = Partial<Record<SignInField, Problem>>;

const FIELDS: readonly SignInField[] = ['email', 'password'];

function isSignInField(field: string): field is SignInField {
  return (FIELDS as readonly string[]).includes(field);
}

/** The first problem of each sign-in field, from the API's problems or the contract's checks. */
export function fieldProblems(problems: readonly Problem[]): FieldProblems {
  const result: FieldProblems = {};
  for (const problem of problems) {
    // The API may name a field by a JSON pointer or a dotted path: keep its last part.
    const field = problem.field.split(/[./]/).filter(Boolean).at(-1) ?? problem.field;
    if (isSignInField(field) && !result[field]) result[field] = problem;
  }
  return result;
}

/** Checks the form against the login contract before sending, with the API's problem keys. */
export function validateSignIn(values: LoginBody): Problem[] {
  const parsed = zLoginBody.safeParse(values);
  if (parsed.success) return [];
  const problems: Problem[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (problems.some((p) => p.field === field)) continue;
    const raw = field === 'email' ? values.email.trim() : values.password;
    if (raw.length === 0) problems.push({ field, message: 'is-not-present' });
    else if (issue.code === 'too_big')
      problems.push({ field, message: 'above-max-length', max: Number(issue.maximum) });
    else if (field === 'email') problems.push({ field, message: 'is-not-an-email' });
    else problems.push({ field, message: 'is-invalid' });
  }
  return problems;
}

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
