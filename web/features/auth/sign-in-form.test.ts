import { describe, expect, it } from 'vitest';
import { problemsByField, problemsOf } from '../../../common/api/zod-problems.ts';
import { zLoginBody } from '../../../common/auth/schema.ts';
import { retryAfterMessage, signInBody } from './sign-in-form.ts';

/** What the form shows before sending: the first problem of each field, by the login contract. */
const checkSignIn = (values: { email: string; password: string }) =>
  problemsByField(problemsOf(zLoginBody, signInBody(values)), ['email', 'password']);

describe('sign-in form checks', () => {
  it('accepts an e-mail address and a password', () => {
    expect(checkSignIn({ email: 'teacher@demo.test', password: 'x' })).toEqual({});
  });

  it('reports missing fields as is-not-present', () => {
    expect(checkSignIn({ email: '  ', password: '' })).toEqual({
      email: { field: 'email', message: 'is-not-present' },
      password: { field: 'password', message: 'is-not-present' },
    });
  });

  it('reports a malformed address as is-not-an-email', () => {
    expect(checkSignIn({ email: 'teacher', password: 'x' })).toEqual({
      email: { field: 'email', message: 'is-not-an-email' },
    });
  });

  it('sends the address without surrounding spaces and the password as typed', () => {
    expect(signInBody({ email: ' teacher@demo.test ', password: ' pass ' })).toEqual({
      email: 'teacher@demo.test',
      password: ' pass ',
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
