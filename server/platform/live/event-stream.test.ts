import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { writeRequestLine } from '../request-logging.ts';
import { capturingLogger } from '../../test/log-capture.ts';
import { openEventStream, trackEventStreams } from './event-stream.ts';

async function streamingApp(heartbeatMs: number) {
  const { logger, entries } = capturingLogger('info');
  // As the app does (app.ts): the one line per request is written when a response is sent.
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({ loggerInstance, logController: new LogController({ disableRequestLogging: true }) });
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine(request, reply);
    done();
  });
  const open = trackEventStreams(app);
  app.get('/stream', async (_request, reply) => {
    const stream = openEventStream(reply, open, { heartbeatMs });
    stream.send('subject', { id: 1 });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, open, requestLines: () => entries().filter((line) => line.msg === 'request') };
}

async function readUntil(body: ReadableStream<Uint8Array>, pattern: RegExp): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!pattern.test(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('event streams', () => {
  it('sends events and a heartbeat comment, and forgets a stream whose client left', async () => {
    const { app, url, open } = await streamingApp(30);
    const abort = new AbortController();
    const res = await fetch(`${url}/stream`, { signal: abort.signal });
    const text = await readUntil(res.body!, /: heartbeat\n\n/);
    expect(text).toContain('event: subject\ndata: {"id":1}\n\n');
    expect(open.size).toBe(1);
    abort.abort();
    await expect.poll(() => open.size).toBe(0);
    await app.close();
  });

  it('sends the security headers, and writes its request line when it ends', async () => {
    const { app, url, open, requestLines } = await streamingApp(60_000);
    const abort = new AbortController();
    const res = await fetch(`${url}/stream?watch=1`, { signal: abort.signal });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    await readUntil(res.body!, /data:/);
    expect(requestLines()).toEqual([]);
    abort.abort();
    await expect.poll(() => open.size).toBe(0);
    await expect
      .poll(requestLines)
      .toEqual([expect.objectContaining({ reqId: requestId, url: '/stream', status: 200 })]);
    await app.close();
  });

  it('ends open streams when the app closes', async () => {
    const { app, url, open } = await streamingApp(60_000);
    const res = await fetch(`${url}/stream`);
    await readUntil(res.body!, /data:/);
    await app.close();
    expect(open.size).toBe(0);
    expect(await readUntil(res.body!, /never/)).toBe('');
  });
});
