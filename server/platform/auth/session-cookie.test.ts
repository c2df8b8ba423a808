import { describe, expect, it } from 'vitest';
import { readSessionToken } from './session-cookie.ts';

describe('reading the session cookie', () => {
  it('finds the session token among other cookies', () => {
    expect(readSessionToken('theme=dark; sid=abc_DEF-123; lang=en')).toBe('abc_DEF-123');
    expect(readSessionToken('sid=abc')).toBe('abc');
  });

  it('has no token without a cookie header, without the session cookie, or with an empty one', () => {
    expect(readSessionToken(undefined)).toBeUndefined();
    expect(readSessionToken('')).toBeUndefined();
    expect(readSessionToken('theme=dark')).toBeUndefined();
    expect(readSessionToken('sid=')).toBeUndefined();
  });

  it('takes the first of two session cookies, as browsers send the most specific path first', () => {
    expect(readSessionToken('sid=first; sid=second')).toBe('first');
  });
});
