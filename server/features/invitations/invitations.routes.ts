import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMailer } from '../../platform/mail/mailer.ts';
import { registerInvitationCodeRoutes } from './invitation-codes.routes.ts';
import { registerInvitationEmailRoutes } from './invitation-email.routes.ts';
import { registerInvitationManageRoutes } from './invitation-manage.routes.ts';
import type { InvitationsDeps } from './invitations.types.ts';
import { registerSignInLinkRoutes } from './sign-in-link.routes.ts';

export const INVITATION_TAGS = ['invitations'];

/** Role invitations (spec 7): codes, accepting, the teacher's panel and e-mail invitations. */
export async function invitationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database, events, jobs } = app.deps;
  const deps: InvitationsDeps = {
    db: database.db,
    config,
    events,
    mailer: createMailer({ db: database.db, jobs }),
    logger: app.log,
    joinedSubjectViews: app.joinedSubjectViews,
  };
  registerInvitationCodeRoutes(app, deps);
  registerInvitationManageRoutes(app, deps);
  registerInvitationEmailRoutes(app, deps);
  registerSignInLinkRoutes(app, deps);
}
