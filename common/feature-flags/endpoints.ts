import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from './constants.ts';

export const zFeatureFlagsResponse = z.object({
  featureFlags: z.object(
    Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
      FeatureFlagName,
      z.ZodBoolean
    >,
  ),
});

export const getInstitutionFeatureFlags = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/featureFlags',
  access: 'session',
  tag: 'feature flags',
  summary: "Every feature flag's state for a school: its own override, else the flag's default (its members)",
  params: zInstitutionIdParams,
  errors: [404],
  responses: { 200: zFeatureFlagsResponse },
});
