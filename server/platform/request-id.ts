import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a caller may send in `x-request-id` (a proxy's or a script's trace id) and we keep. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A new request id: 16 base64url characters (96 random bits). Random, not a counter, so ids reveal
 * nothing about how many requests a process has served and stay unique across processes.
 */
export function newRequestId(): string {
  return randomBytes(12).toString('base64url');
}

/** Fastify's `genReqId`: the caller's well-formed `x-request-id`, or a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}
