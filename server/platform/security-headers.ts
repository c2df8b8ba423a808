import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** No inline script anywhere; styles may be inline because the UI kit sets CSS variables at run time. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const BASE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every response carries, set in one hook: the request id (`x-request-id`, so a
 * user's report can be matched to the log line) and the security headers; HSTS only when the
 * request came over TLS. A callback hook, not an async one: it runs on every request and has
 * nothing to wait for, and Fastify runs an async hook through a promise.
 */
export const securityHeaders = fp<{ config: Config }>(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id).headers(BASE_HEADERS);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
});
