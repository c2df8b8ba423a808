import { z } from 'zod';
import { zId } from '../api/ids.ts';
import { zAdminUser, zPrincipal } from '../people/schema.ts';
import { CLIENT_PERMISSIONS } from '../roles/constants.ts';
import { institutionPath } from './paths.ts';
import {
  zInstitutionBase,
  zInstitutionId,
  zInstitutionRoleBase,
  zQueryBool,
  zVideoProviderConfig,
  type InstitutionBase,
} from '../roles/schema.ts';

/**
 * The institution contracts (spec 3 and 7). The base of an institution, which a role answer carries
 * too, and the role shapes live with the roles (common/roles/schema.ts), so that the roles never
 * import this folder. The request parts other features' endpoints share are re-exported here.
 */
export { zInstitutionIdParams, zPrincipalParams, zQueryBool } from '../roles/schema.ts';

export const zClientPermission = z.enum(CLIENT_PERMISSIONS);

/** A path segment naming the area the user works in (spec 2.1). */
export const zEndpoint = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9]*$/, 'is-invalid');
/** The institution code used in URLs: `/{endpoint}/{code}-{id}` (paths.ts builds them). */
export const zInstitutionCode = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is-invalid');

/** A day of the year as 'MM-DD' (the end of a school year); 29 February is allowed. */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysIn !== undefined && day >= 1 && day <= daysIn;
}
export const zMonthDay = z.string().refine(isMonthDay, 'is-invalid');

export const zInstitutionGroup = z.object({ districtUuid: z.string(), name: z.string() });
export type InstitutionGroup = z.infer<typeof zInstitutionGroup>;

export const zInstitution = zInstitutionBase.extend({
  /** The viewer's own role, with includeMyRole / includeMyRoles. */
  role: zInstitutionRoleBase.nullable().optional(),
  /** The role of includeRolesForPrincipal. */
  rolesForPrincipal: zInstitutionRoleBase.nullable().optional(),
  /** With permissions=true. */
  permissions: z.array(zClientPermission).optional(),
  /** With includeKeyContacts: the institution admins. */
  keyContacts: z.array(zAdminUser).optional(),
  /** With includeGroups: the district the institution belongs to, if any. */
  groups: z.array(zInstitutionGroup).optional(),
});
export type Institution = z.infer<typeof zInstitution>;

export const zGetInstitutionQuery = z.object({
  includeMyRole: zQueryBool,
  permissions: zQueryBool,
  includeKeyContacts: zQueryBool,
  includeGroups: zQueryBool,
});

export const zInstitutionBatchGetBody = z.object({
  ids: z.array(zInstitutionId).min(1).max(500),
  includeMyRole: z.boolean().optional().default(false),
  includeRolesForPrincipal: zPrincipal.optional(),
  includeGroups: z.boolean().optional().default(false),
  includeKeyContacts: z.boolean().optional().default(false),
  permissions: z.boolean().optional().default(false),
  ignoreMissing: z.boolean().optional().default(false),
});
export type InstitutionBatchGetBody = z.input<typeof zInstitutionBatchGetBody>;

export const zInstitutionBatchGetResponse = z.object({
  getResponses: z.array(z.object({ institution: zInstitution })),
});

export const zListInstitutionsQuery = z.object({
  includeMyRoles: zQueryBool,
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
  offset: z.coerce.number().int().min(0).optional().default(0),
});
export const zInstitutionList = z.object({ institutions: z.array(zInstitution) });

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether a school's timezone is an IANA name the runtime knows (`Australia/Sydney`, `UTC`):
 * dates and the end-of-year archive are computed in it, so a name no clock knows is refused.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
export const zTimeZone = z.string().min(1).max(64).refine(isIanaTimeZone, { error: 'is-invalid' });

/** A path the platform serves itself (`/banners/riverbank.svg`): no scheme, no other host. */
const PLATFORM_PATH = /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/;

/**
 * Where a school's header image may come from: the platform itself, or an https address on a
 * named host. No `javascript:` or `data:`, no plain http, no bare IP address or `localhost`.
 */
export function isAllowedHeaderUrl(value: string): boolean {
  if (PLATFORM_PATH.test(value)) return !value.includes('..');
  return z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(value).success;
}

const zName = z.string().trim().min(1).max(200);
export const zCreateInstitution = z.object({
  name: zName,
  code: zInstitutionCode,
  locale: z.enum(['EN_AU', 'EN_US', 'EN_NZ', 'EN_GB']),
  timezone: zTimeZone,
  endpoint: zEndpoint.optional(),
  districtUuid: z.guid().nullable().optional(),
  headerUrl: z.string().max(2000).refine(isAllowedHeaderUrl, { error: 'is-invalid' }).nullable().optional(),
  bannerImageUploadId: z.number().int().nullable().optional(),
  expiresOn: z.iso.datetime({ offset: true }).nullable().optional(),
  videoProviderConfig: zVideoProviderConfig.nullable().optional(),
  schoolYearEndsOn: zMonthDay.nullable().optional(),
});
export type CreateInstitution = z.infer<typeof zCreateInstitution>;
export const zUpdateInstitution = zCreateInstitution.partial().extend({
  assimilatedIntoInstitutionId: z.number().int().positive().nullable().optional(),
});
export type UpdateInstitution = z.infer<typeof zUpdateInstitution>;

export const zInstitutionResponse = z.object({ institution: zInstitution });
export type InstitutionResponse = z.infer<typeof zInstitutionResponse>;

/** An upload's id in a path (`/v3/uploads/:uploadId/content`). */
export const zUploadIdParams = z.object({ uploadId: zId });

export const zInstitutionAdmins = z.object({ admins: z.array(zAdminUser) });

/** Any 8-4-4-4-12 hex id: district ids are not required to carry an RFC version. */
export const zDistrictParams = z.object({ districtUuid: z.guid() });

export const DEFAULT_ENDPOINT = 'app';

/** Institution expiry (spec 4): expired once now is past expiresOn. */
export function isInstitutionExpired(expiresOn: string | Date | null | undefined, now = new Date()): boolean {
  if (!expiresOn) return false;
  return now.getTime() > new Date(expiresOn).getTime();
}

/** The stored fields an institution's base is made from (the row, as the database gives it). */
export interface StoredInstitution {
  id: number;
  name: string;
  code: string;
  locale: string;
  timezone: string;
  endpoint: string;
  districtUuid: string | null;
  headerUrl: string | null;
  bannerImageUploadId: number | null;
  expiresOn: Date | null;
  assimilatedIntoInstitutionId: number | null;
  videoProviderConfig: z.input<typeof zVideoProviderConfig> | null;
  schoolYearEndsOn: string | null;
  createdOn: Date;
  updatedOn: Date;
}

/**
 * An institution's base as the API sends it, from its stored fields and its banner's inline URL
 * (null: no banner, or one without a file). `isExpired` is as of `now`.
 */
export function toInstitutionBase(
  institution: StoredInstitution,
  bannerInlineUrl: string | null,
  now: Date,
): InstitutionBase {
  const i = institution;
  return {
    id: i.id,
    name: i.name,
    code: i.code,
    locale: i.locale,
    timezone: i.timezone,
    endpoint: i.endpoint,
    districtUuid: i.districtUuid,
    headerUrl: i.headerUrl,
    bannerImageUploadId: i.bannerImageUploadId,
    bannerImageUpload:
      i.bannerImageUploadId !== null && bannerInlineUrl !== null
        ? { id: i.bannerImageUploadId, originalUploadFile: { inlineUrl: bannerInlineUrl } }
        : null,
    _frontendUrl: institutionPath(i),
    expiresOn: i.expiresOn ? i.expiresOn.toISOString() : null,
    isExpired: isInstitutionExpired(i.expiresOn, now),
    assimilatedIntoInstitutionId: i.assimilatedIntoInstitutionId,
    videoProviderConfig: i.videoProviderConfig ?? null,
    schoolYearEndsOn: i.schoolYearEndsOn,
    createdOn: i.createdOn.toISOString(),
    updatedOn: i.updatedOn.toISOString(),
  };
}
