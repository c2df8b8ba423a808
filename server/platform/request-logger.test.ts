import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { capturingLogger } from '../test/log-capture.ts';
import { requestLoggerFactory, requestStartedAt } from './request-logger.ts';

const capturing = () => capturingLogger('info', { base: { service: 'api' } });

const silent = pino({ level: 'silent' });

describe('requestLoggerFactory', () => {
  it('makes no child logger for a request that logs nothing', () => {
    const { logger } = capturing();
    const child = vi.spyOn(logger, 'child');
    const requestLogger = requestLoggerFactory(logger)(silent, { reqId: 'abc' }, {});
    expect(requestLogger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it("logs with the request's bindings once something is logged, through one child", async () => {
    const { logger, entries } = capturing();
    const child = vi.spyOn(logger, 'child');
    const requestLogger = requestLoggerFactory(logger)(silent, { reqId: 'abc' }, {});
    requestLogger.warn({ attempt: 2 }, 'slow');
    requestLogger.error('failed');
    requestLogger.debug('below the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(child).toHaveBeenCalledTimes(1);
    expect(entries()).toMatchObject([
      { level: 40, service: 'api', reqId: 'abc', attempt: 2, msg: 'slow' },
      { level: 50, service: 'api', reqId: 'abc', msg: 'failed' },
    ]);
  });

  it('makes a real child at once for a route with its own level', async () => {
    const { logger, entries } = capturing();
    const requestLogger = requestLoggerFactory(logger)(silent, { reqId: 'abc' }, { level: 'warn' });
    expect(requestLogger.level).toBe('warn');
    requestLogger.info('below the level');
    requestLogger.warn('at the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(entries().map((line) => line.msg)).toEqual(['at the level']);
  });

  it("logs through the app's logger, not the one Fastify passes in", async () => {
    const { logger, entries } = capturing();
    const fastifyOwn = vi.spyOn(silent, 'child');
    requestLoggerFactory(logger)(silent, { reqId: 'abc' }, {}).error('failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(fastifyOwn).not.toHaveBeenCalled();
    expect(entries()).toMatchObject([{ reqId: 'abc', msg: 'failed' }]);
  });

  it('notes when its request started', () => {
    const before = performance.now();
    const requestLogger = requestLoggerFactory(silent)(silent, { reqId: 'abc' }, {});
    const request = { log: requestLogger } as unknown as FastifyRequest;
    expect(requestStartedAt(request)).toBeGreaterThanOrEqual(before);
    expect(requestStartedAt(request)).toBeLessThanOrEqual(performance.now());
  });
});
