import type { FastifyInstance } from 'fastify';

export async function institutionsRoutes(_app: FastifyInstance) {}
