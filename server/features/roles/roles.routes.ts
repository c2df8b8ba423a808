import type { FastifyInstance } from 'fastify';
import * as roleEndpoints from '../../../common/roles/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { RolesService } from './roles.service.ts';

export function rolesRoutes(app: FastifyInstance, roles: RolesService): void {
  serveEndpoints(app, roleEndpoints, {
    batchGetRoles: ({ actor, body }) => roles.batchGetRoles(actor, body),

    indexRolesByInstitution: ({ actor, body }) => roles.indexByInstitution(actor, body),

    listInstitutionRoles: ({ actor, params, query }) => roles.listRoles(actor, params.institutionId, query),

    getRole: ({ actor, params, query }) =>
      roles.getRole(actor, params.institutionId, params.principal, query.includeInstitution),

    listUserInstitutions: ({ actor, params, query }) =>
      roles.listUserInstitutions(actor, params.principal, query.includeRoles),

    listHeadsOfScience: ({ actor, params, query }) =>
      roles.listHeadsOfScience(actor, params.institutionId, query),

    acceptInstitutionRole: ({ actor, params }) => roles.accept(actor, params.principal, params.institutionId),

    grantSubjectCreator: ({ actor, params, body }) =>
      roles.grant(actor, params.institutionId, 'subjectCreator', body.principal),
    grantAdmins: ({ actor, params, body }) =>
      roles.grant(actor, params.institutionId, 'admins', body.principal),
    grantSubscriptionOwners: ({ actor, params, body }) =>
      roles.grant(actor, params.institutionId, 'subscriptionOwners', body.principal),
    grantHeadOfScience: ({ actor, params }) =>
      roles.grant(actor, params.institutionId, 'headOfScience', params.principal),

    revokeSubjectCreator: ({ actor, params }) =>
      roles.revoke(actor, params.institutionId, 'subjectCreator', params.principal),
    revokeAdmins: ({ actor, params }) =>
      roles.revoke(actor, params.institutionId, 'admins', params.principal),
    revokeSubscriptionOwners: ({ actor, params }) =>
      roles.revoke(actor, params.institutionId, 'subscriptionOwners', params.principal),
    revokeHeadOfScience: ({ actor, params }) =>
      roles.revoke(actor, params.institutionId, 'headOfScience', params.principal),

    purgeUser: ({ actor, params }) => roles.purge(actor, params.institutionId, params.principal),
  });
}
