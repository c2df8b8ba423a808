import { z } from 'zod';
import { zQueryBool } from '../institutions/schema.ts';
import { zPrincipal } from '../people/schema.ts';
import { zInstitutionId } from '../roles/schema.ts';
import { zSubjectId } from '../subjects/schema.ts';
import { INVITATION_ROLE_KINDS, MAX_INVITED_ADDRESSES } from './constants.ts';
import { zInvitationAcceptance, zRoleInvitation } from './schema.ts';

/** Request and response contracts of the role-invitation calls (spec 7, Role invitations). */

export const zInvitationRoleKind = z.enum(INVITATION_ROLE_KINDS);

/** A code as typed or pasted: normalised by the server (normaliseInvitationCode) before use. */
export const zInvitationCodeInput = z.string().max(64, 'above-max-length');
export const zInvitationCodeParams = z.object({ code: zInvitationCodeInput });

/** GET /v3/roleInvitations/{code} */
export const zGetRoleInvitationQuery = z.object({
  includeRelatedIfValid: zQueryBool,
  includeInvalid: zQueryBool,
});

/** POST /v3/roleInvitations/{code}/actions/accept: the body repeats the code. */
export const zAcceptInvitationBody = z.object({ code: zInvitationCodeInput });
/** The legacy POST /invitations/{code}/accept takes the code from the path only. */
export const zLegacyAcceptInvitationBody = z.object({ code: zInvitationCodeInput.optional() }).nullish();
export const zAcceptInvitationResponse = z.object({
  roleInvitation: zRoleInvitation,
  /** Where the client goes next (spec 2.9): the subject, the institution or home. */
  redirectUrl: z.string(),
  subjectId: z.number().int().nullable(),
  institutionId: z.number().int(),
});
export type AcceptInvitationResponse = z.infer<typeof zAcceptInvitationResponse>;

/** ensureMultiUse and regenerateMultiUse: the subject whose class code to ensure or replace. */
export const zSubjectInvitationBody = z.object({ subjectId: zSubjectId });
export const zRoleInvitationEnvelope = z.object({ roleInvitation: zRoleInvitation });
export const zRoleInvitationList = z.object({ roleInvitations: z.array(zRoleInvitation) });
export type RoleInvitationList = z.infer<typeof zRoleInvitationList>;

/** GET /v3/subjects/{subjectId}/roleInvitations: the teacher's invitation panel. */
export const zSubjectRoleInvitationsResponse = z.object({
  roleInvitations: z.array(zRoleInvitation),
  acceptances: z.array(zInvitationAcceptance),
});
export type SubjectRoleInvitationsResponse = z.infer<typeof zSubjectRoleInvitationsResponse>;

/** GET /v3/roleInvitations: by role, at one subject or one institution. */
export const zListRoleInvitationsQuery = z.object({
  role: zInvitationRoleKind.optional(),
  subjectId: zSubjectId.optional(),
  institutionId: zInstitutionId.optional(),
  includeInvalid: zQueryBool,
});
export type ListRoleInvitationsQuery = z.infer<typeof zListRoleInvitationsQuery>;

export const zIncludeInvalidQuery = z.object({ includeInvalid: zQueryBool });

export const zEmailAddress = z.string().trim().max(320, 'above-max-length').email('is-not-an-email');
export const zByEmailParams = z.object({ institutionId: zInstitutionId, emailAddress: zEmailAddress });
export const zEmailAddressBody = z.object({ emailAddress: zEmailAddress });

/**
 * POST /v3/roleInvitations/actions/magicEnsureUser. The addresses come as a list, or as the raw
 * text a teacher pasted (split by splitEmailList); each entry is checked, and any that is not an
 * address fails the whole call with a problem on `emailAddresses.{index}`.
 */
export const zMagicEnsureUserBody = z.object({
  emailAddresses: z.array(z.string().max(320, 'above-max-length')).max(MAX_INVITED_ADDRESSES).optional(),
  text: z
    .string()
    .max(MAX_INVITED_ADDRESSES * 330, 'above-max-length')
    .optional(),
  role: zInvitationRoleKind,
  subjectId: zSubjectId.optional(),
  institutionId: zInstitutionId,
});
export type MagicEnsureUserBody = z.infer<typeof zMagicEnsureUserBody>;
export const zInvitedPerson = z.object({
  emailAddress: z.string(),
  /** Only for people the school already has: whether anyone else has an account is not told. */
  principal: zPrincipal.nullable(),
  code: z.string(),
});
export const zMagicEnsureUserResponse = z.object({ invited: z.array(zInvitedPerson) });
export type MagicEnsureUserResponse = z.infer<typeof zMagicEnsureUserResponse>;

/** Resend one subject's e-mail invitations: all still-valid ones, or only those to one address. */
export const zResendSubjectInvitationsBody = zSubjectInvitationBody.extend({
  emailAddress: z.string().trim().max(320).email().optional(),
});
export type ResendSubjectInvitationsBody = z.infer<typeof zResendSubjectInvitationsBody>;
export const zResendSubjectInvitationsResponse = z.object({ resent: z.number().int() });

export const zSignInLinkParams = z.object({ token: z.string().max(128) });
export const zSignInLinkBody = z.object({ token: z.string().max(128) });
export type SignInLinkBody = z.infer<typeof zSignInLinkBody>;
/** `signedIn` false: the link was used, expired or unknown; `redirectUrl` is where to go either way. */
export const zSignInLinkResponse = z.object({ signedIn: z.boolean(), redirectUrl: z.string() });
export type SignInLinkResponse = z.infer<typeof zSignInLinkResponse>;
