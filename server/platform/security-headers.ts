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

/** Security headers on every response; HSTS only when the request came over TLS. */
export const securityHeaders = fp<{ config: Config }>(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(BASE_HEADERS);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
});
