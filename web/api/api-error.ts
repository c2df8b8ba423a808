import type { ErrorCode, Problem } from '../../common/api/problems.ts';

/** A failed API call: the HTTP status and the error body's code, message and field problems. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network' | 'unknown';
  readonly problems: Problem[];
  /** Seconds to wait before trying again, from Retry-After (rate-limited answers). */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    options: { problems?: Problem[]; retryAfterSeconds?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.problems = options.problems ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retry-After is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
