import type { FastifyInstance } from 'fastify';
import {
  batchGetInstitutions,
  createInstitution,
  deleteInstitution,
  getInstitution,
  listDistrictInstitutions,
  listInstitutionAdmins,
  listInstitutions,
  updateInstitution,
} from '../../../common/institutions/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
import type { InstitutionsService } from './institutions.service.ts';

export function institutionsRoutes(app: FastifyInstance, institutions: InstitutionsService): void {
  serve(app, getInstitution, ({ actor, params, query }) =>
    institutions.getInstitution(actor, params.institutionId, query),
  );

  serve(app, batchGetInstitutions, ({ actor, body }) => institutions.batchGetInstitutions(actor, body));

  serve(app, listInstitutions, ({ actor, query }) => institutions.listInstitutions(actor, query));

  serve(app, createInstitution, ({ body }) => institutions.createInstitution(body));

  serve(app, updateInstitution, ({ actor, params, body }) =>
    institutions.updateInstitution(actor, params.institutionId, body),
  );

  serve(app, deleteInstitution, ({ actor, params }) =>
    institutions.deleteInstitution(actor, params.institutionId),
  );

  serve(app, listDistrictInstitutions, ({ actor, params }) =>
    institutions.listDistrictInstitutions(actor, params.districtUuid),
  );

  serve(app, listInstitutionAdmins, ({ actor, params }) =>
    institutions.listAdmins(actor, params.institutionId),
  );
}
