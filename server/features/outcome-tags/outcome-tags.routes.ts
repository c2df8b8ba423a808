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
  serve(app, getLessonOutcomeTags, ({ actor, params }) => tags.getLessonTags(actor, params.activityId));
  serve(app, putLessonOutcomeTags, ({ actor, params, body }) =>
    tags.putLessonTags(actor, params.activityId, body),
  );
  serve(app, putWorksheetItemOutcomeTags, ({ actor, params, body }) =>
    tags.putItemTags(actor, params.worksheetItemId, body),
  );
  serve(app, getSuggestedLearningOutcomes, ({ actor, params }) =>
    suggestions.list(actor, params.worksheetItemId),
  );
  serve(app, getResponseOutcomeLevels, ({ actor, params }) =>
    mastery.getResponseLevels(actor, params.responseId),
  );
  serve(app, putResponseOutcomeLevels, ({ actor, params, body }) =>
    mastery.putResponseLevels(actor, params.responseId, body),
  );
  // A class's grid is kept while it is unchanged, and so is its answer, written once.
  const writeGrid = answerWriter(getSubjectMastery);
  serve(app, getSubjectMastery, async ({ actor, params }) =>
    writeGrid(await mastery.getMastery(actor, params.subjectId)),
  );
  serve(app, putMasteryMethod, ({ actor, params, body }) =>
    mastery.putMethod(actor, params.subjectId, body.method),
  );
  serve(app, getMasteryEvidence, ({ actor, params, query }) =>
    mastery.getEvidence(actor, params.subjectId, query),
  );
  serve(app, getScopeAndSequence, ({ actor, params }) =>
    mastery.getScopeAndSequence(actor, params.subjectId),
  );
}
