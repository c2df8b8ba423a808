/** What the app and other features take from feature flags: the service and its rule. */
export { createFeatureFlagsService, type FeatureFlagsService } from './feature-flags.service.ts';
export { resolveFeatureFlags } from './feature-flags.rules.ts';
export { featureFlagsRoutes } from './feature-flags.routes.ts';
