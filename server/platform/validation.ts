import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError, problemFromZodIssue } from './errors.ts';

const LOCATION: Record<string, string> = {
  querystring: 'query',
  params: 'params',
  headers: 'headers',
  body: 'body',
};

function hasUnstorableString(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasUnstorableString);
  if (typeof value === 'object' && value !== null)
    for (const key of Object.keys(value))
      if (key.includes('\u0000') || hasUnstorableString((value as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * The paths of strings holding a character PostgreSQL cannot store in text or JSON (NUL), which
 * would otherwise reach the database and fail there as a 500. One check for every string of
 * every request part, before its schema.
 */
export function unstorableStringPaths(value: unknown, path: (string | number)[] = []): string[] {
  // Nearly every request has none: a walk that allocates nothing says so first.
  if (path.length === 0 && !hasUnstorableString(value)) return [];
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableStringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [[...path, key].join('.')] : []),
      ...unstorableStringPaths(item, [...path, key]),
    ]);
  return [];
}

/**
 * Validates every request part with its Zod schema and turns failures straight into the API's
 * validation error, one problem per field. Issues carry their input, so a wrong type is told apart
 * from a missing value.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const location = LOCATION[httpPart ?? 'body'] ?? 'body';
    const unstorable = unstorableStringPaths(data);
    if (unstorable.length > 0)
      return {
        error: AppError.validation(
          unstorable.map((field) => ({ field: field || location, message: 'is-invalid' as const })),
        ),
      };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const problems = result.error.issues.map((issue) => {
      const problem = problemFromZodIssue(issue);
      return problem.field === '(root)' ? { ...problem, field: location } : problem;
    });
    // One value can fail two checks with the same meaning (a URL's protocol and its host): one problem.
    const distinct = problems.filter(
      (problem, index) =>
        problems.findIndex((p) => p.field === problem.field && p.message === problem.message) === index,
    );
    return { error: AppError.validation(distinct) };
  };
