import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';
import { setPageHeaders } from './security-headers.ts';

const API_PREFIXES = ['/v3/', '/api/', '/invitations/', '/healthz'];
/** The build's own files, named by their content's hash (Vite's `assets/`): they never change. */
const HASHED = `${path.sep}assets${path.sep}`;
/** Files of `web/public`, kept by name: a new build may change them. */
const UNHASHED_CACHE = 'public, max-age=86400';

/** The file a pre-compressed sibling (`x.js.br`, `x.js.gz`) stands for. */
const logicalFile = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

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
      // The .br and .gz the build writes beside each file (scripts/precompress.ts), chosen by the
      // request's Accept-Encoding, with `Vary: Accept-Encoding` on every file.
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, filePath) => {
        const file = logicalFile(filePath);
        if (file.endsWith('.html')) {
          setPageHeaders(reply);
          void reply.header('cache-control', 'no-cache');
        } else if (!file.startsWith(path.join(root, HASHED))) {
          void reply.header('cache-control', UNHASHED_CACHE);
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
