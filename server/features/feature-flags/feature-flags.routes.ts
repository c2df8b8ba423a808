import type { FastifyInstance } from 'fastify';
import * as featureFlagEndpoints from '../../../common/feature-flags/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { RolesService } from '../roles/index.ts';
import type { FeatureFlagsService } from './feature-flags.service.ts';

export function featureFlagsRoutes(
  app: FastifyInstance,
  featureFlags: FeatureFlagsService,
  roles: RolesService,
) {
  serveEndpoints(app, featureFlagEndpoints, {
    getInstitutionFeatureFlags: async ({ actor, params }) => {
      // A school's members read its flags; someone only invited there is refused (403).
      await roles.authorizeRoleAction(actor, params.institutionId, 'readAsMember');
      return { featureFlags: await featureFlags.flagsFor(params.institutionId) };
    },
  });
}
