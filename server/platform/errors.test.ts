import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from './errors.ts';

describe('AppError', () => {
  it('keeps code, message and status for a client error without capturing a stack', () => {
    const error = AppError.unauthenticated();
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('Sign in to continue');
    expect(error.status).toBe(401);
    expect(error.stack).not.toContain('errors.test.ts');
    expect(AppError.unauthenticated()).toBe(error);
  });

  it('still captures a stack for a server error, and restores the global limit', () => {
    const limit = Error.stackTraceLimit;
    AppError.notFound();
    expect(Error.stackTraceLimit).toBe(limit);
    const error = new AppError('internal', 'boom');
    expect(error.status).toBe(500);
    expect(error.stack).toContain('errors.test.ts');
  });

  it('starts the body of an error without problems as errorBody writes it, for any message', () => {
    for (const error of [AppError.unauthenticated(), AppError.notFound('No "such" thing \\ here')]) {
      const body = `${error.bodyStart},"requestId":${JSON.stringify('req-1')}}`;
      expect(body).toBe(JSON.stringify(errorBody(error.code, error.message, 'req-1')));
    }
  });
});
