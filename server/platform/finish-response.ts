import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { requestLineLogger, type RequestLineLogger } from './request-logging.ts';
import { applySecurityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes a request's log line; for a response taken over from Fastify (an event stream). */
    writeRequestLine: RequestLineLogger;
  }
}

/**
 * The last step of every response Fastify sends (a route's, an error, a 404, a file): one onSend
 * hook completes its security headers and writes its request line. One hook for both, since
 * every request runs it; onSend rather than a hook at the start, so a page can set its own policy
 * first and the line carries the final status. A response an event stream takes over
 * (`reply.hijack`) skips onSend, so the stream does both itself.
 */
export const finishResponse = fp<{ logger: FastifyBaseLogger }>(async (app, { logger }) => {
  const writeRequestLine = requestLineLogger(logger);
  app.decorate('writeRequestLine', writeRequestLine);
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    writeRequestLine(request, reply);
    done(null, payload);
  });
});
