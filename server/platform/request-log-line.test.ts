import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { formatRequestLine, requestLineWriter, type RequestLineFields } from './request-log-line.ts';

function pinoWithSink(options: pino.LoggerOptions) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split(/(?<=\n)/));
      callback();
    },
  });
  return { logger: pino(options, sink), lines };
}

const fields = (overrides: Partial<RequestLineFields> = {}): RequestLineFields => ({
  reqId: 'NLTsNU6NlKb2VXFi',
  method: 'GET',
  url: '/v3/auth/me',
  status: 401,
  ms: 0.3,
  principal: undefined,
  ...overrides,
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the request line', () => {
  const cases: [string, RequestLineFields][] = [
    ['a call without a session', fields()],
    ['a signed-in call', fields({ principal: 'person-42', status: 200, ms: 12.5 })],
    ['a URL with quotes, a backslash, unicode and a control character', fields({ url: '/a?q="x"\\é\u0001' })],
    ['an incoming trace id', fields({ reqId: 'abc123-trace.42' })],
  ];

  it.each(cases)('is written byte for byte as pino writes it: %s', async (_name, f) => {
    for (const base of [{ service: 'api' }, null]) {
      const { logger, lines } = pinoWithSink({ level: 'info', base });
      logger.info(f, 'request');
      await settle();
      const written = lines[0] ?? '';
      const time = (JSON.parse(written) as { time: number }).time;
      const bindings = base ? ',"service":"api"' : '';
      expect(formatRequestLine(time, bindings, f)).toBe(written);
    }
  });

  it("goes to the logger's destination with its bindings, and not below its level", async () => {
    const { logger, lines } = pinoWithSink({ level: 'info', base: { service: 'api' } });
    requestLineWriter(logger)(fields({ principal: 'p-1' }));
    await settle();
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 30,
      service: 'api',
      reqId: 'NLTsNU6NlKb2VXFi',
      principal: 'p-1',
      msg: 'request',
    });

    const quiet = pinoWithSink({ level: 'warn' });
    requestLineWriter(quiet.logger)(fields());
    await settle();
    expect(quiet.lines).toEqual([]);
  });

  it('gives each line the time it was written, lines of the same millisecond included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { logger, lines } = pinoWithSink({ level: 'info', base: { service: 'api' } });
      const write = requestLineWriter(logger);
      for (const time of [1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_001]) {
        vi.setSystemTime(time);
        write(fields());
      }
      await settle();
      expect(lines).toEqual(
        [1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_001].map((time) =>
          formatRequestLine(time, ',"service":"api"', fields()),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes through info for a logger that is not pino', () => {
    const seen: [object, string][] = [];
    requestLineWriter({ info: (obj: object, msg: string) => seen.push([obj, msg]) })(fields());
    expect(seen).toEqual([[fields(), 'request']]);
  });
});
