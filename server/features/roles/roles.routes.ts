import type { FastifyInstance } from 'fastify';

export async function rolesRoutes(_app: FastifyInstance) {}
