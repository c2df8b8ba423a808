/** What the app takes from the outcome tags feature. */
export { createOutcomeTagsFeature, type OutcomeTagsFeature } from './outcome-tags-feature.service.ts';
export { outcomeTagsRoutes } from './outcome-tags.routes.ts';
