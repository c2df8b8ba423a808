import { zErrorBody } from '../../../common/api/problems.ts';
import {
  zByEmailParams,
  zEmailAddressBody,
  zIncludeInvalidQuery,
  zMagicEnsureUserBody,
  zMagicEnsureUserResponse,
  zResendSubjectInvitationsBody,
  zResendSubjectInvitationsResponse,
  zRoleInvitationList,
} from '../../../common/invitations/contracts.ts';
import { zInstitutionIdParams } from '../../../common/institutions/schema.ts';
import type { App } from '../../platform/http/app.types.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { createInvitationEmailService } from './invitation-email.service.ts';
import type { InvitationsDeps } from './invitations.types.ts';

const tags = ['invitations'];
const ERRORS = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody };

/** Invitations by e-mail: invite (creating accounts), resend, look up and turn off by address. */
export function registerInvitationEmailRoutes(app: App, deps: InvitationsDeps) {
  const invitations = createInvitationEmailService(deps);

  app.post(
    '/v3/roleInvitations/actions/magicEnsureUser',
    {
      schema: {
        tags,
        summary: 'Invite people by e-mail: accounts made if needed, a single-use invitation and a mail each',
        description:
          'Addresses as `emailAddresses` or pasted `text` (split on commas, semicolons, spaces and new lines). ' +
          'Any entry that is not an address fails the whole call with is-not-an-email on `emailAddresses.{index}`; ' +
          'nothing is sent then. A person without a password gets a one-time sign-in link; others the invitation ' +
          'link. Students and instructors need `subjectId` and the right to manage that subject; creator and ' +
          'sudoadmin need the right to grant that role.',
        body: zMagicEnsureUserBody,
        response: { 200: zMagicEnsureUserResponse, ...ERRORS, 429: zErrorBody },
      },
    },
    async (request) => invitations.magicEnsureUser(requireActor(request), request.body),
  );

  app.post(
    '/v3/institutions/:institutionId/roleInvitations/actions/resendSubjectInvitations',
    {
      schema: {
        tags,
        summary:
          "Send the mail again for each of the subject's still-valid e-mail invitations, or only those to emailAddress",
        params: zInstitutionIdParams,
        body: zResendSubjectInvitationsBody,
        response: { 200: zResendSubjectInvitationsResponse, ...ERRORS, 429: zErrorBody },
      },
    },
    async (request) =>
      invitations.resendSubjectInvitations(
        requireActor(request),
        request.params.institutionId,
        request.body.subjectId,
        request.body.emailAddress,
      ),
  );

  app.get(
    '/v3/institutions/:institutionId/byEmail/:emailAddress',
    {
      schema: {
        tags,
        summary: "The institution's invitations for one address",
        description: 'Admins see all; other teachers those of subjects they teach.',
        params: zByEmailParams,
        querystring: zIncludeInvalidQuery,
        response: { 200: zRoleInvitationList, ...ERRORS },
      },
    },
    async (request) =>
      invitations.listByEmail(
        requireActor(request),
        request.params.institutionId,
        request.params.emailAddress,
        request.query.includeInvalid,
      ),
  );

  app.post(
    '/v3/institutions/:institutionId/roleInvitations/byEmail',
    {
      schema: {
        tags,
        summary: "Turn off the institution's invitations for one address; answers those turned off",
        description: 'Admins reach all; other teachers those of subjects they teach.',
        params: zInstitutionIdParams,
        body: zEmailAddressBody,
        response: { 200: zRoleInvitationList, ...ERRORS },
      },
    },
    async (request) =>
      invitations.deactivateByEmail(
        requireActor(request),
        request.params.institutionId,
        request.body.emailAddress,
      ),
  );
}
