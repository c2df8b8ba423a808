import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a caller may send in `x-request-id` (a proxy's or a script's trace id) and we keep. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const ID_BYTES = 12;
const POOL_IDS = 256;

const BASE64URL = Uint8Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', (c) =>
  c.charCodeAt(0),
);

/**
 * The 16 base64url characters of the 12 bytes at `offset`, as `Buffer#toString('base64url')` gives
 * them. Written out because it runs on every request: the call into Buffer's native encoder cost
 * about a microsecond under load, this a few dozen nanoseconds, and it builds one flat string.
 */
export function base64url12(bytes: Uint8Array, offset: number): string {
  const a = (bytes[offset]! << 16) | (bytes[offset + 1]! << 8) | bytes[offset + 2]!;
  const b = (bytes[offset + 3]! << 16) | (bytes[offset + 4]! << 8) | bytes[offset + 5]!;
  const c = (bytes[offset + 6]! << 16) | (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
  const d = (bytes[offset + 9]! << 16) | (bytes[offset + 10]! << 8) | bytes[offset + 11]!;
  const t = BASE64URL;
  // prettier-ignore
  return String.fromCharCode(
    t[a >> 18]!, t[(a >> 12) & 63]!, t[(a >> 6) & 63]!, t[a & 63]!,
    t[b >> 18]!, t[(b >> 12) & 63]!, t[(b >> 6) & 63]!, t[b & 63]!,
    t[c >> 18]!, t[(c >> 12) & 63]!, t[(c >> 6) & 63]!, t[c & 63]!,
    t[d >> 18]!, t[(d >> 12) & 63]!, t[(d >> 6) & 63]!, t[d & 63]!,
  );
}

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
    const id = base64url12(pool, offset);
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
