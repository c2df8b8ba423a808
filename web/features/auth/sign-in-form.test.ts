import { describe, expect, it } from 'vitest';
import { fieldProblems, retryAfterMessage, validateSignIn } from './sign-in-form.ts';

describe('validateSignIn', () => {
  it('accepts an e-mail address and a password', () => {
    expect(validateSignIn({ email: 'teacher@demo.test', password: 'x' })).toEqual([]);
  });

  it('reports missing fields as is-not-present', () => {
    expect(validateSignIn({ email: '  ', password: '' })).toEqual([
      { field: 'email', message: 'is-not-present' },
      { field: 'password', message: 'is-not-present' },
    ]);
  });

  it('reports a malformed address as is-not-an-email', () => {
    expect(validateSignIn({ email: 'teacher', password: 'x' })).toEqual([
      { field: 'email', message: 'is-not-an-email' },
    ]);
  });
});

describe('fieldProblems', () => {
  it('keeps the first problem of each field, whatever the path style', () => {
    expect(
      fieldProblems([
        { field: 'email', message: 'is-not-an-email' },
        { field: 'email', message: 'is-not-present' },
        { field: '/body/password', message: 'below-min-length', min: 8 },
        { field: 'other', message: 'is-invalid' },
      ]),
    ).toEqual({
      email: { field: 'email', message: 'is-not-an-email' },
      password: { field: '/body/password', message: 'below-min-length', min: 8 },
    });
  });
});

describe('retryAfterMessage', () => {
  it('says seconds for a short wait and minutes for a longer one', () => {
    expect(retryAfterMessage(30)).toEqual({ key: 'signIn.rateLimitedSeconds', count: 30 });
    expect(retryAfterMessage(600)).toEqual({ key: 'signIn.rateLimitedMinutes', count: 10 });
  });

  it('falls back to a general wait without Retry-After', () => {
    expect(retryAfterMessage(null)).toEqual({ key: 'signIn.rateLimitedLater' });
  });
});
