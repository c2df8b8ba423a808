import type { FastifyInstance } from 'fastify';
import * as platformEndpoints from '../../common/platform/endpoints.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';
import { pingDatabase } from './health.repo.ts';
import { serveEndpoints } from './http/serve-endpoints.ts';

/** How long the readiness check waits for the database before it answers 503. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Readiness: 200 once migrations have run and the database answers; 503 otherwise, and within
 * HEALTH_TIMEOUT_MS when the database does not answer at all (a load balancer must not wait on it).
 */
export function healthRoutes(app: FastifyInstance, database: Database, isReady?: () => boolean): void {
  serveEndpoints(app, platformEndpoints, {
    getHealth: async () => {
      if (isReady && !isReady()) throw new AppError('unavailable', 'Starting up');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new AppError('unavailable', 'The database did not answer in time')),
          HEALTH_TIMEOUT_MS,
        );
      });
      const ping = pingDatabase(database.db);
      try {
        await Promise.race([ping, timedOut]);
      } finally {
        clearTimeout(timer);
        ping.catch(() => undefined);
      }
      return { status: 'ok' as const, database: database.kind };
    },
  });
}
