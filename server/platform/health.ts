import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

/** GET /healthz: 200 once migrations have run and the database answers; 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database is migrated and reachable',
        security: [],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['postgres', 'pglite']) }) },
      },
    },
    async () => {
      const { isReady, database } = app.deps;
      if (isReady && !isReady()) throw new AppError('unavailable', 'Starting up');
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
