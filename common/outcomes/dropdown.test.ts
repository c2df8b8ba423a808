import { describe, expect, it } from 'vitest';
import { curriculumDropdown, defaultCurriculum, type CurriculumDropdownItem } from './dropdown.ts';

const codes = (items: CurriculumDropdownItem[]) =>
  items.map((item) => (item.kind === 'divider' ? '---' : item.code));
const variants = [
  'AU_QLD_QCAA',
  'AU_QLD_V9_QCAA',
  'AU_NSW_NESA',
  'AU_NSW_QCAA',
  'AU_VIC_V9_VCAA',
  'AU_WA_WA',
];

describe('the curriculum dropdown (spec 9)', () => {
  it('in an AU locale hides US, NZ, UK and the variants from the main list, then lists the variants after a divider', () => {
    expect(codes(curriculumDropdown({ locale: 'EN_AU' }))).toEqual([
      'AU',
      'AU_V9',
      'AU_NSW_V9',
      'AU_NSW_2023',
      'AU_VIC_V9',
      'AU_WA',
      'AU_PS',
      '---',
      ...variants,
    ]);
  });

  it('in a US locale hides AU, the variants, NZ and UK', () => {
    expect(codes(curriculumDropdown({ locale: 'EN_US' }))).toEqual([
      'US',
      'US_HS',
      'US_OR',
      'US_NC',
      'US_MS',
    ]);
  });

  it('with variantsOnly shows only the variants', () => {
    expect(codes(curriculumDropdown({ locale: 'EN_AU', variantsOnly: true }))).toEqual(variants);
    expect(codes(curriculumDropdown({ locale: 'EN_US', variantsOnly: true }))).toEqual(variants);
  });

  it('offers a feature-gated curriculum only when it is available, with its country', () => {
    const available = ['AU_V9', 'AU_VIC_2_0', 'US', 'US_CALI_MATHS', 'AU_QLD_QCAA'] as const;
    expect(codes(curriculumDropdown({ locale: 'EN_AU', available }))).toEqual([
      'AU_V9',
      'AU_VIC_2_0',
      '---',
      'AU_QLD_QCAA',
    ]);
    expect(codes(curriculumDropdown({ locale: 'EN_US', available }))).toEqual(['US', 'US_CALI_MATHS']);
  });

  it('keeps the listed order whatever order the available curricula come in', () => {
    expect(codes(curriculumDropdown({ locale: 'EN_AU', available: ['AU_V9', 'AU'] }))).toEqual([
      'AU',
      'AU_V9',
    ]);
  });

  it('shows no divider when there are no variants to list after it', () => {
    expect(codes(curriculumDropdown({ locale: 'EN_AU', available: ['AU_V9', 'UK'] }))).toEqual(['AU_V9']);
  });

  it('offers a school elsewhere every curriculum, the variants after the divider', () => {
    const items = codes(
      curriculumDropdown({ locale: 'EN_GB', available: ['UK', 'NZ', 'US', 'AU_V9', 'AU_WA_WA'] }),
    );
    expect(items).toEqual(['AU_V9', 'US', 'NZ', 'UK', '---', 'AU_WA_WA']);
  });
});

describe("operators' own curricula in the dropdown", () => {
  it('follow the curricula the platform names, by code, each shown with its region', () => {
    const available = ['US_SBAC_MATHS', 'US_AB_SCIENCE', 'US', 'AU_V9', 'NZ_NCEA_SCIENCE'] as const;
    expect(codes(curriculumDropdown({ locale: 'EN_US', available }))).toEqual([
      'US',
      'US_AB_SCIENCE',
      'US_SBAC_MATHS',
    ]);
    expect(codes(curriculumDropdown({ locale: 'EN_NZ', available }))).toEqual([
      'AU_V9',
      'US',
      'NZ_NCEA_SCIENCE',
      'US_AB_SCIENCE',
      'US_SBAC_MATHS',
    ]);
  });
});

describe('defaultCurriculum', () => {
  it('opens on the first curriculum, or on the newer version of it when both are offered', () => {
    expect(defaultCurriculum(curriculumDropdown({ locale: 'EN_AU' }))).toBe('AU_V9');
    expect(defaultCurriculum(curriculumDropdown({ locale: 'EN_AU', available: ['AU', 'AU_NSW_2023'] }))).toBe(
      'AU',
    );
    expect(defaultCurriculum(curriculumDropdown({ locale: 'EN_US' }))).toBe('US');
    expect(defaultCurriculum([])).toBeNull();
  });
});
