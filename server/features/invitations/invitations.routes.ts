import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as invitationEndpoints from '../../../common/invitations/endpoints.ts';
import { signInLinkPagePath } from '../../../common/invitations/rules.ts';
import type { Config } from '../../config.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { serveEndpoints } from '../../platform/http/serve-endpoints.ts';
import type { AttemptContext } from './invitations.types.ts';
import type { InvitationsService } from './invitations.service.ts';

/** Who is trying a code, from where: what the guessing limits count. */
const attemptContext = (request: FastifyRequest): AttemptContext => ({
  principal: request.actor?.principal ?? null,
  ip: request.ip,
  log: request.log,
});

/** Role invitations (spec 7): codes, accepting, the teacher's panel, e-mail invitations, sign-in links. */
export function invitationsRoutes(
  app: FastifyInstance,
  invitations: InvitationsService,
  config: Config,
): void {
  const { codes, manage, email, signInLinks } = invitations;

  serveEndpoints(
    app,
    invitationEndpoints,
    {
      getRoleInvitation: ({ actor, params, query, request }) =>
        codes.getByCode(actor, params.code, query, attemptContext(request)),
      acceptRoleInvitation: ({ actor, params, body, request }) =>
        codes.accept(actor, params.code, body.code, attemptContext(request)),
      acceptInvitationLegacy: ({ actor, params, body, request }) =>
        codes.accept(actor, params.code, body?.code, attemptContext(request)),

      ensureMultiUseInvitation: ({ actor, body }) => manage.ensureMultiUse(actor, body.subjectId),
      regenerateMultiUseInvitation: ({ actor, body }) => manage.regenerateMultiUse(actor, body.subjectId),
      deactivateRoleInvitation: ({ actor, params }) => manage.deactivate(actor, params.code),
      activateRoleInvitation: ({ actor, params }) => manage.activate(actor, params.code),
      listSubjectRoleInvitations: ({ actor, params }) => manage.listForSubject(actor, params.subjectId),
      listRoleInvitations: ({ actor, query }) => manage.list(actor, query),
      listStaffInvitations: ({ actor, params, query }) =>
        manage.staffInvitations(actor, params.institutionId, query.includeInvalid),

      magicEnsureUser: ({ actor, body }) => email.magicEnsureUser(actor, body),
      resendSubjectInvitations: ({ actor, params, body }) =>
        email.resendSubjectInvitations(actor, params.institutionId, body.subjectId, body.emailAddress),
      listInvitationsByEmail: ({ actor, params, query }) =>
        email.listByEmail(actor, params.institutionId, params.emailAddress, query.includeInvalid),
      deactivateInvitationsByEmail: ({ actor, params, body }) =>
        email.deactivateByEmail(actor, params.institutionId, body.emailAddress),

      followSignInLink: ({ params, reply }) =>
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(signInLinkPagePath(params.token), 302),
      signInWithLink: async ({ actor, body, request, reply }) => {
        const { sessionToken, redirectUrl } = await signInLinks.signInWithLink(body.token, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          previousSessionTokenHash: actor?.sessionTokenHash,
        });
        if (sessionToken) setSessionCookie(request, reply, config, sessionToken);
        void reply.header('cache-control', 'no-store');
        return { signedIn: sessionToken !== null, redirectUrl };
      },
    },
    { signInWithLink: { isSignIn: true } },
  );
}
