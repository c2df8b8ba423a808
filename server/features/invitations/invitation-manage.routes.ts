import { z } from 'zod';
import { zErrorBody } from '../../../common/api/problems.ts';
import {
  zIncludeInvalidQuery,
  zInvitationCodeParams,
  zListRoleInvitationsQuery,
  zRoleInvitationEnvelope,
  zRoleInvitationList,
  zSubjectInvitationBody,
  zSubjectRoleInvitationsResponse,
} from '../../../common/invitations/contracts.ts';
import { zInstitutionIdParams } from '../../../common/institutions/schema.ts';
import { zSubjectId } from '../../../common/subjects/schema.ts';
import type { App } from '../../platform/http/app.types.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { createInvitationManageService } from './invitation-manage.service.ts';
import type { InvitationsDeps } from './invitations.types.ts';

const tags = ['invitations'];
const ERRORS = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody };

/** Class codes and the teacher's invitation panel; lists for subjects and institutions. */
export function registerInvitationManageRoutes(app: App, deps: InvitationsDeps) {
  const invitations = createInvitationManageService(deps);

  app.post(
    '/v3/roleInvitations/actions/ensureMultiUse',
    {
      schema: {
        tags,
        summary: "The subject's class code (multi-use student invitation), made if it has none",
        description: 'For whoever may update the subject: its instructors, school admins, internal admins.',
        body: zSubjectInvitationBody,
        response: { 200: zRoleInvitationEnvelope, ...ERRORS },
      },
    },
    async (request) => invitations.ensureMultiUse(requireActor(request), request.body.subjectId),
  );

  app.post(
    '/v3/roleInvitations/actions/regenerateMultiUse',
    {
      schema: {
        tags,
        summary: "Replace the subject's class code: the old one stops working at once; members stay",
        body: zSubjectInvitationBody,
        response: { 200: zRoleInvitationEnvelope, ...ERRORS },
      },
    },
    async (request) => invitations.regenerateMultiUse(requireActor(request), request.body.subjectId),
  );

  app.delete(
    '/v3/roleInvitations/:code',
    {
      schema: {
        tags,
        summary: 'Turn an invitation off (deactivate); it stays listed and can be turned on again',
        params: zInvitationCodeParams,
        response: { 200: zRoleInvitationEnvelope, ...ERRORS },
      },
    },
    async (request) => invitations.deactivate(requireActor(request), request.params.code),
  );

  app.post(
    '/v3/roleInvitations/:code/actions/activate',
    {
      schema: {
        tags,
        summary: 'Turn an invitation back on',
        description:
          'A used single-use invitation cannot be turned on (409 invalid-action); a class code only while the ' +
          'subject has no other active one (409 conflict).',
        params: zInvitationCodeParams,
        response: { 200: zRoleInvitationEnvelope, ...ERRORS, 409: zErrorBody },
      },
    },
    async (request) => invitations.activate(requireActor(request), request.params.code),
  );

  app.get(
    '/v3/subjects/:subjectId/roleInvitations',
    {
      schema: {
        tags,
        summary: "The subject's invitations (newest first, invalid ones too) and who joined with them, when",
        params: z.object({ subjectId: zSubjectId }),
        response: { 200: zSubjectRoleInvitationsResponse, ...ERRORS },
      },
    },
    async (request) => invitations.listForSubject(requireActor(request), request.params.subjectId),
  );

  app.get(
    '/v3/roleInvitations',
    {
      schema: {
        tags,
        summary: 'Invitations by role, at a subject (its managers) or an institution (its admins)',
        description: 'Give subjectId or institutionId. Valid ones only unless includeInvalid=true.',
        querystring: zListRoleInvitationsQuery,
        response: { 200: zRoleInvitationList, ...ERRORS },
      },
    },
    async (request) => invitations.list(requireActor(request), request.query),
  );

  app.get(
    '/v3/institutions/:institutionId/staffInvitations',
    {
      schema: {
        tags,
        summary: "An institution's instructor, creator and sudoadmin invitations, for its admins",
        params: zInstitutionIdParams,
        querystring: zIncludeInvalidQuery,
        response: { 200: zRoleInvitationList, ...ERRORS },
      },
    },
    async (request) =>
      invitations.staffInvitations(
        requireActor(request),
        request.params.institutionId,
        request.query.includeInvalid,
      ),
  );
}
