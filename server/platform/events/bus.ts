import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

export type EventListener = (data: Record<string, unknown>) => void;

export interface EventBus {
  /** Delivered to every subscriber in every process connected to the same database. */
  publish(channel: string, data: Record<string, unknown>): Promise<void>;
  subscribe(channel: string, listener: EventListener): () => void;
  /**
   * Called when the listening connection is back after being lost. Events published while it was
   * away were missed, so whatever a subscriber keeps up to date by events (a cache, a live view)
   * should start afresh. Never called on PGlite, whose events never leave the process.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

const PG_CHANNEL = 'app_events';

/**
 * Cross-process events over PostgreSQL LISTEN/NOTIFY (PGlite implements the same within its one
 * process). One listening connection per process fans messages out to local subscribers; it
 * reconnects with backoff if the database goes away.
 */
export async function createEventBus(database: Database, logger: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Map<string, Set<EventListener>>();
  const dispatch = (raw: string | undefined) => {
    if (!raw) return;
    try {
      const { channel, data } = JSON.parse(raw) as { channel: string; data: Record<string, unknown> };
      for (const listener of listeners.get(channel) ?? []) listener(data);
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed event');
    }
  };
  const subscribe = (channel: string, listener: EventListener) => {
    const set = listeners.get(channel) ?? new Set<EventListener>();
    set.add(listener);
    listeners.set(channel, set);
    return () => void set.delete(listener);
  };
  const message = (channel: string, data: Record<string, unknown>) => JSON.stringify({ channel, data });
  const reconnectListeners = new Set<() => void>();
  const onReconnect = (listener: () => void) => {
    reconnectListeners.add(listener);
    return () => void reconnectListeners.delete(listener);
  };

  if (database.pglite) {
    // PGlite hands every notification of its one session to its listeners; LISTEN and NOTIFY go
    // through the pool like every other statement, so they never land inside another's transaction.
    const stopHearing = database.pglite.onNotification((channel, payload) => {
      if (channel === PG_CHANNEL) dispatch(payload);
    });
    await database.pool.query(`listen ${PG_CHANNEL}`);
    return {
      publish: async (channel, data) => {
        await database.pool.query('select pg_notify($1, $2)', [PG_CHANNEL, message(channel, data)]);
      },
      subscribe,
      onReconnect,
      close: async () => {
        stopHearing();
      },
    };
  }

  const pool = database.pool;
  const connectionString = (pool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  /** Set once the first connection is lost: the next one to listen is a reconnection. */
  let lostSince: number | null = null;
  const reconnected = () => {
    logger.info(
      { awayMs: Date.now() - lostSince! },
      'event listener reconnected; events sent while it was away were missed',
    );
    lostSince = null;
    for (const listener of reconnectListeners) {
      try {
        listener();
      } catch (error) {
        logger.error({ err: error }, 'a reconnect listener failed');
      }
    }
  };
  const connect = async (delayMs = 500): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (n) => dispatch(n.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'event listener connection lost; reconnecting');
      lostSince ??= Date.now();
      void next.end().catch(() => {});
      if (client === next) client = null;
      retryTimer = setTimeout(() => void connect(), delayMs);
    });
    try {
      await next.connect();
      await next.query(`listen ${PG_CHANNEL}`);
      client = next;
      if (lostSince !== null) reconnected();
    } catch (error) {
      logger.warn({ err: error }, 'event listener could not connect; retrying');
      void next.end().catch(() => {});
      retryTimer = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
    }
  };
  await connect();
  return {
    publish: async (channel, data) => {
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, message(channel, data)]);
    },
    subscribe,
    onReconnect,
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
