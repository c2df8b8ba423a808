import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';
import { setPageHeaders } from './security-headers.ts';

const API_PREFIXES = ['/v3/', '/api/', '/invitations/', '/healthz'];

/**
 * Serves the built single-page app and answers unknown paths: JSON 404 for API paths,
 * index.html for page routes so the client-side router can take over.
 */
export const webStatic = fp<{ root: string; serveWeb: boolean }>(async (app, options) => {
  const root = path.resolve(options.root);
  const hasWeb = options.serveWeb && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, filePath) => {
        if (filePath.endsWith('.html')) {
          setPageHeaders(reply);
          void reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && !isApi && wantsPage) {
      setPageHeaders(reply);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not-found', 'Not found', request.id));
  });
});
