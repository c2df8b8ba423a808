import type { InstitutionGroup } from '../../../common/institutions/schema.ts';

/**
 * The spec names institution "groups" without defining them; they are read as the district the
 * institution belongs to, the only grouping of institutions the product has.
 */
export function toGroups(
  institution: { districtUuid: string | null },
  districtNames: ReadonlyMap<string, string>,
): InstitutionGroup[] {
  const { districtUuid } = institution;
  const name = districtUuid ? districtNames.get(districtUuid) : undefined;
  return districtUuid && name !== undefined ? [{ districtUuid, name }] : [];
}
