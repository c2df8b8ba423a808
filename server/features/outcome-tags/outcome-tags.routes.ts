import type { FastifyInstance } from 'fastify';
import * as outcomeTagEndpoints from '../../../common/outcome-tags/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import { answerWriter } from '../../platform/http/written-answer.ts';
import type { OutcomeTagsFeature } from './outcome-tags-feature.service.ts';

export function outcomeTagsRoutes(app: FastifyInstance, feature: OutcomeTagsFeature): void {
  const { tags, suggestions, mastery } = feature;
  // A class's grid is kept while it is unchanged, and so is its answer, written once.
  const writeGrid = answerWriter(outcomeTagEndpoints.getSubjectMastery);
  serveEndpoints(app, outcomeTagEndpoints, {
    getLessonOutcomeTags: ({ authorized }) => tags.getLessonTags(authorized),
    putLessonOutcomeTags: ({ authorized, body }) => tags.putLessonTags(authorized, body),
    putWorksheetItemOutcomeTags: ({ authorized, body }) => tags.putItemTags(authorized, body),
    getSuggestedLearningOutcomes: ({ authorized }) => suggestions.list(authorized),
    getResponseOutcomeLevels: ({ authorized }) => mastery.getResponseLevels(authorized),
    putResponseOutcomeLevels: ({ actor, authorized, body }) =>
      mastery.putResponseLevels(actor, authorized, body),
    getSubjectMastery: async ({ actor, params }) =>
      writeGrid(await mastery.getMastery(actor, params.subjectId)),
    putMasteryMethod: ({ actor, authorized, body }) => mastery.putMethod(actor, authorized, body.method),
    getMasteryEvidence: ({ actor, authorized, query }) => mastery.getEvidence(actor, authorized, query),
    getScopeAndSequence: ({ actor, authorized }) => mastery.getScopeAndSequence(actor, authorized),
  });
}
