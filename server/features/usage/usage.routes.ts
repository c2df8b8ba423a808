import type { FastifyInstance } from 'fastify';
import * as usageEndpoints from '../../../common/usage/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import { answerWriter } from '../../platform/http/written-answer.ts';
import type { UsageService } from './usage.service.ts';

export function usageRoutes(app: FastifyInstance, usage: UsageService): void {
  // A report is kept until the next roll-up, and so is its answer, written once.
  const writeReport = answerWriter(usageEndpoints.getInstitutionUsage);
  serveEndpoints(app, usageEndpoints, {
    getInstitutionUsage: async ({ authorized, query }) =>
      writeReport(await usage.getUsage(authorized, query)),
  });
}
