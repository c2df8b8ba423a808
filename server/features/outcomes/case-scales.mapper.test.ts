import { describe, expect, it } from 'vitest';
import { readCaseFixture } from './case-package.fixtures.ts';
import { mapCasePackage } from './case-package.mapper.ts';
import { learningScaleOf, proficiencyLevelOf } from './case-scales.mapper.ts';

describe('learning scales from CFRubrics', () => {
  const level = (quality: string, description?: string) => ({ quality, description });

  it('matches rubric levels to proficiency levels by their names and synonyms', () => {
    expect(proficiencyLevelOf('Not Yet')).toBe('notShown');
    expect(proficiencyLevelOf('Emerging')).toBe('emerging');
    expect(proficiencyLevelOf('approaching')).toBe('developing');
    expect(proficiencyLevelOf('Meets Standard')).toBe('proficient');
    expect(proficiencyLevelOf('Exceeds')).toBe('advanced');
    expect(proficiencyLevelOf('Level 3')).toBeNull();
  });

  it('gives each matched level its description, else its name', () => {
    const scale = learningScaleOf([level('Emerging', 'Names a force.'), level('Proficient')], 'US_IDAHO');
    expect(scale).toEqual({
      emerging: {
        fallbackLocale: 'EN_US',
        localeToProsemirror: {
          EN_US: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Names a force.' }] }],
          },
        },
      },
      proficient: {
        fallbackLocale: 'EN_US',
        localeToProsemirror: {
          EN_US: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Proficient' }] }],
          },
        },
      },
    });
  });

  it('gives no scale when a level cannot be matched or two match the same', () => {
    expect(learningScaleOf([level('Emerging'), level('Level 3')], 'US_IDAHO')).toBeNull();
    expect(learningScaleOf([level('Exceeds'), level('Advanced')], 'US_IDAHO')).toBeNull();
    expect(learningScaleOf([], 'US_IDAHO')).toBeNull();
  });

  it('puts the scale of the criterion naming an item on that item', () => {
    const pkg = readCaseFixture('AdoptedTestFramework.json');
    const item = pkg.CFItems![0]!.identifier;
    pkg.CFRubrics = [
      {
        identifier: 'r0000000-0000-0000-0000-000000000001',
        CFRubricCriteria: [
          {
            CFItemURI: { identifier: item },
            CFRubricCriterionLevels: ['Emerging', 'Developing', 'Proficient', 'Advanced'].map((q) =>
              level(q),
            ),
          },
        ],
      },
    ];
    const scale = (
      mapCasePackage(pkg, { curriculumCode: 'AU_VIC_2_0' }).imported.outcomes[0]!.variant.value as {
        learningScale: unknown;
      }
    ).learningScale;
    expect(Object.keys(scale as object)).toEqual(['emerging', 'developing', 'proficient', 'advanced']);
    expect(scale).toMatchObject({ advanced: { fallbackLocale: 'EN_AU' } });
  });
});
