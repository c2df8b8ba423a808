import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'info', base: { service: 'api' } }, sink), lines };
}

describe('lazyRequestLogger', () => {
  it('makes no child logger for a request that logs nothing', () => {
    const { logger } = capturingLogger();
    const child = vi.spyOn(logger, 'child');
    const requestLogger = lazyRequestLogger(logger, { reqId: 'abc' }, {});
    expect(requestLogger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it("logs with the request's bindings once something is logged, through one child", async () => {
    const { logger, lines } = capturingLogger();
    const child = vi.spyOn(logger, 'child');
    const requestLogger = lazyRequestLogger(logger, { reqId: 'abc' }, {});
    requestLogger.warn({ attempt: 2 }, 'slow');
    requestLogger.error('failed');
    requestLogger.debug('below the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, service: 'api', reqId: 'abc', attempt: 2, msg: 'slow' },
      { level: 50, service: 'api', reqId: 'abc', msg: 'failed' },
    ]);
  });

  it('makes a real child at once for a route with its own level', async () => {
    const { logger, lines } = capturingLogger();
    const requestLogger = lazyRequestLogger(logger, { reqId: 'abc' }, { level: 'warn' });
    expect(requestLogger.level).toBe('warn');
    requestLogger.info('below the level');
    requestLogger.warn('at the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(['at the level']);
  });
});
