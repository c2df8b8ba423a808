import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerActivityCopier, type ActivitiesService } from '../activities/index.ts';
import { registerSubjectCopier, type SubjectsService } from '../subjects/index.ts';
import { copyMasteryMethod } from './mastery.repo.ts';
import { createMasteryService } from './mastery.service.ts';
import { copyOutcomeTags } from './outcome-tags.repo.ts';
import { createOutcomeTagsService } from './outcome-tags.service.ts';
import { createSuggestionsService } from './suggestions.service.ts';

// A copied lesson (on its own, or with its subject) keeps its and its questions' outcome tags.
registerActivityCopier('outcome-tags', copyOutcomeTags);
// A duplicated subject keeps its mastery method.
registerSubjectCopier('outcome-mastery', copyMasteryMethod);

/** Outcome tags, suggested outcomes and mastery: the feature's services, built once. */
export function createOutcomeTagsFeature(deps: {
  db: Db;
  logger: FastifyBaseLogger;
  activities: Pick<ActivitiesService, 'onQuestionTextChanged'>;
  subjects: Pick<SubjectsService, 'authorizeSubjectWith'>;
}) {
  const suggestions = createSuggestionsService(deps);
  deps.activities.onQuestionTextChanged((change) => suggestions.refresh(change));
  return {
    tags: createOutcomeTagsService(deps),
    suggestions,
    mastery: createMasteryService(deps),
  };
}

export type OutcomeTagsFeature = ReturnType<typeof createOutcomeTagsFeature>;
