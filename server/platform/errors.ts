import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode, Problem } from '../../common/api/problems.ts';

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
    // A 4xx answers the client and is never logged with a stack, so none is captured: capturing
    // one was over a tenth of the CPU of a request answered 401. 5xx errors keep theirs.
    const isClientError = STATUS[code] < 500;
    const stackTraceLimit = Error.stackTraceLimit;
    if (isClientError) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      if (isClientError) Error.stackTraceLimit = stackTraceLimit;
    }
    this.code = code;
    this.problems = options.problems;
    this.headers = options.headers;
  }

  get status(): number {
    return STATUS[this.code];
  }

  #bodyStart: string | undefined;

  /**
   * The JSON body of an error without problems, up to its request id: `errorBody` in the
   * schema's key order. Kept on the error, so the shared 401 builds it once.
   */
  get bodyStart(): string {
    return (this.#bodyStart ??= JSON.stringify({ code: this.code, message: this.message }).slice(0, -1));
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
  /**
   * One shared instance: it carries nothing of the request, and building an Error for every call
   * made without a session was a visible part of answering it.
   */
  static unauthenticated(): AppError {
    return UNAUTHENTICATED;
  }
}

const UNAUTHENTICATED = new AppError('unauthenticated', 'Sign in to continue');
/** The answers to failures of ours: the request is not told more than this. */
const UNAVAILABLE = new AppError('unavailable', 'The service is briefly unavailable; try again shortly', {
  headers: { 'retry-after': '5' },
});
const INTERNAL = new AppError('internal', 'Something went wrong on our side');

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
    /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i.test(
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

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an error body with problems through the route's serializer, which also strips unknown
 * problem keys.
 */
function sendProblems(reply: FastifyReply, status: number, body: ErrorBody): void {
  void reply.status(status).send(body);
}

/**
 * Sends an AppError. One without problems is written here from the error's `bodyStart` and the
 * request id, instead of through the route's Zod response serializer: it is built from checked
 * values, and a 401 or 404 is answered often enough for that serializer to show.
 */
function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.headers) void reply.headers(error.headers);
  if (error.problems) {
    sendProblems(reply, error.status, errorBody(error.code, error.message, request.id, error.problems));
    return;
  }
  // A request id needs no escaping (request-id.ts lets through only `[A-Za-z0-9._-]`).
  const body = `${error.bodyStart},"requestId":"${request.id}"}`;
  void reply.status(error.status).type(JSON_CONTENT_TYPE).send(body);
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    sendAppError(error, request, reply);
    return;
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Malformed JSON, wrong content type, oversized body: the client's fault, said plainly.
    const problems: Problem[] = [{ field: '(body)', message: 'is-invalid' }];
    sendProblems(
      reply,
      fastifyError.statusCode,
      errorBody('validation-failed', fastifyError.message, request.id, problems),
    );
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    sendAppError(UNAVAILABLE, request, reply);
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  sendAppError(INTERNAL, request, reply);
}
