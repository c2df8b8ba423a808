import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may read the API documentation (spec 2.11, 6): anyone the public part (`public=true`), and
 * the provider's staff all of it with the VIEW_API_DOCUMENTATION grant's token (`accessToken`),
 * which the web's /apiDocs route fetches for a signed-in internal admin, or their session itself. The documentation's own
 * requests (its script, its JSON) carry no query, so what the first request showed is kept in a
 * cookie of the documentation's path: the token itself, until it ends, or 'public'.
 */
export type DocsAccess = 'full' | 'public';

export interface DocsAccessOptions {
  /** When the token is a current VIEW_API_DOCUMENTATION grant, its end in seconds since 1970. */
  verifyAccessToken: (token: string) => Promise<{ expiresAt: number } | null>;
  /** Whether the request's session (its Cookie header) is an internal admin's. */
  isInternalAdminSession: (cookieHeader: string | undefined) => Promise<boolean>;
}

export const DOCS_PATH = '/api/docs';
const DOCS_COOKIE = 'api_docs_access';
const PUBLIC = 'public';

declare module 'fastify' {
  interface FastifyRequest {
    docsAccess?: DocsAccess;
  }
}

function remember(request: FastifyRequest, reply: FastifyReply, value: string, maxAge?: number) {
  const cookie = stringifySetCookie({
    name: DOCS_COOKIE,
    value,
    path: DOCS_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    ...(maxAge === undefined ? {} : { maxAge }),
  });
  void reply.header('set-cookie', cookie);
}

/** The access a documentation request has, remembering a new one; null when it has none. */
export async function docsAccessOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: DocsAccessOptions,
): Promise<DocsAccess | null> {
  const query = request.query as { public?: string; accessToken?: string };
  if (query.accessToken) {
    const grant = await options.verifyAccessToken(query.accessToken);
    if (grant) {
      remember(request, reply, query.accessToken, grant.expiresAt - Math.floor(Date.now() / 1000));
      return 'full';
    }
  }
  const kept = request.headers.cookie ? parseCookie(request.headers.cookie)[DOCS_COOKIE] : undefined;
  if (kept && kept !== PUBLIC && (await options.verifyAccessToken(kept))) return 'full';
  if (await options.isInternalAdminSession(request.headers.cookie)) return 'full';
  if (query.public === 'true') {
    remember(request, reply, PUBLIC);
    return 'public';
  }
  return kept === PUBLIC ? 'public' : null;
}

/** A Fastify path (`/v3/subjects/:subjectId`) as OpenAPI writes it (`/v3/subjects/{subjectId}`). */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The document without the operations only internal admins may call: the public documentation. */
export function withoutInternalOperations<T extends { paths?: Record<string, Record<string, unknown>> }>(
  document: T,
  internal: ReadonlySet<string>,
): T {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(operations).filter(([method]) => !internal.has(`${method.toUpperCase()} ${path}`)),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...document, paths };
}
