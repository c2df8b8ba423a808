import net from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection that sends a request and waits for its whole answer before
 * the next, written on a bare socket the way wrk and autocannon write theirs. The join driver
 * shares the machine's two cores with the app and PostgreSQL; `node:http`'s client spent about
 * 150 µs of CPU per request there, CPU the app under test then did not have. The answers it reads
 * are the app's: a status line, headers with Content-Length, and a body (no chunked encoding).
 */
export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** The bytes of a request, built once and sent as often as needed. */
export function encodeRequest(host: string, request: RawRequest): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) lines.push(`content-length: ${Buffer.byteLength(request.body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${request.body ?? ''}`);
}

interface Head {
  status: number;
  bodyStart: number;
  bodyLength: number;
  closes: boolean;
}

/** Reads the status line and headers once they are complete; null while they are not. */
export function parseHead(buffer: Buffer): Head | null {
  const end = buffer.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = buffer.toString('latin1', 0, end);
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  if (!status) throw new Error(`not an HTTP response: ${JSON.stringify(head.slice(0, 40))}`);
  if (/\r\ntransfer-encoding:/i.test(head)) throw new Error('chunked answers are not supported');
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  return {
    status: Number(status[1]),
    bodyStart: end + HEADER_END.length,
    bodyLength: length ? Number(length[1]) : 0,
    closes: /\r\nconnection: *close/i.test(head),
  };
}

export class KeepAliveConnection {
  private socket: net.Socket | null = null;
  private pending: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: RawResponse) => void; reject: (e: Error) => void } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Sends one encoded request and resolves with its answer; a lost connection rejects it. */
  send(request: Buffer): Promise<RawResponse> {
    if (this.waiting) return Promise.reject(new Error('one request at a time on a connection'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.timer = setTimeout(() => this.fail(new Error('timeout')), this.timeoutMs);
      this.connected().write(request);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connected(): net.Socket {
    if (this.socket) return this.socket;
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    // A socket already given up (closed after an answer, or failed) no longer speaks for this one.
    const current = () => this.socket === socket;
    socket.on('data', (chunk: Buffer) => current() && this.receive(chunk));
    socket.on('error', (error) => current() && this.fail(error));
    socket.on('close', () => current() && this.fail(new Error('connection closed')));
    this.socket = socket;
    this.pending = Buffer.alloc(0);
    return socket;
  }

  private receive(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let head: Head | null;
    try {
      head = parseHead(this.pending);
    } catch (error) {
      return this.fail(error as Error);
    }
    if (!head || this.pending.length < head.bodyStart + head.bodyLength) return;
    const body = this.pending.subarray(head.bodyStart, head.bodyStart + head.bodyLength);
    this.pending = this.pending.subarray(head.bodyStart + head.bodyLength);
    if (head.closes) this.close();
    this.settle()?.resolve({ status: head.status, body });
  }

  private fail(error: Error): void {
    this.close();
    this.settle()?.reject(error);
  }

  private settle() {
    const waiting = this.waiting;
    this.waiting = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return waiting;
  }
}
