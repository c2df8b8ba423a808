import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { base64url12, createRequestIdGenerator, requestIdFor } from './request-id.ts';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('are 16 base64url characters, and never repeat across many pool refills', () => {
    const nextId = createRequestIdGenerator();
    const ids = Array.from({ length: 5_000 }, nextId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differ between two generators, as between two server processes', () => {
    const first = Array.from({ length: 300 }, createRequestIdGenerator());
    const second = new Set(Array.from({ length: 300 }, createRequestIdGenerator()));
    expect(first.some((id) => second.has(id))).toBe(false);
  });

  it("keep a caller's well-formed x-request-id", () => {
    const genReqId = requestIdFor(() => 'generated-id-0001');
    expect(genReqId(requestWith({ 'x-request-id': 'abc123-trace.42' }))).toBe('abc123-trace.42');
  });

  it('replace a missing, short, long or malformed one', () => {
    const genReqId = requestIdFor(() => 'generated-id-0001');
    for (const given of ['', 'short', 'x'.repeat(65), 'no spaces!', 'semi;colon-id']) {
      expect(genReqId(requestWith({ 'x-request-id': given }))).toBe('generated-id-0001');
    }
    expect(genReqId(requestWith({}))).toBe('generated-id-0001');
  });
});

describe('base64url12', () => {
  it("encodes 12 bytes exactly as Buffer's base64url does, at any offset", () => {
    const bytes = randomBytes(12 * 500 + 7);
    for (let offset = 0; offset + 12 <= bytes.length; offset += 5) {
      expect(base64url12(bytes, offset)).toBe(bytes.toString('base64url', offset, offset + 12));
    }
    expect(base64url12(Buffer.alloc(12), 0)).toBe('AAAAAAAAAAAAAAAA');
    expect(base64url12(Buffer.alloc(12, 0xff), 0)).toBe('________________');
  });
});
