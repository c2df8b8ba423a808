import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode, Problem } from '../../common/api/problems.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';

/** Zod issues become the API's problems by the mapping the web's forms use too. */
export { problemFromZodIssue } from '../../common/api/zod-problems.ts';

const STATUS: Record<ErrorCode, number> = {
  'validation-failed': 400,
  unauthenticated: 401,
  'invalid-credentials': 401,
  'csrf-failed': 403,
  forbidden: 403,
  'not-found': 404,
  'invalid-action': 409,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
  internal: 500,
};

/** The one error type services throw; the handler turns it into a status and a body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly problems: Problem[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { problems?: Problem[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.problems = options.problems;
    this.headers = options.headers;
  }

  get status(): number {
    return STATUS[this.code];
  }

  static validation(problems: Problem[], message = 'The request has problems'): AppError {
    return new AppError('validation-failed', message, { problems });
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError('not-found', message);
  }
  static forbidden(message = 'You may not do that'): AppError {
    return new AppError('forbidden', message);
  }
  static unauthenticated(): AppError {
    return new AppError('unauthenticated', 'Sign in to continue');
  }
}

/** The answers to failures of ours: the request is not told more than these. */
const unavailable = () =>
  new AppError('unavailable', 'The service is briefly unavailable; try again shortly', {
    headers: { 'retry-after': '5' },
  });
const internal = () => new AppError('internal', 'Something went wrong on our side');

/** Errors from pg or PGlite that mean the database is unreachable, not that the query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    '57014',
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '08001',
    '08003',
    '53300',
  ];
  if (e.code && codes.includes(e.code)) return true;
  if (
    e.message &&
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error/i.test(
      e.message,
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

export function errorBody(
  code: ErrorCode,
  message: string,
  requestId: string,
  problems?: Problem[],
): ErrorBody {
  return problems ? { code, message, problems, requestId } : { code, message, requestId };
}

/**
 * Sends an AppError's body through the route's serializer: the route's error response schema where
 * it declares one for the status (which also strips unknown problem keys), plain JSON otherwise.
 */
function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.headers) void reply.headers(error.headers);
  void reply.status(error.status).send(errorBody(error.code, error.message, request.id, error.problems));
}

/**
 * What the log may keep of a failure: a failed query's error names its SQL and every parameter
 * (a person's name, an address, a code), so only its cause (the database's own error, which
 * names no values) and the statement are kept.
 */
export function loggableError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('params' in error)) return error;
  const failed = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  const cause = failed.cause instanceof Error ? failed.cause : undefined;
  return {
    type: failed.name,
    message: 'Failed query (parameters not logged)',
    query: typeof failed.query === 'string' ? failed.query : undefined,
    cause: cause
      ? { type: cause.name, message: cause.message, code: (cause as { code?: unknown }).code }
      : undefined,
  };
}

/**
 * What a body Fastify refused before any schema read it is told: larger than the route takes
 * (with its limit, in bytes), nested deeper than any call takes (with the limit, in levels), of a
 * media type the route does not take, or malformed.
 */
function refusedBody(error: FastifyError, request: FastifyRequest): { message: string; problem: Problem } {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const max = request.routeOptions.bodyLimit;
    return {
      message: `The body is larger than this call takes (${max} bytes at most)`,
      problem: { field: '(body)', message: 'above-max-length', max },
    };
  }
  if (error.code === 'FST_ERR_CTP_TOO_DEEP')
    return {
      message: error.message,
      problem: { field: '(body)', message: 'above-max-length', max: MAX_JSON_DEPTH },
    };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return {
      message: 'This call does not take a body of this media type',
      problem: { field: '(body)', message: 'is-not-allowed' },
    };
  return { message: error.message, problem: { field: '(body)', message: 'is-invalid' } };
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    sendAppError(error, request, reply);
    return;
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Malformed JSON, wrong content type, oversized body: the client's fault, said plainly.
    const { message, problem } = refusedBody(fastifyError, request);
    void reply
      .status(fastifyError.statusCode)
      .send(errorBody('validation-failed', message, request.id, [problem]));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: loggableError(error) }, 'database unavailable');
    sendAppError(unavailable(), request, reply);
    return;
  }
  request.log.error({ err: loggableError(error) }, 'unhandled error');
  sendAppError(internal(), request, reply);
}
