import { z } from 'zod';

/**
 * One error model for the whole API (ARCHITECTURE.md, convention 5).
 * Every error body is `{ code, message }`; validation errors add `problems`, one per field,
 * whose `message` is one of the spec's keys (is-not-present, below-min-length, ...).
 */
export const PROBLEM_MESSAGES = [
  'is-not-present',
  'below-min-length',
  'above-max-length',
  'is-invalid',
  'is-not-an-email',
  'is-not-a-number',
  'is-not-allowed',
  'is-not-a-date',
  'is-expired',
  'is-inactive',
  'is-excluded',
  'is-taken',
  'must-be-true',
  'is-before-start',
  'overlaps-another',
  'is-too-long',
] as const;
export type ProblemMessage = (typeof PROBLEM_MESSAGES)[number];

export const zProblem = z.object({
  field: z.string(),
  message: z.enum(PROBLEM_MESSAGES),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type Problem = z.infer<typeof zProblem>;

export const ERROR_CODES = [
  'validation-failed',
  'unauthenticated',
  'invalid-credentials',
  'csrf-failed',
  'forbidden',
  'not-found',
  'invalid-action',
  'conflict',
  'rate-limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const zErrorBody = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  problems: z.array(zProblem).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;
