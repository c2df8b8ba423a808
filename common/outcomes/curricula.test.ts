import { describe, expect, it } from 'vitest';
import { ALL_CURRICULA, CURRICULUM_CODES, type CurriculumCode } from './constants.ts';
import {
  curriculumFilter,
  curriculumGroupOf,
  isAuVariant,
  isCurriculumCode,
  isCustomCurriculumCode,
  isFeatureGated,
  isNswCurriculum,
  outcomeLocaleOf,
} from './curricula.ts';

describe('curriculum codes (spec 9)', () => {
  it.each([
    ['AU group', ['AU', 'AU_V9', 'AU_NSW_V9', 'AU_NSW_2023', 'AU_VIC_V9', 'AU_WA', 'AU_PS'], 'AU'],
    [
      'AU variants',
      ['AU_QLD_QCAA', 'AU_QLD_V9_QCAA', 'AU_NSW_NESA', 'AU_NSW_QCAA', 'AU_VIC_V9_VCAA', 'AU_WA_WA'],
      'AU_VARIANT',
    ],
    ['US group (US_MS with it)', ['US', 'US_HS', 'US_OR', 'US_NC', 'US_MS'], 'US'],
    ['Other', ['NZ', 'UK'], 'OTHER'],
    ['feature-gated AU curricula', ['AU_VIC_2_0', 'AU_WA_2026'], 'AU'],
    ['feature-gated US curricula', ['US_CALI_MATHS', 'US_IDAHO', 'US_MO'], 'US'],
  ] as const)('puts the %s in their group', (_, codes, group) => {
    for (const code of codes) expect(curriculumGroupOf(code)).toBe(group);
  });

  it('knows every code of the spec and no other', () => {
    expect(CURRICULUM_CODES).toHaveLength(25);
    expect(isCurriculumCode('AU_V9')).toBe(true);
    expect(isCurriculumCode('au_v9')).toBe(false);
    expect(isCurriculumCode('ALL_CURRICULA')).toBe(false);
  });

  it('tells the variants, the NSW curricula and the feature-gated ones', () => {
    expect(isAuVariant('AU_NSW_NESA')).toBe(true);
    expect(isAuVariant('AU_NSW_2023')).toBe(false);
    expect(CURRICULUM_CODES.filter(isNswCurriculum)).toEqual(['AU_NSW_V9', 'AU_NSW_2023']);
    expect(isNswCurriculum(null)).toBe(false);
    expect(CURRICULUM_CODES.filter(isFeatureGated)).toEqual([
      'US_CALI_MATHS',
      'AU_VIC_2_0',
      'AU_WA_2026',
      'US_IDAHO',
      'US_MO',
    ]);
  });
});

describe('ALL_CURRICULA', () => {
  it('means a null value', () => {
    expect(ALL_CURRICULA).toBeNull();
    expect(curriculumFilter('ALL_CURRICULA')).toBeNull();
    expect(curriculumFilter(null)).toBeNull();
    expect(curriculumFilter('')).toBeNull();
    expect(curriculumFilter('US_HS')).toBe('US_HS');
  });
});

describe('the outcome locale', () => {
  it('is EN_AU by default, including when there is no curriculum', () => {
    expect(outcomeLocaleOf(null)).toBe('EN_AU');
    expect(outcomeLocaleOf(undefined)).toBe('EN_AU');
  });

  it.each([
    ['AU_V9', 'EN_AU'],
    ['AU_NSW_2023', 'EN_AU'],
    ['AU_QLD_QCAA', 'EN_AU'],
    ['AU_WA_2026', 'EN_AU'],
    ['US', 'EN_US'],
    ['US_NC', 'EN_US'],
    ['US_CALI_MATHS', 'EN_US'],
    ['UK', 'EN_GB'],
    ['NZ', 'EN_NZ'],
    ['US_SBAC_MATHS', 'EN_US'],
    ['NZ_NCEA_SCIENCE', 'EN_NZ'],
    ['UK_GCSE_PHYSICS', 'EN_GB'],
  ] as [CurriculumCode, string][])('is the language of %s: %s', (code, locale) => {
    expect(outcomeLocaleOf(code)).toBe(locale);
  });
});

describe("an operator's own curriculum code", () => {
  it('starts with its region and holds capitals, digits and underscores', () => {
    expect(isCustomCurriculumCode('US_SBAC_MATHS')).toBe(true);
    expect(isCustomCurriculumCode('NZ_NCEA_2')).toBe(true);
    expect(isCustomCurriculumCode('US_sbac')).toBe(false);
    expect(isCustomCurriculumCode('FR_BAC')).toBe(false);
    expect(isCustomCurriculumCode('US_')).toBe(false);
  });

  it('is never a code the platform names', () => {
    expect(isCustomCurriculumCode('US_NC')).toBe(false);
    expect(isCurriculumCode('US_NC')).toBe(true);
    expect(isCurriculumCode('US_SBAC_MATHS')).toBe(true);
  });

  it('belongs to the group of its region', () => {
    expect(curriculumGroupOf('US_SBAC_MATHS')).toBe('US');
    expect(curriculumGroupOf('AU_SA_SCIENCE')).toBe('AU');
    expect(curriculumGroupOf('NZ_NCEA_SCIENCE')).toBe('OTHER');
    expect(curriculumGroupOf('UK_GCSE_PHYSICS')).toBe('OTHER');
  });
});
