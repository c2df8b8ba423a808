import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_FRAME_ORIGINS } from '../../common/rich-text/video.ts';

/**
 * The policy of every response that is not a page (JSON, an event stream, a file): nothing in it
 * may load or run anything, and no site may frame it. A browser applies a policy only to a
 * document, so this is what protects an API answer opened in a tab; it is also the default, so a
 * new kind of response is locked down until it opts into the page policy.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A page's policy: no inline script; styles may be inline because the UI kit sets CSS variables at
 * run time (and KaTeX and MathLive lay formulas out with inline styles; their fonts are bundled,
 * so 'self'). Frames: only the players of the videos a lesson may embed (common/rich-text/video.ts),
 * never a page of our own nor any other site.
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What only a page needs on top of the defaults: its own policy, and the headers that govern a
 * document (what it may send as referrer, open, frame or use). On an API answer they do nothing
 * but make every response longer (see docs/decisions.md, "Security headers per kind of response").
 */
const PAGE_HEADERS = {
  'content-security-policy': PAGE_CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Marks a reply as a page (the web client's HTML, the API docs): the page policy replaces the default. */
export function setPageHeaders(reply: FastifyReply): void {
  void reply.headers(PAGE_HEADERS);
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Completes the headers every response carries: the request id (`x-request-id`, so a user's report
 * can be matched to the log line), `nosniff`, the API policy unless the response is a page that
 * set its own, HSTS only when the request came over TLS, and `no-store` on every API answer. Called by an `onSend` hook (app.ts) as
 * the response is sent, after a page has set its own policy, or by an event stream as it takes its
 * response over (a hijacked reply skips `onSend`).
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('content-security-policy'))
    void reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
  if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  // API answers carry personal data (and /v3/auth/me the CSRF token): no cache may keep them.
  if (request.routeOptions.config?.access !== undefined && !reply.hasHeader('cache-control'))
    void reply.header('cache-control', 'no-store');
}
