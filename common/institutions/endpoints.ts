import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import {
  zCreateInstitution,
  zDistrictParams,
  zGetInstitutionQuery,
  zInstitutionAdmins,
  zInstitutionBatchGetBody,
  zInstitutionBatchGetResponse,
  zInstitutionList,
  zInstitutionResponse,
  zListInstitutionsQuery,
  zUpdateInstitution,
} from './schema.ts';

/** The institution calls (spec 7, Institutions). Role calls are in common/roles/endpoints.ts. */

const tag = 'institutions';

export const getInstitution = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId',
  access: 'session',
  tag,
  summary: 'One institution the viewer belongs to (or any, for internal admins)',
  params: zInstitutionIdParams,
  query: zGetInstitutionQuery,
  responses: { 200: zInstitutionResponse },
});

export const batchGetInstitutions = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/batch/get',
  access: 'session',
  tag,
  summary: 'Several institutions by id; invisible ones count as missing',
  body: zInstitutionBatchGetBody,
  responses: { 200: zInstitutionBatchGetResponse },
});

export const listInstitutions = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions',
  access: 'session',
  tag,
  summary: "The viewer's institutions, pending included (internal admins: all, paged)",
  query: zListInstitutionsQuery,
  responses: { 200: zInstitutionList },
});

export const createInstitution = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions',
  access: 'internal-admin',
  tag,
  summary: 'Create an institution (internal admins)',
  body: zCreateInstitution,
  responses: { 201: zInstitutionResponse },
});

export const updateInstitution = defineEndpoint({
  method: 'PATCH',
  path: '/v3/institutions/:institutionId',
  access: 'session',
  tag,
  summary: 'Change an institution (its admins; internal admins for provider-only fields)',
  params: zInstitutionIdParams,
  body: zUpdateInstitution,
  responses: { 200: zInstitutionResponse },
});

/**
 * Only internal admins delete, but the call stays open to sessions: someone who may not see the
 * institution is told it does not exist (404), as on every other call about it.
 */
export const deleteInstitution = defineEndpoint({
  method: 'DELETE',
  path: '/v3/institutions/:institutionId',
  access: 'session',
  tag,
  summary: 'Delete an institution (internal admins)',
  params: zInstitutionIdParams,
  responses: { 204: null },
});

export const listDistrictInstitutions = defineEndpoint({
  method: 'GET',
  path: '/v3/districts/:districtUuid/institutions',
  access: 'session',
  tag,
  summary: 'Institutions of a district that the viewer may see',
  params: zDistrictParams,
  responses: { 200: zInstitutionList },
});

export const listInstitutionAdmins = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/admins',
  access: 'session',
  tag,
  summary: 'The admins of an institution (heads of science included), for its members',
  params: zInstitutionIdParams,
  responses: { 200: zInstitutionAdmins },
});
