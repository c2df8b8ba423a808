import type { FastifyReply, FastifyRequest } from 'fastify';

/** The requests whose line is written: a request gets one line, whoever writes it first. */
const written = new WeakSet<FastifyRequest>();

/** The URL without its query string: a query may carry a code or a token, so it is never logged. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Writes a request's one log line through its logger (so it carries the request id, `reqId`, also
 * sent back as `x-request-id`): method, path, status, time in milliseconds and the signed-in
 * principal. An `onResponse` hook (app.ts) writes it for every response Fastify finishes; an event
 * stream, which takes its response over (`reply.hijack()`) and may be cut off by its client, calls
 * this when it ends. A second call for the same request writes nothing.
 */
export function writeRequestLine(request: FastifyRequest, reply: FastifyReply): void {
  if (written.has(request)) return;
  written.add(request);
  request.log.info(
    {
      method: request.method,
      url: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      principal: request.actor?.principal,
    },
    'request',
  );
}
