import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a caller may send in `x-request-id` (a proxy's or a script's trace id) and we keep. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const ID_BYTES = 12;
const POOL_IDS = 256;

/**
 * Request ids of 16 base64url characters (96 random bits), cut from a pool filled 256 ids at a
 * time. Every response carries its id twice (the `x-request-id` header and an error's body), and
 * on the busiest routes every byte of a response costs the server and its client: a UUID's 36
 * characters were a visible share of a 401. Random, not a counter, so ids reveal nothing about how
 * many requests a process has served and stay unique across processes.
 */
export function createRequestIdGenerator(): () => string {
  const pool = Buffer.allocUnsafe(ID_BYTES * POOL_IDS);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const id = pool.toString('base64url', offset, offset + ID_BYTES);
    offset += ID_BYTES;
    return id;
  };
}

/** Fastify's `genReqId`: the caller's well-formed `x-request-id`, or a new one. */
export function requestIdFor(nextId: () => string): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : nextId();
  };
}
