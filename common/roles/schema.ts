import { z } from 'zod';
import { zPerson, zPrincipal } from '../people/schema.ts';
import { INSTITUTION_PERMISSIONS, INSTITUTION_ROLES } from './constants.ts';
import { zId } from '../api/ids.ts';

/**
 * The shapes of institution membership (spec 3, InstitutionRole) and what a membership is at: the
 * base of an institution, which a role answer carries with includeInstitutions. common/institutions
 * builds the full institution on these; nothing here imports it, so the two never import each
 * other.
 */

export const zRoleName = z.enum(INSTITUTION_ROLES);
export const zInstitutionPermission = z.enum(INSTITUTION_PERMISSIONS);
/** An institution's id, in a path, a query string or a body (common/api/ids.ts). */
export const zInstitutionId = zId;

/** A flag in a query string: `true`/`false`, absent meaning false. */
export const zQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional()
  .default(false);

export const zInstitutionIdParams = z.object({ institutionId: zInstitutionId });
export const zPrincipalParams = z.object({ principal: zPrincipal });
export const zInstitutionPrincipalParams = zInstitutionIdParams.extend({ principal: zPrincipal });

export const zCommunicationMethod = z.object({ type: z.enum(['EMAIL']), value: z.string() });

/** InstitutionRole (spec 3), keyed by principal + institutionId. Permissions are derived by common/roles. */
export const zInstitutionRoleBase = z.object({
  institutionId: z.number().int(),
  principal: zPrincipal,
  roles: z.array(zRoleName),
  permissions: z.array(zInstitutionPermission),
  isPending: z.boolean(),
  isAccepted: z.boolean(),
  pendingMemberships: z.array(z.object({ role: zRoleName })),
  isSubscriptionOwner: z.boolean(),
  createdOn: z.string(),
  acceptedOn: z.string().nullable(),
  communicationMethods: z.array(zCommunicationMethod).optional(),
  person: zPerson.optional(),
});
export type InstitutionRoleBase = z.infer<typeof zInstitutionRoleBase>;

export const zRoleKey = z.object({ institutionId: zInstitutionId, principal: zPrincipal });
export type RoleKey = z.infer<typeof zRoleKey>;

export const zVideoProviderConfig = z.object({
  provider: z.string().min(1).max(60),
  schoolId: z.string().max(120),
  country: z.string().length(2),
});

export const zBannerUpload = z.object({
  id: z.number().int(),
  originalUploadFile: z.object({ inlineUrl: z.string() }),
});

/** Institution (spec 3) without the includes: what every institution answer starts from. */
export const zInstitutionBase = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  locale: z.string(),
  timezone: z.string(),
  endpoint: z.string(),
  districtUuid: z.string().nullable(),
  headerUrl: z.string().nullable(),
  bannerImageUploadId: z.number().int().nullable(),
  bannerImageUpload: zBannerUpload.nullable(),
  _frontendUrl: z.string(),
  expiresOn: z.string().nullable(),
  isExpired: z.boolean(),
  assimilatedIntoInstitutionId: z.number().int().nullable(),
  videoProviderConfig: zVideoProviderConfig.nullable(),
  /** When the school year ends ('MM-DD'); null: the default for the locale. Subjects auto-archive then. */
  schoolYearEndsOn: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type InstitutionBase = z.infer<typeof zInstitutionBase>;

/** A role with its institution attached (includeInstitutions). */
export const zInstitutionRole = zInstitutionRoleBase.extend({ institution: zInstitutionBase.optional() });
export type InstitutionRole = z.infer<typeof zInstitutionRole>;
