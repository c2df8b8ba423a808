import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, errorBody, handleError } from './errors.ts';

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

describe('handleError', () => {
  const appThrowing = async (error: Error) => {
    const app = Fastify({ logger: false, genReqId: () => 'req-1' });
    app.setErrorHandler(handleError);
    app.get('/', () => {
      throw error;
    });
    await app.ready();
    return app;
  };

  it('answers a failure of ours 500 with the generic body and nothing of the error', async () => {
    const app = await appThrowing(new Error('secret detail'));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(
      JSON.stringify({ code: 'internal', message: 'Something went wrong on our side', requestId: 'req-1' }),
    );
    await app.close();
  });

  it('answers a lost database 503 with Retry-After', async () => {
    const app = await appThrowing(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'unavailable',
      message: 'The service is briefly unavailable; try again shortly',
      requestId: 'req-1',
    });
    await app.close();
  });
});
