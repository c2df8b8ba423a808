import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import { CASE_FIXTURES, readCaseFixture } from './case-package.fixtures.ts';
import {
  checkCaseHierarchy,
  learningScaleOf,
  mapCasePackage,
  proficiencyLevelOf,
} from './case-package.mapper.ts';
import { validateImport } from './curriculum-import.service.ts';

const standard = (outcome: { variant: { kind: string; value: unknown } }) =>
  outcome.variant.value as {
    code: string;
    title: string;
    type: string;
    parentId: string | null;
    childrenIds: string[];
    learningScale: unknown;
    domain: string | null;
  };

describe('mapCasePackage on the OpenSALT fixtures', () => {
  it.each(readdirSync(CASE_FIXTURES))(
    'maps every CFItem of %s to an outcome the contract accepts',
    (name) => {
      const pkg = readCaseFixture(name);
      const imported = mapCasePackage(pkg, 'US_IDAHO');
      expect(imported.outcomes).toHaveLength(pkg.CFItems?.length ?? 0);
      expect(validateImport(imported).problems).toEqual([]);
      expect(checkCaseHierarchy(pkg)).toEqual([]);
    },
  );

  it('keeps each CFItem identifier as the uuid and makes isChildOf an item a sub-standard', () => {
    const { outcomes } = mapCasePackage(readCaseFixture('SmartLevelFramework.json'), 'US_IDAHO');
    const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
    // The framework's order: each item followed by its own.
    expect(outcomes.map((o) => standard(o).title)).toEqual([
      'Item 1',
      ...Array.from({ length: 10 }, (_, i) => `Item 1.${i + 1}`),
      'Item 2',
      'Item 2.1',
      'Item 2.2',
    ]);
    const [item1] = outcomes;
    expect(item1!.uuid).toBe(id(1));
    expect(standard(item1!)).toMatchObject({ type: 'KNOWLEDGE', parentId: null });
    expect(standard(item1!).childrenIds).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(id));
    const item21 = outcomes.find((o) => standard(o).title === 'Item 2.1')!;
    expect(standard(item21)).toMatchObject({ type: 'SUBSTANDARD', parentId: id(2), childrenIds: [] });
    expect(outcomes.every((o) => standard(o).learningScale === null)).toBe(true);
  });

  it('orders by sequence number and codes outcomes by their human coding scheme', () => {
    const { outcomes } = mapCasePackage(readCaseFixture('SequenceNumberFramework.json'), 'US_MO');
    expect(outcomes.map((o) => o.code)).toEqual(['SNT.2', 'SNT.1']);
    expect(standard(outcomes[0]!)).toMatchObject({
      code: 'SNT.2',
      title: 'Second added item, but should be first',
    });
  });

  it('keeps the text as published and the item type as the domain', () => {
    const markdown = mapCasePackage(readCaseFixture('MarkdownFramework.json'), 'US_IDAHO').outcomes;
    expect(standard(markdown.find((o) => o.code === 'MD.Math')!).title).toBe(
      'This contains math markdown: $x^2$',
    );
    const typed = mapCasePackage(readCaseFixture('ItemTypeTestFramework.json'), 'US_IDAHO').outcomes;
    expect(standard(typed[0]!).domain).toBe('Standard');
  });

  it('takes the curriculum from the CFDocument', () => {
    const { curriculum } = mapCasePackage(readCaseFixture('AdoptedTestFramework.json'), 'AU_WA_2026');
    expect(curriculum).toMatchObject({
      code: 'AU_WA_2026',
      label: 'Adopted Test',
      licence: 'As published by OpenSALT Testing',
      attribution: 'Adopted Test © OpenSALT Testing.',
    });
    expect(curriculum.source).toContain('d0000000-0000-0000-0000-000000000000');
  });

  it('derives a stable uuid for an identifier that is not a UUID', () => {
    const pkg = readCaseFixture('AdoptedTestFramework.json');
    pkg.CFItems![0]!.identifier = 'item-one';
    pkg.CFAssociations![0]!.originNodeURI.identifier = 'item-one';
    expect(mapCasePackage(pkg, 'US_NC').outcomes[0]!.uuid).toBe(stableOutcomeUuid('US_NC', 'item-one'));
  });
});

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
    const scale = standard(mapCasePackage(pkg, 'AU_VIC_2_0').outcomes[0]!).learningScale;
    expect(Object.keys(scale as object)).toEqual(['emerging', 'developing', 'proficient', 'advanced']);
    expect(scale).toMatchObject({ advanced: { fallbackLocale: 'EN_AU' } });
  });
});

describe('checkCaseHierarchy', () => {
  it('names repeated identifiers, parents not in the package and cycles', () => {
    const pkg = readCaseFixture('SmartLevelFramework.json');
    pkg.CFItems![13]!.identifier = pkg.CFItems![12]!.identifier;
    pkg.CFAssociations![2]!.destinationNodeURI.identifier = 'ffffffff-0000-0000-0000-000000000000';
    // Item 1 made a child of its own child Item 1.2.
    pkg.CFAssociations![0]!.destinationNodeURI.identifier = '00000000-0000-0000-0000-000000000004';
    expect(checkCaseHierarchy(pkg)).toEqual([
      { field: 'CFItems[13] (00000000-0000-0000-0000-000000000013).identifier', message: 'is-taken' },
      {
        field: `CFAssociations[2] (${pkg.CFAssociations![2]!.identifier}).destinationNodeURI`,
        message: 'is-invalid',
      },
      { field: 'CFItems[0] (00000000-0000-0000-0000-000000000001).isChildOf', message: 'is-invalid' },
      { field: 'CFItems[3] (00000000-0000-0000-0000-000000000004).isChildOf', message: 'is-invalid' },
    ]);
  });
});
