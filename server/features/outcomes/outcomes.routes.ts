import type { FastifyInstance } from 'fastify';
import * as outcomeEndpoints from '../../../common/outcomes/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { OutcomesService } from './outcomes.service.ts';

/**
 * How long a browser keeps a curriculum without asking again: a re-import reaches a teacher within
 * this bound, and so does a school's flag being turned off. Then it revalidates with its ETag.
 */
const CURRICULUM_MAX_AGE_SECONDS = 3600;

export function outcomesRoutes(app: FastifyInstance, outcomes: OutcomesService): void {
  serveEndpoints(app, outcomeEndpoints, {
    batchGetLearningOutcomes: ({ body }) => outcomes.batchGetOutcomes(body),

    getLearningOutcome: ({ params }) => outcomes.getOutcome(params.uuid),

    listCurriculumOutcomes: async ({ actor, params, query, request, reply }) => {
      const answer = await outcomes.downloadCurriculum(
        actor,
        params.curriculumCode,
        query.institutionId,
        request.headers['if-none-match'],
      );
      void reply.headers({
        etag: answer.etag,
        'cache-control': `private, max-age=${CURRICULUM_MAX_AGE_SECONDS}, must-revalidate`,
      });
      if (answer.isNotModified) return reply.status(304).send();
      return answer.body;
    },

    batchGetOutcomesByCurriculumCode: ({ actor, body }) => outcomes.batchGetByCurriculumCode(actor, body),

    listLearningOutcomes: ({ actor, query }) => outcomes.listOutcomes(actor, query),

    listCurricula: ({ actor, query }) => outcomes.listCurricula(actor, query.institutionId),

    getSchoolLearningScale: ({ actor, params }) =>
      outcomes.schoolScales.get(actor, params.institutionId, params.uuid),

    putSchoolLearningScale: ({ actor, params, body }) =>
      outcomes.schoolScales.put(actor, params.institutionId, params.uuid, body),
  });
}
