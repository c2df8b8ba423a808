import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS, runTs, waitForOutput, waitUntilListening } from '../test/processes.ts';

interface RawRequest {
  socket: net.Socket;
  /** Resolves once what the server has sent so far matches `pattern`. */
  received: (pattern: RegExp) => Promise<void>;
  /** All the server sent, once it closes the connection. */
  response: Promise<string>;
}

/** Sends raw HTTP so a request can be left half-written (in flight) on purpose. */
function openRawRequest(port: number, head: string): Promise<RawRequest> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      const response = new Promise<string>((done) => socket.on('close', () => done(data)));
      const received = (pattern: RegExp) =>
        new Promise<void>((done, fail) => {
          const check = () => {
            if (!pattern.test(data)) return;
            socket.off('data', check);
            done();
          };
          socket.on('data', check);
          socket.once('close', () =>
            pattern.test(data) ? done() : fail(new Error(`never received ${pattern}: ${data}`)),
          );
          check();
        });
      resolve({ socket, received, response });
    });
    socket.on('error', reject);
  });
}

describe('server process lifecycle (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lifecycle-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'finishes an in-flight request on SIGTERM, closes the database and starts again on the same data',
    async () => {
      const env = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' };
      const server = runTs('server/main.ts', env);
      const port = await waitUntilListening(server);
      expect(server.output()).toContain('loaded the shipped curricula');

      // `Expect: 100-continue` makes the server answer once it has read the request's head: from
      // then on the request is in flight, its body still to come.
      const body = JSON.stringify({ probe: true });
      const { socket, received, response } = await openRawRequest(
        port,
        `POST /v3/not-a-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
      await received(/^HTTP\/1\.1 100 Continue/);
      server.child.kill('SIGTERM');
      await waitForOutput(server, /finishing in-flight requests/);
      socket.write(body);
      expect(await response).toMatch(/HTTP\/1\.1 404/);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('stopped cleanly');

      const again = runTs('server/main.ts', env);
      const port2 = await waitUntilListening(again);
      const health = await fetch(`http://127.0.0.1:${port2}/healthz`);
      expect(health.status).toBe(200);
      // The curricula the first start loaded are found in place, not loaded again.
      expect(again.output()).not.toContain('loaded the shipped curricula');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
