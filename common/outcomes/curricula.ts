import {
  ALL_CURRICULA,
  AU_CURRICULA,
  AU_VARIANT_CURRICULA,
  CURRICULUM_CODES,
  CUSTOM_CURRICULUM_CODE,
  DEFAULT_OUTCOME_LOCALE,
  FEATURE_GATED_CURRICULA,
  NSW_CURRICULA,
  OTHER_CURRICULA,
  US_CURRICULA,
  type CurriculumCode,
  type CustomCurriculumCode,
  type KnownCurriculumCode,
  type OutcomeLocale,
} from './constants.ts';

/** Curriculum groups (spec 9). */
export type CurriculumGroup = 'AU' | 'AU_VARIANT' | 'US' | 'OTHER';

function isIn<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function isKnownCurriculumCode(value: unknown): value is KnownCurriculumCode {
  return typeof value === 'string' && isIn(CURRICULUM_CODES, value);
}

/** An operator's own code (`US_SBAC_MATHS`), not one the platform names. */
export function isCustomCurriculumCode(value: unknown): value is CustomCurriculumCode {
  return typeof value === 'string' && !isKnownCurriculumCode(value) && CUSTOM_CURRICULUM_CODE.test(value);
}

export function isCurriculumCode(value: unknown): value is CurriculumCode {
  return isKnownCurriculumCode(value) || isCustomCurriculumCode(value);
}

/**
 * The group of a curriculum. The spec lists the feature-gated curricula apart; each belongs to
 * the country it is written for (AU_VIC_2_0 and AU_WA_2026 to AU, US_CALI_MATHS, US_IDAHO and
 * US_MO to US), so a dropdown hides or shows them with their country's curricula. An operator's
 * own curriculum belongs to the region its code starts with (NZ_ and UK_ ones to OTHER).
 */
export function curriculumGroupOf(code: CurriculumCode): CurriculumGroup {
  if (isIn(AU_VARIANT_CURRICULA, code)) return 'AU_VARIANT';
  if (isIn(AU_CURRICULA, code) || code.startsWith('AU_')) return 'AU';
  if (isIn(US_CURRICULA, code) || code.startsWith('US_')) return 'US';
  if (isIn(OTHER_CURRICULA, code) || /^(NZ|UK)_/.test(code)) return 'OTHER';
  throw new Error(`Curriculum ${code} has no group`);
}

export function isAuVariant(code: CurriculumCode): boolean {
  return curriculumGroupOf(code) === 'AU_VARIANT';
}

export function isNswCurriculum(code: CurriculumCode | null): boolean {
  return code !== null && isIn(NSW_CURRICULA, code);
}

export function isFeatureGated(code: CurriculumCode): boolean {
  return isIn(FEATURE_GATED_CURRICULA, code);
}

/**
 * A curriculum choice as the API takes it: ALL_CURRICULA (null) for 'all curricula'. The
 * dropdown's option value 'ALL_CURRICULA', an empty value and an unknown code all mean null.
 */
export function curriculumFilter(value: string | null | undefined): CurriculumCode | null {
  return isCurriculumCode(value) ? value : ALL_CURRICULA;
}

/**
 * The locale outcome text is shown in (spec 9): EN_AU by default, including when there is no
 * curriculum; otherwise the curriculum's language (its group's, UK English for UK, New Zealand
 * English for NZ).
 */
export function outcomeLocaleOf(code: CurriculumCode | null | undefined): OutcomeLocale {
  if (!code) return DEFAULT_OUTCOME_LOCALE;
  if (code === 'UK' || code.startsWith('UK_')) return 'EN_GB';
  if (code === 'NZ' || code.startsWith('NZ_')) return 'EN_NZ';
  return curriculumGroupOf(code) === 'US' ? 'EN_US' : 'EN_AU';
}
