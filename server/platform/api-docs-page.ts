import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  DOCS_PATH,
  docsAccessOf,
  withoutInternalOperations,
  type DocsAccessOptions,
} from './api-docs-access.ts';
import { setPageHeaders } from './security-headers.ts';

/** Scalar's API reference, as one browser script from its package (served, never bundled). */
const SCALAR_SCRIPT = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser/standalone.js',
);

/** The documentation's own routes are not in the document. */
const HIDDEN = { hide: true };

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API documentation · School Science</title>
  </head>
  <body>
    <div id="docs"></div>
    <script src="${DOCS_PATH}/scalar.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

/**
 * Scalar's settings: light only, nothing that calls out (its AI agent, MCP, telemetry, the
 * developer toolbar, the request client), and its greys and method colours darkened to 4.5:1 so
 * the page passes axe-core.
 */
const INIT = `Scalar.createApiReference('#docs', {
  url: '${DOCS_PATH}/json',
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  hideClientButton: true,
  hideTestRequestButton: true,
  hiddenClients: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
  withDefaultFonts: false,
  customCss: \`.light-mode, .light-mode .sidebar, :root {
    --scalar-color-2: #4a4a4a; --scalar-color-3: #595959;
    --scalar-color-green: #006b3f; --scalar-color-orange: #9c3a00; --scalar-color-yellow: #6f5200;
    --scalar-color-red: #b3001b; --scalar-color-blue: #0052a8; --scalar-color-purple: #5b2d91;
  }\`,
});
`;

/**
 * The documentation's routes: its page (Scalar, chosen over Swagger UI for passing axe-core), its
 * scripts and its document, the page and the document only for those it is open to
 * (api-docs-access.ts); anyone else is sent to the web's /apiDocs.
 */
export function apiDocsRoutes(
  app: FastifyInstance,
  options: DocsAccessOptions & { document: () => object; internal: ReadonlySet<string> },
) {
  const gate: onRequestHookHandler = (request, reply, done) => {
    docsAccessOf(request, reply, options).then((granted) => {
      if (!granted) {
        void reply.redirect('/apiDocs', 302);
        return;
      }
      request.docsAccess = granted;
      // Opened with its access in the query, the page is opened again without it: the access is
      // kept in the cookie now, and a token is better kept out of the browser's history.
      const [url, query] = request.url.split('?');
      if (query && (url === DOCS_PATH || url === `${DOCS_PATH}/`)) {
        void reply.redirect(`${DOCS_PATH}/`, 302);
        return;
      }
      done();
    }, done);
  };

  app.get(DOCS_PATH, { onRequest: gate, schema: HIDDEN }, (_request, reply) => {
    setPageHeaders(reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE);
  });
  app.get(`${DOCS_PATH}/json`, { onRequest: gate, schema: HIDDEN }, (request, reply) => {
    const document = options.document();
    return reply
      .header('cache-control', 'no-store')
      .send(request.docsAccess === 'full' ? document : withoutInternalOperations(document, options.internal));
  });
  app.get(`${DOCS_PATH}/scalar.js`, { schema: HIDDEN }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(SCALAR_SCRIPT)),
  );
  app.get(`${DOCS_PATH}/init.js`, { schema: HIDDEN }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT),
  );
}
