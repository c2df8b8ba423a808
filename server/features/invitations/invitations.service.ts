import { createInvitationAcceptService } from './invitation-accept.service.ts';
import { createInvitationEmailService } from './invitation-email.service.ts';
import { createInvitationManageService } from './invitation-manage.service.ts';
import type { InvitationsDeps } from './invitations.types.ts';
import { createSignInLinkService } from './sign-in-link.service.ts';

/**
 * Role invitations (spec 7), built once by the composition root: codes (look up, accept), the
 * teacher's panel and class codes, invitations by e-mail, and the mailed one-time sign-in link.
 */
export function createInvitationsService(deps: InvitationsDeps) {
  return {
    codes: createInvitationAcceptService(deps),
    manage: createInvitationManageService(deps),
    email: createInvitationEmailService(deps),
    signInLinks: createSignInLinkService(deps),
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
