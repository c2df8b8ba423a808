import { z } from 'zod';
import { zPrincipal } from '../people/schema.ts';

/** The role of an invitation: exactly one of these keys (spec 3, RoleInvitation). */
export const zInvitationRole = z.object({
  studentMobId: z.number().int().optional(),
  instructorSubjectId: z.number().int().optional(),
  creatorInstitutionId: z.number().int().optional(),
  sudoadminInstitutionId: z.number().int().optional(),
});
export type InvitationRole = z.infer<typeof zInvitationRole>;

export const zRoleInvitation = z.object({
  code: z.string(),
  subjectId: z.number().int().nullable(),
  institutionId: z.number().int(),
  emailAddress: z.string().nullable(),
  isMultiUse: z.boolean(),
  isActive: z.boolean(),
  expiresOn: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  role: zInvitationRole,
  isExpired: z.boolean(),
  isValid: z.boolean(),
  createdOn: z.string(),
  /** With includeRelatedIfValid, for a valid invitation. */
  subject: z
    .object({
      id: z.number().int(),
      institutionId: z.number().int(),
      name: z.string(),
      namePlaintext: z.string(),
    })
    .nullable()
    .optional(),
  institution: z
    .object({ id: z.number().int(), name: z.string(), code: z.string(), endpoint: z.string() })
    .nullable()
    .optional(),
});
export type RoleInvitation = z.infer<typeof zRoleInvitation>;

export const zRoleInvitationResponse = z.object({
  roleInvitation: zRoleInvitation,
  isVicEdInstitution: z.boolean(),
  /** Whether the signed-in person is already in the invitation's subject (false signed out). */
  isViewerInSubject: z.boolean(),
});
export type RoleInvitationResponse = z.infer<typeof zRoleInvitationResponse>;

/** Who joined with a code, and when (the teacher's invitation panel). */
export const zInvitationAcceptance = z.object({
  code: z.string(),
  principal: zPrincipal,
  fullName: z.string(),
  acceptedOn: z.string(),
});
export type InvitationAcceptance = z.infer<typeof zInvitationAcceptance>;
