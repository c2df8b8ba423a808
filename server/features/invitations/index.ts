export { invitationsRoutes } from './invitations.routes.ts';
export { createInvitationsService, type InvitationsService } from './invitations.service.ts';
export type { InvitationsDeps, MembershipAccess, SubjectAccess } from './invitations.types.ts';
