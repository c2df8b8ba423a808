import type { FastifyInstance } from 'fastify';
import {
  acceptInstitutionRole,
  batchGetRoles,
  getRole,
  grantAdmins,
  grantHeadOfScience,
  grantSubjectCreator,
  grantSubscriptionOwners,
  indexRolesByInstitution,
  listHeadsOfScience,
  listInstitutionRoles,
  listUserInstitutions,
  purgeUser,
  revokeAdmins,
  revokeHeadOfScience,
  revokeSubjectCreator,
  revokeSubscriptionOwners,
} from '../../../common/roles/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { RolesService } from './roles.service.ts';

export function rolesRoutes(app: FastifyInstance, roles: RolesService): void {
  serve(app, batchGetRoles, ({ actor, body }) => roles.batchGetRoles(actor, body));

  serve(app, indexRolesByInstitution, ({ actor, body }) => roles.indexByInstitution(actor, body));

  serve(app, listInstitutionRoles, ({ actor, params, query }) =>
    roles.listRoles(actor, params.institutionId, query),
  );

  serve(app, getRole, ({ actor, params, query }) =>
    roles.getRole(actor, params.institutionId, params.principal, query.includeInstitution),
  );

  serve(app, listUserInstitutions, ({ actor, params, query }) =>
    roles.listUserInstitutions(actor, params.principal, query.includeRoles),
  );

  serve(app, listHeadsOfScience, ({ actor, params, query }) =>
    roles.listHeadsOfScience(actor, params.institutionId, query),
  );

  serve(app, acceptInstitutionRole, ({ actor, params }) =>
    roles.accept(actor, params.principal, params.institutionId),
  );

  serve(app, grantSubjectCreator, ({ actor, params, body }) =>
    roles.grant(actor, params.institutionId, 'subjectCreator', body.principal),
  );
  serve(app, grantAdmins, ({ actor, params, body }) =>
    roles.grant(actor, params.institutionId, 'admins', body.principal),
  );
  serve(app, grantSubscriptionOwners, ({ actor, params, body }) =>
    roles.grant(actor, params.institutionId, 'subscriptionOwners', body.principal),
  );
  serve(app, grantHeadOfScience, ({ actor, params }) =>
    roles.grant(actor, params.institutionId, 'headOfScience', params.principal),
  );

  serve(app, revokeSubjectCreator, ({ actor, params }) =>
    roles.revoke(actor, params.institutionId, 'subjectCreator', params.principal),
  );
  serve(app, revokeAdmins, ({ actor, params }) =>
    roles.revoke(actor, params.institutionId, 'admins', params.principal),
  );
  serve(app, revokeSubscriptionOwners, ({ actor, params }) =>
    roles.revoke(actor, params.institutionId, 'subscriptionOwners', params.principal),
  );
  serve(app, revokeHeadOfScience, ({ actor, params }) =>
    roles.revoke(actor, params.institutionId, 'headOfScience', params.principal),
  );

  serve(app, purgeUser, ({ actor, params }) => roles.purge(actor, params.institutionId, params.principal));
}
