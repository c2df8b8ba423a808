import { defineEndpoint } from '../api/endpoint.ts';
import type { InstitutionGrant } from './constants.ts';
import {
  zGetRoleQuery,
  zGrantBody,
  zHeadsOfScienceQuery,
  zListRolesQuery,
  zRoleBatchGetBody,
  zRoleBatchGetResponse,
  zRoleIndexByInstitutionBody,
  zRoleIndexByInstitutionResponse,
  zRoleList,
  zRoleResponse,
  zUserInstitutionsQuery,
  zUserInstitutionsResponse,
} from './contracts.ts';
import { zInstitutionIdParams, zInstitutionPrincipalParams, zPrincipalParams } from './schema.ts';

/** The institution-role calls (spec 7, Institution roles and Institution grants). */

const tag = 'institution roles';

export const batchGetRoles = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/roles/batch/get',
  access: 'session',
  tag,
  summary: 'Roles by institution and principal; roles the viewer may not read count as missing',
  body: zRoleBatchGetBody,
  responses: { 200: zRoleBatchGetResponse },
});

export const indexRolesByInstitution = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/roles/batch/indexByInstitution',
  access: 'session',
  tag,
  summary: 'All roles at each institution, for its staff',
  body: zRoleIndexByInstitutionBody,
  responses: { 200: zRoleIndexByInstitutionResponse },
});

export const listInstitutionRoles = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/roles',
  access: 'session',
  tag,
  summary: 'All roles at an institution, for its staff',
  params: zInstitutionIdParams,
  query: zListRolesQuery,
  responses: { 200: zRoleList },
});

export const getRole = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/roles/:principal',
  access: 'session',
  tag,
  summary: "One person's role at an institution (`me` for your own)",
  params: zInstitutionPrincipalParams,
  query: zGetRoleQuery,
  responses: { 200: zRoleResponse },
});

export const listUserInstitutions = defineEndpoint({
  method: 'GET',
  path: '/v3/users/:principal/institutions2',
  access: 'session',
  tag,
  summary: "A person's institutions with their role at each (`me`; internal admins for others)",
  params: zPrincipalParams,
  query: zUserInstitutionsQuery,
  responses: { 200: zUserInstitutionsResponse },
});

export const listHeadsOfScience = defineEndpoint({
  method: 'GET',
  path: '/v3/institutions/:institutionId/headsOfScience',
  access: 'session',
  tag,
  summary: 'The heads of science of an institution; requires isHeadOfScience=true',
  params: zInstitutionIdParams,
  query: zHeadsOfScienceQuery,
  responses: { 200: zRoleList },
});

export const acceptInstitutionRole = defineEndpoint({
  method: 'POST',
  path: '/v3/users/:principal/institutions/:institutionId/actions/accept',
  access: 'session',
  tag,
  summary: 'Accept a pending institution role',
  params: zInstitutionPrincipalParams,
  responses: { 200: zRoleResponse },
});

const GRANT_TO_MEMBERS =
  'Only for someone the school already has (pending or accepted); anyone else, with an account elsewhere ' +
  'or none, gets the same 400 with is-not-allowed on `principal`. Internal admins may offer a role to any ' +
  'account as a pending membership.';

/** A grant that takes the person in the body. */
const grantByBody = <G extends Exclude<InstitutionGrant, 'headOfScience'>>(grant: G) =>
  defineEndpoint({
    method: 'POST',
    path: `/v3/institutions/:institutionId/${grant}`,
    access: 'session',
    tag,
    summary: `Grant ${grant}`,
    description: GRANT_TO_MEMBERS,
    params: zInstitutionIdParams,
    body: zGrantBody,
    responses: { 200: zRoleResponse },
  });

const revoke = <G extends InstitutionGrant>(grant: G) =>
  defineEndpoint({
    method: 'DELETE',
    path: `/v3/institutions/:institutionId/${grant}/:principal`,
    access: 'session',
    tag,
    summary: `Revoke ${grant}`,
    params: zInstitutionPrincipalParams,
    responses: { 204: null },
  });

export const grantSubjectCreator = grantByBody('subjectCreator');
export const grantAdmins = grantByBody('admins');
export const grantSubscriptionOwners = grantByBody('subscriptionOwners');
/** Head of science names the person in the path. */
export const grantHeadOfScience = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/:institutionId/headOfScience/:principal',
  access: 'session',
  tag,
  summary: 'Grant headOfScience',
  description: GRANT_TO_MEMBERS,
  params: zInstitutionPrincipalParams,
  responses: { 200: zRoleResponse },
});

export const revokeSubjectCreator = revoke('subjectCreator');
export const revokeAdmins = revoke('admins');
export const revokeSubscriptionOwners = revoke('subscriptionOwners');
export const revokeHeadOfScience = revoke('headOfScience');

export const purgeUser = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/:institutionId/purgeUser/:principal',
  access: 'session',
  tag,
  summary: "Remove a person's role at an institution",
  params: zInstitutionPrincipalParams,
  responses: { 204: null },
});
