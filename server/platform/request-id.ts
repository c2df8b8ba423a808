import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a caller may send in `x-request-id` (a proxy's or a script's trace id) and we keep. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const ID_BYTES = 12;
/** Random bytes for 256 ids, drawn at once: asking the generator for each id cost more than the rest of it. */
const pool = Buffer.alloc(ID_BYTES * 256);
let next = pool.length;

/**
 * A new request id: 16 base64url characters (96 random bits). Random, not a counter, so ids reveal
 * nothing about how many requests a process has served and stay unique across processes.
 */
export function newRequestId(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  next += ID_BYTES;
  return pool.toString('base64url', next - ID_BYTES, next);
}

/** Fastify's `genReqId`: the caller's well-formed `x-request-id`, or a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}
