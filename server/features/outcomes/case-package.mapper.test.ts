import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StandardBasedOutcome } from '../../../common/outcomes/schema.ts';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import {
  CASE_FIXTURES,
  californiaCasePackage,
  readCaseFixture,
  repairedOpenSaltSample,
} from './case-package.fixtures.ts';
import { LICENCE_NOT_STATED, mapCasePackage, type CfPackage } from './case-package.mapper.ts';
import { checkCaseTree } from './case-tree.mapper.ts';
import { validateImport } from './curriculum-import.service.ts';
import type { ImportedOutcome } from './outcomes.types.ts';

const standard = (outcome: ImportedOutcome) => outcome.variant.value as StandardBasedOutcome;
const outcomesOf = (pkg: CfPackage, code: 'US_IDAHO' | 'US_MO' | 'US_NC' | 'AU_WA_2026' = 'US_IDAHO') =>
  mapCasePackage(pkg, { curriculumCode: code }).imported.outcomes;
const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

describe('mapCasePackage on the OpenSALT fixtures', () => {
  it.each(readdirSync(CASE_FIXTURES))(
    'maps every CFItem of %s to an outcome the contract accepts',
    (name) => {
      const pkg = readCaseFixture(name);
      const { imported } = mapCasePackage(pkg, { curriculumCode: 'US_IDAHO' });
      expect(imported.outcomes).toHaveLength(pkg.CFItems?.length ?? 0);
      expect(validateImport(imported).problems).toEqual([]);
      expect(checkCaseTree(pkg)).toEqual([]);
    },
  );

  it('keeps each CFItem identifier as the uuid and makes isChildOf a standard a sub-standard', () => {
    const outcomes = outcomesOf(readCaseFixture('SmartLevelFramework.json'));
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
    // A framework without item types: every item is tagged, as none is marked otherwise.
    expect(standard(item1!)).toMatchObject({ type: 'KNOWLEDGE', parentId: null });
    expect(standard(item1!).isGrouping).toBeUndefined();
    expect(standard(item1!).childrenIds).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(id));
    const item21 = outcomes.find((o) => standard(o).title === 'Item 2.1')!;
    expect(standard(item21)).toMatchObject({
      type: 'SUBSTANDARD',
      parentId: id(2),
      childrenIds: [],
      group: 'Item 2',
    });
    expect(outcomes.every((o) => standard(o).learningScale === null)).toBe(true);
  });

  it('orders by sequence number and codes outcomes by their human coding scheme', () => {
    const outcomes = outcomesOf(readCaseFixture('SequenceNumberFramework.json'), 'US_MO');
    expect(outcomes.map((o) => o.code)).toEqual(['SNT.2', 'SNT.1']);
    expect(standard(outcomes[0]!)).toMatchObject({
      code: 'SNT.2',
      title: 'Second added item, but should be first',
    });
  });

  it('keeps the text as published and the item type', () => {
    const markdown = outcomesOf(readCaseFixture('MarkdownFramework.json'));
    expect(standard(markdown.find((o) => o.code === 'MD.Math')!).title).toBe(
      'This contains math markdown: $x^2$',
    );
    const typed = outcomesOf(readCaseFixture('ItemTypeTestFramework.json'));
    expect(standard(typed[0]!).itemType).toBe('Standard');
  });

  it('takes the curriculum from the CFDocument, saying so when it states no licence', () => {
    const { imported } = mapCasePackage(readCaseFixture('AdoptedTestFramework.json'), {
      curriculumCode: 'AU_WA_2026',
    });
    expect(imported.curriculum).toMatchObject({
      code: 'AU_WA_2026',
      label: 'Adopted Test',
      licence: LICENCE_NOT_STATED,
      attribution: 'Adopted Test, published by OpenSALT Testing.',
      documentId: 'd0000000-0000-0000-0000-000000000000',
      documentTitle: 'Adopted Test',
    });
    expect(imported.curriculum.source).toContain('d0000000-0000-0000-0000-000000000000');
  });

  it("takes the operator's name and licence when given", () => {
    const { imported } = mapCasePackage(readCaseFixture('AdoptedTestFramework.json'), {
      curriculumCode: 'US_ADOPTED_TEST',
      label: 'Adopted test framework',
      licence: 'CC BY 4.0',
    });
    expect(imported.curriculum).toMatchObject({ label: 'Adopted test framework', licence: 'CC BY 4.0' });
  });

  it('derives a stable uuid for an identifier that is not a UUID', () => {
    const pkg = readCaseFixture('AdoptedTestFramework.json');
    pkg.CFItems![0]!.identifier = 'item-one';
    pkg.CFAssociations![0]!.originNodeURI.identifier = 'item-one';
    expect(outcomesOf(pkg, 'US_NC')[0]!.uuid).toBe(stableOutcomeUuid('US_NC', 'item-one'));
  });
});

describe("mapCasePackage on OpenSALT's sample framework (CCSS 6.RP)", () => {
  const { imported, summary } = mapCasePackage(repairedOpenSaltSample(), { curriculumCode: 'US_NC' });
  const byCode = (code: string) => imported.outcomes.find((o) => o.code === `CCSS.Math.Content.${code}`)!;

  it('keeps its 16 items three levels deep, clusters grouping standards and their components', () => {
    expect(summary).toMatchObject({ items: 16, depth: 3, tagged: 14, grouping: 2 });
    expect(validateImport(imported).problems).toEqual([]);
    expect(standard(byCode('6.RP.A'))).toMatchObject({
      itemType: 'Cluster',
      isGrouping: true,
      parentId: null,
    });
    expect(standard(byCode('6.RP.A.3'))).toMatchObject({ itemType: 'Standard', type: 'KNOWLEDGE' });
    expect(standard(byCode('6.RP.A.3a'))).toMatchObject({
      itemType: 'Component',
      type: 'SUBSTANDARD',
      parentId: byCode('6.RP.A.3').uuid,
      group: 'CCSS.Math.Content.6.RP.A › CCSS.Math.Content.6.RP.A.3',
    });
  });

  it('keeps its 23 associations besides the tree on both outcomes they join', () => {
    expect(summary.associations).toBe(23);
    expect(summary.associationsNotKept).toEqual({});
    const associations = standard(byCode('6.RP.A.2')).associations ?? [];
    expect(associations.map((a) => `${a.type}${a.isIncoming ? ' (incoming)' : ''}`).sort()).toEqual([
      'exactMatchOf',
      'precedes',
      'precedes (incoming)',
    ]);
    const precedes = associations.find((a) => a.type === 'precedes' && a.isIncoming)!;
    expect(precedes).toMatchObject({ isIncoming: true, uuid: byCode('6.RP.A.1').uuid });
    const all = imported.outcomes.flatMap((o) => standard(o).associations ?? []);
    expect(all.filter((a) => a.type === 'isRelatedTo')).toHaveLength(2);
    const external = all.find((a) => a.type === 'exactMatchOf');
    expect(external).toMatchObject({ uuid: null, title: 'Destination' });
    expect(external?.uri).toMatch(/^http:\/\/opensalt-staging\.opened\.com\/uri\//);
  });
});

describe('mapCasePackage on California mathematics as a CASE package (1,467 items)', () => {
  const { imported, summary } = mapCasePackage(californiaCasePackage(), { curriculumCode: 'US_CALI_MATHS' });
  const byCode = (code: string) => imported.outcomes.filter((o) => o.code === code);

  it('keeps every item and level, tagging the standards and their components', () => {
    expect(summary).toMatchObject({ items: 1467, depth: 8, associations: 0 });
    // 781 standards, 211 components and one untyped leaf; clusters, domains, grades and courses group them.
    expect(summary.tagged).toBe(993);
    expect(validateImport(imported).problems).toEqual([]);
    const [cluster] = byCode('5.NF.B');
    const [standardOf] = byCode('5.NF.B.3');
    expect(standard(cluster!)).toMatchObject({
      itemType: 'Cluster',
      isGrouping: true,
      level: 'FIVE',
      levels: ['FIVE'],
    });
    expect(standard(standardOf!)).toMatchObject({
      itemType: 'Standard',
      type: 'KNOWLEDGE',
      parentId: cluster!.uuid,
    });
  });

  it('reads grades 9–12 as the four grades it means, listed under High School', () => {
    const [component] = byCode('HSF-IF.C.8.b');
    expect(standard(component!)).toMatchObject({
      type: 'SUBSTANDARD',
      level: 'HS',
      levels: ['NINE', 'TEN', 'ELEVEN', 'TWELVE'],
    });
  });
});
