import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { createEventBus, type EventBus } from './events/bus.ts';
import { JobQueue } from './jobs/queue.ts';

export interface PlatformServices {
  events: EventBus;
  jobs: JobQueue;
  /** Stops the job worker and the event listener (the database stays open). */
  close(): Promise<void>;
}

/** The event bus and job queue every app instance needs, on the given database. */
export async function createPlatformServices(
  database: Database,
  logger: FastifyBaseLogger,
): Promise<PlatformServices> {
  const events = await createEventBus(database, logger);
  const jobs = new JobQueue(database, events, logger);
  return {
    events,
    jobs,
    close: async () => {
      await jobs.stop();
      await events.close();
    },
  };
}
