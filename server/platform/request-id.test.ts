import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdFor } from './request-id.ts';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('are 16 base64url characters, and never repeat', () => {
    const ids = Array.from({ length: 5_000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keep a caller's well-formed x-request-id", () => {
    expect(requestIdFor(requestWith({ 'x-request-id': 'abc123-trace.42' }))).toBe('abc123-trace.42');
  });

  it('replace a missing, short, long or malformed one', () => {
    for (const given of ['', 'short', 'x'.repeat(65), 'no spaces!', 'semi;colon-id']) {
      const id = requestIdFor(requestWith({ 'x-request-id': given }));
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
    expect(requestIdFor(requestWith({}))).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
