import type { FastifyInstance } from 'fastify';
import { getInstitutionUsage } from '../../../common/usage/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { UsageService } from './usage.service.ts';

export function usageRoutes(app: FastifyInstance, usage: UsageService): void {
  serve(app, getInstitutionUsage, ({ actor, params, query }) =>
    usage.getUsage(actor, params.institutionId, query),
  );
}
