import fp from 'fastify-plugin';

/**
 * One structured line per request, written when the response is sent, with the request id
 * (also echoed as `x-request-id` so a user's report can be matched to the log).
 */
export const requestLogging = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        principal: request.actor?.principal,
      },
      'request',
    );
  });
});
