import type { FastifyInstance } from 'fastify';
import {
  batchGetInstitutions,
  createInstitution,
  deleteInstitution,
  getInstitution,
  getUploadContent,
  listDistrictInstitutions,
  listInstitutionAdmins,
  listInstitutions,
  removeBannerImage,
  updateInstitution,
  uploadBannerImage,
} from '../../../common/institutions/endpoints.ts';
import { getInstitutionSettings, updateInstitutionSettings } from '../../../common/school-admin/endpoints.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
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
  serve(app, getInstitution, ({ actor, params, query }) =>
    institutions.getInstitution(actor, params.institutionId, query),
  );

  serve(app, batchGetInstitutions, ({ actor, body }) => institutions.batchGetInstitutions(actor, body));

  serve(app, listInstitutions, ({ actor, query }) => institutions.listInstitutions(actor, query));

  serve(app, createInstitution, ({ body }) => institutions.createInstitution(body));

  serve(app, updateInstitution, ({ actor, params, body }) =>
    institutions.updateInstitution(actor, params.institutionId, body),
  );

  serve(app, getInstitutionSettings, ({ actor, params }) =>
    institutions.getSettings(actor, params.institutionId),
  );

  serve(app, updateInstitutionSettings, ({ actor, params, body }) =>
    institutions.updateSettings(actor, params.institutionId, body),
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

  serve(app, uploadBannerImage, ({ actor, params, body }) =>
    institutions.uploadBannerImage(actor, params.institutionId, body),
  );

  serve(app, removeBannerImage, ({ actor, params }) =>
    institutions.removeBannerImage(actor, params.institutionId),
  );

  serve(app, getUploadContent, async ({ actor, params, request, reply }) => {
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
  });
}
