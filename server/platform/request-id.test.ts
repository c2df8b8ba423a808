import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRequestIdGenerator, requestIdFor } from './request-id.ts';

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
