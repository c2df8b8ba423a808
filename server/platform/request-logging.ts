import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestLineWriter, type RequestLineFields } from './request-log-line.ts';

/**
 * One structured line per request, written when the response has been sent, with the request id
 * (also sent back as `x-request-id` by security-headers.ts, so a user's report can be matched to
 * the log). Fastify's own per-request lines (`incoming request`, `request completed`, the error
 * lines) stay off.
 *
 * The line is written from `requestCompleted`, which Fastify calls from the finish listener it
 * already keeps on every logged response, rather than from an `onResponse` hook, which every
 * request would also run through Fastify's hook runner. `requestCompleted` also runs when the
 * response fails (`_error`); the line is the same then, as the hook's was.
 */
export class RequestLogController extends LogController {
  readonly #writeLine: (fields: RequestLineFields) => void;

  constructor(logger: FastifyBaseLogger) {
    super({ disableRequestLogging: true });
    this.#writeLine = requestLineWriter(logger);
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    this.#writeLine({
      reqId: request.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      principal: request.actor?.principal,
    });
  }
}
