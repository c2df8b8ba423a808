export { invitationsRoutes } from './invitations.routes.ts';
export { createInvitationsService, type InvitationsService } from './invitations.service.ts';
export type { InstitutionAccess, InvitationsDeps, SubjectAccess } from './invitations.types.ts';
