import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRequest, KeepAliveConnection, parseHead } from './keep-alive-client.ts';

let server: http.Server;
let port: number;
const connections = new Set<unknown>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/echo') {
        const answer = JSON.stringify({ body, cookie: req.headers.cookie ?? null });
        res.writeHead(201, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer),
        });
        res.end(answer);
      } else if (req.url === '/split') {
        // The head and the body arrive in separate packets, the body itself in two.
        res.writeHead(200, { 'content-length': '10' });
        res.flushHeaders();
        setTimeout(() => res.write('hello'), 10);
        setTimeout(() => res.end('world'), 20);
      } else if (req.url === '/large') {
        res.end('x'.repeat(200_000));
      } else if (req.url === '/close') {
        res.writeHead(404, { connection: 'close', 'content-length': '2' });
        res.end('no');
      } else if (req.url === '/chunked') {
        res.write('a');
        res.end('b');
      } else res.end('ok');
    });
  });
  server.on('connection', (socket) => connections.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) => encodeRequest('127.0.0.1', { method: 'GET', path, headers: {} });

describe('KeepAliveConnection', () => {
  it('sends a request with its headers and body and reads status and body', async () => {
    const connection = new KeepAliveConnection('127.0.0.1', port);
    const request = encodeRequest('127.0.0.1', {
      method: 'POST',
      path: '/echo',
      headers: { cookie: 'sid=abc', 'content-type': 'application/json' },
      body: '{"code":"é"}',
    });
    const response = await connection.send(request);
    connection.close();
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body.toString())).toEqual({ body: '{"code":"é"}', cookie: 'sid=abc' });
  });

  it('reuses one connection for requests in turn, answers split over packets included', async () => {
    connections.clear();
    const connection = new KeepAliveConnection('127.0.0.1', port);
    const split = await connection.send(get('/split'));
    const large = await connection.send(get('/large'));
    const plain = await connection.send(get('/'));
    connection.close();
    expect(split.body.toString()).toBe('helloworld');
    expect(large.body.length).toBe(200_000);
    expect(plain.body.toString()).toBe('ok');
    expect(connections.size).toBe(1);
  });

  it('opens a new connection after an answer that closes its own', async () => {
    connections.clear();
    const connection = new KeepAliveConnection('127.0.0.1', port);
    expect((await connection.send(get('/close'))).status).toBe(404);
    expect((await connection.send(get('/'))).body.toString()).toBe('ok');
    connection.close();
    expect(connections.size).toBe(2);
  });

  it('rejects a chunked answer, a refused connection and a second request in flight', async () => {
    const connection = new KeepAliveConnection('127.0.0.1', port);
    await expect(connection.send(get('/chunked'))).rejects.toThrow('chunked answers are not supported');
    const first = connection.send(get('/split'));
    await expect(connection.send(get('/'))).rejects.toThrow('one request at a time');
    await first;
    connection.close();
    const refused = new KeepAliveConnection('127.0.0.1', 1);
    await expect(refused.send(get('/'))).rejects.toThrow();
  });
});

describe('parseHead', () => {
  it('waits for the blank line, then reads status, length and connection', () => {
    expect(parseHead(Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n'))).toBeNull();
    const text = 'HTTP/1.1 429 Too Many Requests\r\nContent-Length: 12\r\nConnection: close\r\n\r\n{}';
    expect(parseHead(Buffer.from(text))).toEqual({
      status: 429,
      bodyStart: text.indexOf('{}'),
      bodyLength: 12,
      closes: true,
    });
  });

  it('refuses what is not an HTTP answer', () => {
    expect(() => parseHead(Buffer.from('SSH-2.0\r\n\r\n'))).toThrow('not an HTTP response');
  });
});
