import fp from 'fastify-plugin';

export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
});
