import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptInvitationLegacy,
  acceptRoleInvitation,
  activateRoleInvitation,
  deactivateInvitationsByEmail,
  deactivateRoleInvitation,
  ensureMultiUseInvitation,
  followSignInLink,
  getRoleInvitation,
  listInvitationsByEmail,
  listRoleInvitations,
  listStaffInvitations,
  listSubjectRoleInvitations,
  magicEnsureUser,
  regenerateMultiUseInvitation,
  resendSubjectInvitations,
  signInWithLink,
} from '../../../common/invitations/endpoints.ts';
import { signInLinkPagePath } from '../../../common/invitations/rules.ts';
import type { Config } from '../../config.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { serve } from '../../platform/http/serve-endpoint.ts';
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

  serve(app, getRoleInvitation, ({ actor, params, query, request }) =>
    codes.getByCode(actor, params.code, query, attemptContext(request)),
  );
  serve(app, acceptRoleInvitation, ({ actor, params, body, request }) =>
    codes.accept(actor, params.code, body.code, attemptContext(request)),
  );
  serve(app, acceptInvitationLegacy, ({ actor, params, body, request }) =>
    codes.accept(actor, params.code, body?.code, attemptContext(request)),
  );

  serve(app, ensureMultiUseInvitation, ({ actor, body }) => manage.ensureMultiUse(actor, body.subjectId));
  serve(app, regenerateMultiUseInvitation, ({ actor, body }) =>
    manage.regenerateMultiUse(actor, body.subjectId),
  );
  serve(app, deactivateRoleInvitation, ({ actor, params }) => manage.deactivate(actor, params.code));
  serve(app, activateRoleInvitation, ({ actor, params }) => manage.activate(actor, params.code));
  serve(app, listSubjectRoleInvitations, ({ actor, params }) =>
    manage.listForSubject(actor, params.subjectId),
  );
  serve(app, listRoleInvitations, ({ actor, query }) => manage.list(actor, query));
  serve(app, listStaffInvitations, ({ actor, params, query }) =>
    manage.staffInvitations(actor, params.institutionId, query.includeInvalid),
  );

  serve(app, magicEnsureUser, ({ actor, body }) => email.magicEnsureUser(actor, body));
  serve(app, resendSubjectInvitations, ({ actor, params, body }) =>
    email.resendSubjectInvitations(actor, params.institutionId, body.subjectId, body.emailAddress),
  );
  serve(app, listInvitationsByEmail, ({ actor, params, query }) =>
    email.listByEmail(actor, params.institutionId, params.emailAddress, query.includeInvalid),
  );
  serve(app, deactivateInvitationsByEmail, ({ actor, params, body }) =>
    email.deactivateByEmail(actor, params.institutionId, body.emailAddress),
  );

  serve(app, followSignInLink, ({ params, reply }) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(signInLinkPagePath(params.token), 302),
  );
  serve(
    app,
    signInWithLink,
    async ({ actor, body, request, reply }) => {
      const { sessionToken, redirectUrl } = await signInLinks.signInWithLink(body.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionTokenHash: actor?.sessionTokenHash,
      });
      if (sessionToken) setSessionCookie(request, reply, config, sessionToken);
      void reply.header('cache-control', 'no-store');
      return { signedIn: sessionToken !== null, redirectUrl };
    },
    { isSignIn: true },
  );
}
