import type { FastifyRequest } from 'fastify';
import { zErrorBody } from '../../../common/api/problems.ts';
import {
  zAcceptInvitationBody,
  zAcceptInvitationResponse,
  zGetRoleInvitationQuery,
  zInvitationCodeParams,
  zLegacyAcceptInvitationBody,
} from '../../../common/invitations/contracts.ts';
import { zRoleInvitationResponse } from '../../../common/invitations/schema.ts';
import type { App } from '../../platform/http/app.types.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { deferredSessionRead } from '../../platform/auth/session.plugin.ts';
import { createInvitationAcceptService } from './invitation-accept.service.ts';
import type { AttemptContext, InvitationsDeps } from './invitations.types.ts';

const tags = ['invitations'];

const attemptContext = (request: FastifyRequest): AttemptContext => ({
  principal: request.actor?.principal ?? null,
  ip: request.ip,
  log: request.log,
});

const ACCEPT_ERRORS = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody, 429: zErrorBody };

/** Look-up and accept by code, guarded against guessing. */
export function registerInvitationCodeRoutes(app: App, deps: InvitationsDeps) {
  const invitations = createInvitationAcceptService(deps);

  app.get(
    '/v3/roleInvitations/:code',
    {
      schema: {
        tags,
        summary: 'An invitation by its code, signed in or not; limited per person and IP against guessing',
        description:
          'The code is normalised (case, spaces, dashes). Unknown: 404. Inactive or expired: 400 with a problem ' +
          'on `code` (is-inactive, is-expired), unless includeInvalid=true, which answers it with isValid false. ' +
          'includeRelatedIfValid adds the subject and institution names of a valid invitation.',
        security: [],
        params: zInvitationCodeParams,
        querystring: zGetRoleInvitationQuery,
        response: { 200: zRoleInvitationResponse, 400: zErrorBody, 404: zErrorBody, 429: zErrorBody },
      },
      // The first call of a join by code: an uncached session is read by the look-up's statement.
      config: { readsSessionItself: true },
    },
    async (request) =>
      invitations.getByCode(
        request.actor,
        request.params.code,
        request.query,
        attemptContext(request),
        deferredSessionRead(request),
      ),
  );

  app.post(
    '/v3/roleInvitations/:code/actions/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: join its subject or take its role',
        description:
          'One transaction. A single-use invitation is consumed atomically. Someone already in the subject gets ' +
          '400 with is-excluded on `principal` and nothing changes. An invitation bound to an address is ' +
          "another person's: 404.",
        params: zInvitationCodeParams,
        body: zAcceptInvitationBody,
        response: { 200: zAcceptInvitationResponse, ...ACCEPT_ERRORS },
      },
    },
    async (request) =>
      invitations.accept(
        requireActor(request),
        request.params.code,
        request.body.code,
        attemptContext(request),
      ),
  );

  app.post(
    '/invitations/:code/accept',
    {
      schema: {
        tags,
        summary: 'Legacy accept: the same as POST /v3/roleInvitations/{code}/actions/accept',
        params: zInvitationCodeParams,
        body: zLegacyAcceptInvitationBody,
        response: { 200: zAcceptInvitationResponse, ...ACCEPT_ERRORS },
      },
    },
    async (request) =>
      invitations.accept(
        requireActor(request),
        request.params.code,
        request.body?.code,
        attemptContext(request),
      ),
  );
}
