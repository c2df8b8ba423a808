import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  tag: 'platform',
  summary: 'Readiness: the database is migrated and reachable',
  responses: { 200: z.object({ status: z.literal('ok'), database: z.enum(['postgres', 'pglite']) }) },
});
