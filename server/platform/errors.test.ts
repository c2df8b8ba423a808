import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, handleError } from './errors.ts';

describe('AppError', () => {
  it('keeps code, message and status', () => {
    const error = AppError.unauthenticated();
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('Sign in to continue');
    expect(error.status).toBe(401);
    expect(new AppError('internal', 'boom').status).toBe(500);
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

  it('answers an AppError with its status and the body of code, message and request id', async () => {
    const app = await appThrowing(AppError.notFound('No "such" thing \\ here'));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(
      JSON.stringify({ code: 'not-found', message: 'No "such" thing \\ here', requestId: 'req-1' }),
    );
    await app.close();
  });

  it('answers a validation error 400 with its problems', async () => {
    const app = await appThrowing(AppError.validation([{ field: 'name', message: 'is-not-present' }]));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation-failed',
      message: 'The request has problems',
      problems: [{ field: 'name', message: 'is-not-present' }],
      requestId: 'req-1',
    });
    await app.close();
  });

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
