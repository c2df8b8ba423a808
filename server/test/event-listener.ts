import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../platform/events/bus.ts';

/** Ends the event bus's listening connection from the server's side, as a database restart would. */
export async function dropEventListener(database: Database): Promise<void> {
  const { rows } = await database.pool.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
     where datname = current_database() and query = 'listen app_events'`,
  );
  expect(rows.map((r) => r.ended)).toEqual([true]);
}

/** Resolves when the bus's listening connection is next back. */
export function nextReconnect(events: EventBus): Promise<void> {
  return new Promise((resolve) => {
    const stop = events.onReconnect(() => {
      stop();
      resolve();
    });
  });
}
