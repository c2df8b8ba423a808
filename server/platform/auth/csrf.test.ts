import { describe, expect, it } from 'vitest';
import { csrfTokenMatches, isSameOriginRequest } from './csrf.ts';

describe('CSRF rules', () => {
  it('accepts only the exact session token in the header', () => {
    expect(csrfTokenMatches('abc123', 'abc123')).toBe(true);
    expect(csrfTokenMatches('abc124', 'abc123')).toBe(false);
    expect(csrfTokenMatches('abc', 'abc123')).toBe(false);
    expect(csrfTokenMatches(undefined, 'abc123')).toBe(false);
    expect(csrfTokenMatches(['abc123', 'abc123'], 'abc123')).toBe(false);
  });

  it('treats a request as same-origin when Origin names the request host or the public host', () => {
    expect(isSameOriginRequest('https://school.example', 'school.example', 'app.example')).toBe(true);
    expect(isSameOriginRequest('https://app.example', 'internal:3000', 'app.example')).toBe(true);
    expect(isSameOriginRequest('http://localhost', 'localhost:80', 'localhost:3000')).toBe(true);
    expect(isSameOriginRequest('https://APP.example', 'app.example', 'x.example')).toBe(true);
  });

  it('treats another host, another port, `null` or garbage as cross-site', () => {
    expect(isSameOriginRequest('https://evil.example', 'app.example', 'app.example')).toBe(false);
    expect(isSameOriginRequest('https://app.example:8443', 'app.example', 'app.example')).toBe(false);
    expect(isSameOriginRequest('null', 'app.example', 'app.example')).toBe(false);
    expect(isSameOriginRequest('not a url', 'app.example', 'app.example')).toBe(false);
  });

  it('lets requests without an Origin through, as non-browser clients send none', () => {
    expect(isSameOriginRequest(undefined, 'app.example', 'app.example')).toBe(true);
  });
});
