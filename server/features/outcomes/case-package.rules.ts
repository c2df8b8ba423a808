import {
  CURRICULUM_REGIONS,
  type CurriculumCode,
  type CurriculumRegion,
} from '../../../common/outcomes/constants.ts';
import { isCustomCurriculumCode, isKnownCurriculumCode } from '../../../common/outcomes/curricula.ts';
import { ImportRefusedError } from './import-problems.types.ts';

/**
 * The codes a CASE framework may be imported as: the standards-based curricula the platform names
 * but holds no text for (feature-gated, or beyond their NGSS adoption), or a code of the
 * operator's own for a framework the platform does not name (`US_SBAC_MATHS`), which starts with
 * its region.
 */
export const CASE_CURRICULA = [
  'US_IDAHO',
  'US_MO',
  'US_NC',
  'AU_VIC_2_0',
  'AU_WA_2026',
] as const satisfies readonly CurriculumCode[];

/** The code a framework is imported as, checked against the region the operator gives, if any. */
export function caseCurriculumCode(code: string, region?: string): CurriculumCode {
  if ((CASE_CURRICULA as readonly string[]).includes(code)) {
    if (region && !code.startsWith(`${region}_`))
      throw new ImportRefusedError(`${code} is a curriculum of ${code.slice(0, 2)}, not of ${region}`);
    return code as CurriculumCode;
  }
  if (isKnownCurriculumCode(code))
    throw new ImportRefusedError(
      `${code} is a curriculum the platform holds from its own sources; import a CASE framework as one of ${CASE_CURRICULA.join(', ')}, or under a new code of your own (such as US_MY_FRAMEWORK, with --name)`,
    );
  if (region !== undefined && !(CURRICULUM_REGIONS as readonly string[]).includes(region))
    throw new ImportRefusedError(
      `${region} is not a region the platform serves; the regions are ${CURRICULUM_REGIONS.join(', ')}`,
    );
  if (!isCustomCurriculumCode(code))
    throw new ImportRefusedError(
      `${code} is not a curriculum code: a new code starts with its region (${CURRICULUM_REGIONS.join('_, ')}_) followed by capital letters, digits and _, such as US_SBAC_MATHS`,
    );
  const prefix = code.slice(0, 2) as CurriculumRegion;
  if (region && region !== prefix)
    throw new ImportRefusedError(
      `${code} starts with ${prefix}_, so it is a curriculum of ${prefix}, not ${region}`,
    );
  return code;
}
