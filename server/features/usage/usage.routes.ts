import type { FastifyInstance } from 'fastify';
import { getInstitutionUsage } from '../../../common/usage/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import { answerWriter } from '../../platform/http/written-answer.ts';
import type { UsageService } from './usage.service.ts';

export function usageRoutes(app: FastifyInstance, usage: UsageService): void {
  // A report is kept until the next roll-up, and so is its answer, written once.
  const writeReport = answerWriter(getInstitutionUsage);
  serve(app, getInstitutionUsage, async ({ actor, params, query }) =>
    writeReport(await usage.getUsage(actor, params.institutionId, query)),
  );
}
