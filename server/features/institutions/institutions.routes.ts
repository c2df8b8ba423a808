import type { FastifyInstance } from 'fastify';
import * as institutionEndpoints from '../../../common/institutions/endpoints.ts';
import * as schoolAdminEndpoints from '../../../common/school-admin/endpoints.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { InstitutionsService } from './institutions.service.ts';

/**
 * How long a browser may show a stored upload without asking again. Its bytes never change, so
 * this bounds only how long someone who lost access still sees it in their own browser's cache.
 */
const UPLOAD_MAX_AGE_SECONDS = 3600;

/**
 * A stored file is shown by the browser but never run as a page of the site: no sniffing it into
 * another type, a sandbox with nothing allowed if it is opened as a document, and no other site
 * embedding it with the viewer's cookie.
 */
const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': `private, max-age=${UPLOAD_MAX_AGE_SECONDS}`,
};

export function institutionsRoutes(app: FastifyInstance, institutions: InstitutionsService): void {
  serveEndpoints(app, institutionEndpoints, {
    getInstitution: ({ actor, params, query }) =>
      institutions.getInstitution(actor, params.institutionId, query),

    batchGetInstitutions: ({ actor, body }) => institutions.batchGetInstitutions(actor, body),

    listInstitutions: ({ actor, query }) => institutions.listInstitutions(actor, query),

    createInstitution: ({ body }) => institutions.createInstitution(body),

    updateInstitution: ({ actor, params, body }) =>
      institutions.updateInstitution(actor, params.institutionId, body),

    deleteInstitution: ({ actor, params }) => institutions.deleteInstitution(actor, params.institutionId),

    listDistrictInstitutions: ({ actor, params }) =>
      institutions.listDistrictInstitutions(actor, params.districtUuid),

    listInstitutionAdmins: ({ actor, params }) => institutions.listAdmins(actor, params.institutionId),

    uploadBannerImage: ({ actor, params, body }) =>
      institutions.uploadBannerImage(actor, params.institutionId, body),

    removeBannerImage: ({ actor, params }) => institutions.removeBannerImage(actor, params.institutionId),

    getUploadContent: async ({ actor, params, request, reply }) => {
      const answer = await institutions.readUploadContent(
        actor,
        params.uploadId,
        request.headers['if-none-match'],
      );
      void reply.headers({ ...UPLOAD_HEADERS, etag: answer.etag });
      if (answer.isNotModified) return reply.status(304).send();
      const { content } = answer;
      return reply
        .status(200)
        .type(answer.contentType)
        .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
    },
  });
  serveEndpoints(app, schoolAdminEndpoints, {
    getInstitutionSettings: ({ actor, params }) => institutions.getSettings(actor, params.institutionId),
    updateInstitutionSettings: ({ actor, params, body }) =>
      institutions.updateSettings(actor, params.institutionId, body),
  });
}
