import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTs, waitForOutput } from '../test/processes.ts';

/** Sends raw HTTP so a request can be left half-written (in flight) on purpose. */
function openRawRequest(
  port: number,
  head: string,
): Promise<{ socket: net.Socket; response: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      let data = '';
      const response = new Promise<string>((done) => {
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => done(data));
        socket.on('close', () => done(data));
      });
      resolve({ socket, response });
    });
    socket.on('error', reject);
  });
}

describe('server process lifecycle (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lifecycle-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes an in-flight request on SIGTERM, closes the database and starts again on the same data', async () => {
    const env = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'true' };
    const server = runTs('server/main.ts', env);
    const [, port] = await waitForOutput(server, /"address":"http:\/\/127\.0\.0\.1:(\d+)"/);

    const body = JSON.stringify({ probe: true });
    const { socket, response } = await openRawRequest(
      Number(port),
      `POST /v3/not-a-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await waitForOutput(server, /finishing in-flight requests/);
    socket.write(body.slice(5));
    expect(await response).toMatch(/^HTTP\/1\.1 404/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped cleanly');

    const again = runTs('server/main.ts', { ...env, SEED_DEMO: 'false' });
    const [, port2] = await waitForOutput(again, /"address":"http:\/\/127\.0\.0\.1:(\d+)"/);
    const health = await fetch(`http://127.0.0.1:${port2}/healthz`);
    expect(health.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
