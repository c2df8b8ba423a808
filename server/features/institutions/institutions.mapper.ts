import {
  institutionPath,
  isInstitutionExpired,
  type InstitutionBase,
  type InstitutionGroup,
} from '../../../common/institutions/schema.ts';
import type { InstitutionRecord } from './institutions.types.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toInstitutionBase(record: InstitutionRecord, now: Date): InstitutionBase {
  const i = record.institution;
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
      i.bannerImageUploadId !== null && record.bannerInlineUrl !== null
        ? { id: i.bannerImageUploadId, originalUploadFile: { inlineUrl: record.bannerInlineUrl } }
        : null,
    _frontendUrl: institutionPath(i),
    expiresOn: iso(i.expiresOn),
    isExpired: isInstitutionExpired(i.expiresOn, now),
    assimilatedIntoInstitutionId: i.assimilatedIntoInstitutionId,
    videoProviderConfig: i.videoProviderConfig ?? null,
    schoolYearEndsOn: i.schoolYearEndsOn,
    createdOn: i.createdOn.toISOString(),
    updatedOn: i.updatedOn.toISOString(),
  };
}

/**
 * The spec names institution "groups" without defining them; they are read as the district the
 * institution belongs to, the only grouping of institutions the product has.
 */
export function toGroups(record: InstitutionRecord): InstitutionGroup[] {
  const { districtUuid } = record.institution;
  return districtUuid && record.districtName !== null ? [{ districtUuid, name: record.districtName }] : [];
}
