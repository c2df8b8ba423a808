import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError, problemFromZodIssue } from './errors.ts';

const LOCATION: Record<string, string> = {
  querystring: 'query',
  params: 'params',
  headers: 'headers',
  body: 'body',
};

/**
 * Validates every request part with its Zod schema and turns failures straight into the API's
 * validation error, one problem per field. Issues carry their input, so a wrong type is told apart
 * from a missing value.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const location = LOCATION[httpPart ?? 'body'] ?? 'body';
    const problems = result.error.issues.map((issue) => {
      const problem = problemFromZodIssue(issue);
      return problem.field === '(root)' ? { ...problem, field: location } : problem;
    });
    return { error: AppError.validation(problems) };
  };
