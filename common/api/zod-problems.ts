import type { z } from 'zod';
import { PROBLEM_MESSAGES, type Problem, type ProblemMessage } from './problems.ts';

/**
 * Zod issues as the API's problems (ARCHITECTURE.md, convention 5), in one place for the server's
 * request validation and the web's forms, so a form says before sending what the API would say.
 */

const isProblemMessage = (message: string): message is ProblemMessage =>
  (PROBLEM_MESSAGES as readonly string[]).includes(message);

/** The bound a length problem names: `min` for below-min-length, `max` for above-max-length. */
function withBound(field: string, message: ProblemMessage, issue: z.core.$ZodIssue): Problem {
  if (message === 'below-min-length' && issue.code === 'too_small')
    return { field, message, min: Number(issue.minimum) };
  if (message === 'above-max-length' && issue.code === 'too_big')
    return { field, message, max: Number(issue.maximum) };
  return { field, message };
}

/**
 * Maps one Zod issue to the spec's message keys. A schema may name the key itself as the issue's
 * message (`.max(200, 'above-max-length')`); otherwise it is read from the issue's code. Telling a
 * missing value from a wrong one needs the issue's input: parse with `{ reportInput: true }`.
 */
export function problemFromZodIssue(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): Problem {
  const field = [...prefix, ...issue.path].map(String).join('.') || '(root)';
  if (isProblemMessage(issue.message)) return withBound(field, issue.message, issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { field, message: 'is-not-present' };
      return { field, message: issue.expected === 'number' ? 'is-not-a-number' : 'is-invalid' };
    case 'too_small':
      if (issue.origin === 'string' && issue.input === '') return { field, message: 'is-not-present' };
      return { field, message: 'below-min-length', min: Number(issue.minimum) };
    case 'too_big':
      return { field, message: 'above-max-length', max: Number(issue.maximum) };
    case 'invalid_format':
      return { field, message: issue.format === 'email' ? 'is-not-an-email' : 'is-invalid' };
    case 'invalid_value':
      // An enum or literal reports a missing value as a wrong one.
      if (issue.input === undefined || issue.input === null) return { field, message: 'is-not-present' };
      return { field, message: 'is-invalid' };
    case 'unrecognized_keys':
      return { field: [...prefix, ...issue.path, issue.keys[0] ?? ''].join('.'), message: 'is-not-allowed' };
    default:
      return { field, message: 'is-invalid' };
  }
}

/** Checks a value against a schema: no problems when it passes, else one per Zod issue. */
export function problemsOf(schema: z.ZodType, value: unknown): Problem[] {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : result.error.issues.map((issue) => problemFromZodIssue(issue));
}

/**
 * The first problem of each of a form's fields. The API may name a field by a dotted path or a
 * JSON pointer (`body.name`, `/body/password`, `emailAddresses.3`): a problem belongs to the last
 * segment of its path that is one of the fields. Problems on no field are left out.
 */
export function problemsByField<F extends string>(
  problems: readonly Problem[],
  fields: readonly F[],
): Partial<Record<F, Problem>> {
  const result: Partial<Record<F, Problem>> = {};
  const isField = (segment: string): segment is F => (fields as readonly string[]).includes(segment);
  for (const problem of problems) {
    const field = problem.field.split(/[./]/).filter(isField).at(-1);
    if (field !== undefined && !result[field]) result[field] = problem;
  }
  return result;
}
