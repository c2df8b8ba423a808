import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../common/platform/endpoints.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';
import { pingDatabase } from './health.repo.ts';
import { serve } from './http/serve-endpoint.ts';

/** GET /healthz: 200 once migrations have run and the database answers; 503 otherwise. */
export function healthRoutes(app: FastifyInstance, database: Database, isReady?: () => boolean): void {
  serve(app, getHealth, async () => {
    if (isReady && !isReady()) throw new AppError('unavailable', 'Starting up');
    await pingDatabase(database.db);
    return { status: 'ok' as const, database: database.kind };
  });
}
