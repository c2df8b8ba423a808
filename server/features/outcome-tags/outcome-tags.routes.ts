import type { FastifyInstance } from 'fastify';
import {
  getLessonOutcomeTags,
  getMasteryEvidence,
  getResponseOutcomeLevels,
  getScopeAndSequence,
  getSubjectMastery,
  getSuggestedLearningOutcomes,
  putLessonOutcomeTags,
  putMasteryMethod,
  putResponseOutcomeLevels,
  putWorksheetItemOutcomeTags,
} from '../../../common/outcome-tags/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import { answerWriter } from '../../platform/http/written-answer.ts';
import type { OutcomeTagsFeature } from './outcome-tags-feature.service.ts';

export function outcomeTagsRoutes(app: FastifyInstance, feature: OutcomeTagsFeature): void {
  const { tags, suggestions, mastery } = feature;
  serve(app, getLessonOutcomeTags, ({ authorized }) => tags.getLessonTags(authorized));
  serve(app, putLessonOutcomeTags, ({ authorized, body }) => tags.putLessonTags(authorized, body));
  serve(app, putWorksheetItemOutcomeTags, ({ authorized, body }) => tags.putItemTags(authorized, body));
  serve(app, getSuggestedLearningOutcomes, ({ authorized }) => suggestions.list(authorized));
  serve(app, getResponseOutcomeLevels, ({ authorized }) => mastery.getResponseLevels(authorized));
  serve(app, putResponseOutcomeLevels, ({ actor, authorized, body }) =>
    mastery.putResponseLevels(actor, authorized, body),
  );
  // A class's grid is kept while it is unchanged, and so is its answer, written once.
  const writeGrid = answerWriter(getSubjectMastery);
  serve(app, getSubjectMastery, async ({ actor, params }) =>
    writeGrid(await mastery.getMastery(actor, params.subjectId)),
  );
  serve(app, putMasteryMethod, ({ actor, authorized, body }) =>
    mastery.putMethod(actor, authorized, body.method),
  );
  serve(app, getMasteryEvidence, ({ actor, authorized, query }) =>
    mastery.getEvidence(actor, authorized, query),
  );
  serve(app, getScopeAndSequence, ({ actor, authorized }) => mastery.getScopeAndSequence(actor, authorized));
}
