import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_ENDED_EVENT } from '../auth/session-actor.ts';
import { AppError } from '../errors.ts';
import { writeRequestLine } from '../request-logging.ts';
import { applySecurityHeaders } from '../security-headers.ts';
import type { EventBus } from '../events/bus.ts';

/** Live updates over text/event-stream: one stream per open page, ended with its session. */

export interface EventStream {
  /** Who opened it, when a signed-in person did: their streams end with their session. */
  owner: StreamOwner | null;
  send(event: string, data: unknown): void;
  /** Runs once when the stream ends, whoever ends it. */
  onEnd(listener: () => void): void;
  end(): void;
}

export const HEARTBEAT_MS = 15_000;

export interface StreamOwner {
  principal: string;
  sessionTokenHash: string;
}

/** How many streams one person may hold open in one process: a few tabs, each with a few. */
export const MAX_STREAMS_PER_PERSON = 20;

export const countStreamsOf = (open: Set<EventStream>, principal: string): number =>
  [...open].filter((stream) => stream.owner?.principal === principal).length;

/** Ends every open stream of a session (it was signed out): events stop with the session. */
export function endStreamsOfSession(open: Set<EventStream>, sessionTokenHash: string): void {
  for (const stream of [...open]) if (stream.owner?.sessionTokenHash === sessionTokenHash) stream.end();
}

/**
 * Keeps the open streams of one app so closing the app ends them: an open stream would otherwise
 * keep the HTTP server from closing. preClose runs before the server stops accepting and waits.
 */
export function trackEventStreams(app: FastifyInstance): Set<EventStream> {
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => endAllStreams(open));
  return open;
}

/** Ends every open stream; each browser reconnects on its own and starts afresh. */
export function endAllStreams(open: Set<EventStream>): void {
  for (const stream of [...open]) stream.end();
}

/**
 * Takes the response over from Fastify (reply.hijack) and starts an event stream. A hijacked reply
 * skips the hooks that finish every other response (app.ts: onSend, onResponse), so the stream
 * does their work itself: the security headers go out with the stream's own, and the request line is written
 * when the stream ends, with the time it was open.
 */
export function openEventStream(
  reply: FastifyReply,
  open: Set<EventStream>,
  options: { heartbeatMs?: number; owner?: StreamOwner } = {},
): EventStream {
  reply.hijack();
  const res = reply.raw;
  applySecurityHeaders(reply.request, reply);
  const earlier: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) earlier[name] = value;
  res.writeHead(200, {
    ...earlier,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n: connected\n\n');

  const listeners: (() => void)[] = [];
  let ended = false;
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    open.delete(stream);
    for (const listener of listeners) listener();
    if (!res.writableEnded) res.end();
    writeRequestLine(reply.request, reply);
  };
  const stream: EventStream = {
    owner: options.owner ?? null,
    send: (event, data) => {
      if (!ended) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onEnd: (listener) => void listeners.push(listener),
    end: finish,
  };
  open.add(stream);
  // The response's 'close' is the client going away (the request's fires once its body is read).
  res.on('close', finish);
  return stream;
}

/** The live streams of one app: what a route that streams events needs, wired once. */
export interface LiveStreams {
  /**
   * The actor as the owner of one more stream, checked before anything is read: a person with
   * MAX_STREAMS_PER_PERSON open gets a 429, not one more.
   */
  ownerFor(actor: { principal: string; sessionTokenHash: string }): StreamOwner;
  /** Opens a stream on the reply (see openEventStream), ended with its owner's session. */
  open(reply: FastifyReply, owner: StreamOwner): EventStream;
}

/**
 * Registers an app's live streams: closing the app ends them, a signed-out session ends its own,
 * and when the event bus's listener reconnects every stream ends, since events were missed while
 * it was away (each browser reconnects, reads the state afresh and re-checks its session).
 */
export function registerLiveStreams(app: FastifyInstance, events: EventBus): LiveStreams {
  const open = trackEventStreams(app);
  const stopWatchingSessions = events.subscribe(SESSION_ENDED_EVENT, (data) => {
    if (typeof data.tokenHash === 'string') endStreamsOfSession(open, data.tokenHash);
  });
  const stopWatchingReconnects = events.onReconnect(() => endAllStreams(open));
  app.addHook('onClose', async () => {
    stopWatchingSessions();
    stopWatchingReconnects();
  });
  return {
    ownerFor: (actor) => {
      if (countStreamsOf(open, actor.principal) >= MAX_STREAMS_PER_PERSON)
        throw new AppError('rate-limited', 'Too many live updates are open; close some tabs and reload');
      return { principal: actor.principal, sessionTokenHash: actor.sessionTokenHash };
    },
    open: (reply, owner) => openEventStream(reply, open, { owner }),
  };
}
