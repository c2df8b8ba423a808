import fp from 'fastify-plugin';
import { requestLineWriter } from './request-log-line.ts';

/**
 * One structured line per request, written when the response is sent, with the request id (also
 * sent back as `x-request-id` by security-headers.ts, so a user's report can be matched to the log).
 * A callback hook: an async one would cost a promise per request for nothing to wait for.
 */
export const requestLogging = fp(async (app) => {
  const writeLine = requestLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    writeLine({
      reqId: request.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      principal: request.actor?.principal,
    });
    done();
  });
});
