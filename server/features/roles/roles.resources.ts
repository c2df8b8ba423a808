import type { FastifyInstance } from 'fastify';
import { registerResourceAccess } from '../../platform/http/resource-access.ts';
import { ROLE_ACTIONS, type RoleAction } from './roles.policy.ts';
import type { RolesService } from './roles.service.ts';
import type { Membership } from './roles.types.ts';

declare module '../../platform/http/resource-access.ts' {
  interface ResourceRecords {
    institution: Membership;
  }
}

/**
 * A school as a resource an endpoint declares (`checks`): the viewer's membership there, once the
 * roles policy allows the action (404 when they may not see the school, 403 when they may not act).
 */
export function registerInstitutionResources(
  app: FastifyInstance,
  roles: Pick<RolesService, 'authorizeRoleAction'>,
): void {
  registerResourceAccess(app, 'institution', {
    actions: ROLE_ACTIONS,
    authorize: (actor, id, check) =>
      roles.authorizeRoleAction(actor as never, id, check.action as RoleAction),
  });
}
