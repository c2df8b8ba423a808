import { defineEndpoint } from '../api/endpoint.ts';
import { zInstitutionIdParams } from '../roles/schema.ts';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES } from './constants.ts';
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
  zUploadIdParams,
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

/**
 * The school's banner image, stored and served by the platform: the body is the image itself,
 * sent with its own Content-Type. It becomes the banner at once; a banner it replaces that the
 * platform stored is deleted.
 */
export const uploadBannerImage = defineEndpoint({
  method: 'POST',
  path: '/v3/institutions/:institutionId/bannerImage',
  access: 'session',
  tag,
  summary: "Upload the school's banner image (its admins): PNG, JPEG, WebP or GIF, 2 MB at most",
  description:
    'The body is the image, sent with its Content-Type; its bytes must be of that type. The answer ' +
    'is the institution, whose bannerImageUpload.originalUploadFile.inlineUrl serves the image.',
  params: zInstitutionIdParams,
  consumes: { mediaTypes: BANNER_IMAGE_TYPES, maxBytes: BANNER_IMAGE_MAX_BYTES },
  responses: { 200: zInstitutionResponse },
});

export const removeBannerImage = defineEndpoint({
  method: 'DELETE',
  path: '/v3/institutions/:institutionId/bannerImage',
  access: 'session',
  tag,
  summary: "Remove the school's banner image (its admins)",
  params: zInstitutionIdParams,
  responses: { 200: zInstitutionResponse },
});

/**
 * An upload the platform stores, answered with its own media type, for anyone who may read its
 * school (an upload of a school they may not see is not found). It is the `inlineUrl` of a
 * banner the platform stores, so an <img> on the site loads it with the session cookie.
 */
export const getUploadContent = defineEndpoint({
  method: 'GET',
  path: '/v3/uploads/:uploadId/content',
  access: 'session',
  tag,
  summary: "An uploaded file's bytes (a school's banner), for those who may read its school",
  params: zUploadIdParams,
  produces: { file: BANNER_IMAGE_TYPES },
  responses: { 200: null, 304: null },
});
