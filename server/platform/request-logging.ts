import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { requestLineWriter } from './request-log-line.ts';
import { requestStartedAt } from './request-logger.ts';

export type RequestLineLogger = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * One structured line per request, with the request id (also sent back as `x-request-id`, so a
 * user's report can be matched to the log), the method, URL, status, time in milliseconds and the
 * signed-in principal. finish-response.ts writes it as the response is sent; an event stream, which
 * takes its response over from Fastify, writes it when the stream ends.
 */
export function requestLineLogger(logger: FastifyBaseLogger): RequestLineLogger {
  const writeLine = requestLineWriter(logger);
  return (request, reply) =>
    writeLine({
      reqId: request.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round((performance.now() - requestStartedAt(request)) * 10) / 10,
      principal: request.actor?.principal,
    });
}
