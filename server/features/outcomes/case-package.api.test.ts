import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { curricula, curriculumImports, learningOutcomes } from '../../db/schema/index.ts';
import type { AppError } from '../../platform/errors.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { readCaseFixtureText } from './case-package.fixtures.ts';
import {
  createCasePackageImportService,
  createCurriculumImportService,
  type CasePackageImportService,
} from './index.ts';

const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

describe.each(testEngines())('CASE package import on %s', (engine) => {
  let testDatabase: TestDatabase;
  let cases: CasePackageImportService;

  const rowsOf = async (code: CurriculumCode) =>
    testDatabase.database.db
      .select()
      .from(learningOutcomes)
      .where(eq(learningOutcomes.curriculumCode, code))
      .orderBy(learningOutcomes.position);
  const curriculumCodes = async () =>
    (await testDatabase.database.db.select({ code: curricula.code }).from(curricula)).map((c) => c.code);
  const importsOf = async (code: CurriculumCode) =>
    testDatabase.database.db
      .select()
      .from(curriculumImports)
      .where(eq(curriculumImports.curriculumCode, code));

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    const { db } = testDatabase.database;
    cases = createCasePackageImportService({ db, imports: createCurriculumImportService({ db }) });
  }, 60_000);
  afterAll(() => testDatabase.drop());

  it('imports a package as a standards-based curriculum with its sub-standards, audited', async () => {
    const report = await cases.importCasePackage(readCaseFixtureText('SmartLevelFramework.json'), {
      curriculumCode: 'US_IDAHO',
      importedBy: 'operator-1',
      location: 'SmartLevelFramework.json',
    });
    expect(report).toMatchObject({ curriculumCode: 'US_IDAHO', outcomes: 14, added: 14, withdrawn: 0 });

    const idaho = await rowsOf('US_IDAHO');
    expect(idaho.map((o) => o.uuid)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2, 13, 14].map(id));
    expect(idaho[0]).toMatchObject({
      uuid: id(1),
      isOfficial: true,
      kind: 'standardBasedLearningOutcome',
      parentUuid: null,
      childrenUuids: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(id),
      data: { title: 'Item 1', type: 'KNOWLEDGE', learningScale: null },
    });
    expect(idaho.at(-1)).toMatchObject({ parentUuid: id(2), data: { type: 'SUBSTANDARD', parentId: id(2) } });

    const [curriculum] = await testDatabase.database.db
      .select()
      .from(curricula)
      .where(eq(curricula.code, 'US_IDAHO'));
    expect(curriculum).toMatchObject({
      label: 'SmartLevel Test',
      isShipped: false,
      importedBy: 'operator-1',
      outcomeCount: 14,
    });
    expect(await importsOf('US_IDAHO')).toEqual([
      expect.objectContaining({ importedBy: 'operator-1', source: 'SmartLevelFramework.json', added: 14 }),
    ]);
  });

  it('re-imports the same package without changing a row or a uuid', async () => {
    const before = await rowsOf('US_IDAHO');
    const report = await cases.importCasePackage(readCaseFixtureText('SmartLevelFramework.json'), {
      curriculumCode: 'US_IDAHO',
      importedBy: 'operator-2',
      location: 'SmartLevelFramework.json',
    });
    expect(report).toMatchObject({ outcomes: 14, added: 0, updated: 0, unchanged: 14, withdrawn: 0 });
    expect(await rowsOf('US_IDAHO')).toEqual(before);
    expect(await importsOf('US_IDAHO')).toHaveLength(2);
  });

  it('refuses an invalid package, listing each problem with its item, and writes nothing', async () => {
    const pkg = JSON.parse(readCaseFixtureText('SequenceNumberFramework.json')) as {
      CFItems: Record<string, unknown>[];
    };
    delete pkg.CFItems[1]!.fullStatement;
    pkg.CFItems[0]!.lastChangeDateTime = 'last week';
    await expect(
      cases.importCasePackage(JSON.stringify(pkg), {
        curriculumCode: 'US_MO',
        importedBy: 'operator-1',
        location: 'broken.json',
      }),
    ).rejects.toMatchObject({
      code: 'validation-failed',
      problems: [
        {
          field: 'CFItems[0] (e144c2e6-c0ea-11e7-95f7-5d664f4d8844, SNT.1).lastChangeDateTime',
          message: 'is-not-a-date',
        },
        {
          field: 'CFItems[1] (ea98ab46-c0ea-11e7-820f-a71b35976453, SNT.2).fullStatement',
          message: 'is-not-present',
        },
      ],
    });
    expect(await rowsOf('US_MO')).toEqual([]);
    expect(await importsOf('US_MO')).toEqual([]);
    expect(await curriculumCodes()).not.toContain('US_MO');
  });

  it('refuses a code the platform does not keep for CASE frameworks', async () => {
    await expect(
      cases.importCasePackage(readCaseFixtureText('Utf8TestFramework.json'), {
        curriculumCode: 'AU_V9',
        importedBy: 'operator-1',
        location: 'Utf8TestFramework.json',
      }),
    ).rejects.toMatchObject({ problems: [{ field: 'curriculumCode', message: 'is-not-allowed' }] });
    expect(await rowsOf('AU_V9')).toEqual([]);
  });

  it('refuses a framework another curriculum already holds, moving none of its outcomes', async () => {
    const refused = (await cases
      .importCasePackage(readCaseFixtureText('SmartLevelFramework.json'), {
        curriculumCode: 'US_NC',
        importedBy: 'operator-1',
        location: 'SmartLevelFramework.json',
      })
      .catch((error: unknown) => error)) as AppError;
    expect(refused.problems).toHaveLength(14);
    expect(refused.problems).toContainEqual({
      field: 'CFItems[0] (00000000-0000-0000-0000-000000000001).identifier',
      message: 'is-taken',
    });
    expect(await rowsOf('US_NC')).toEqual([]);
    expect(await rowsOf('US_IDAHO')).toHaveLength(14);
  });

  it('imports a CASE 1.1 package with a rubric, giving its item a learning scale', async () => {
    const pkg = JSON.parse(readCaseFixtureText('MarkdownFramework.json')) as {
      CFDocument: Record<string, unknown>;
      CFItems: { identifier: string; uri: string }[];
      CFRubrics?: unknown[];
    };
    pkg.CFDocument.caseVersion = '1.1';
    const item = pkg.CFItems[1]!;
    const record = (n: number) => ({
      identifier: `f0000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
      uri: `https://server/ims/case/v1p1/CFRubrics/${n}`,
      lastChangeDateTime: '2024-01-01T00:00:00+00:00',
    });
    pkg.CFRubrics = [
      {
        ...record(1),
        title: 'Synthetic rubric',
        CFRubricCriteria: [
          {
            ...record(2),
            CFItemURI: { title: 'MD.Math', identifier: item.identifier, uri: item.uri },
            CFRubricCriterionLevels: ['Emerging', 'Developing', 'Proficient', 'Advanced'].map(
              (quality, i) => ({
                ...record(10 + i),
                quality,
                score: i + 1,
              }),
            ),
          },
        ],
      },
    ];
    const report = await cases.importCasePackage(JSON.stringify(pkg), {
      curriculumCode: 'AU_VIC_2_0',
      importedBy: 'operator-1',
      location: 'markdown-with-rubric.json',
    });
    expect(report).toMatchObject({ outcomes: 2, added: 2 });
    const rows = await rowsOf('AU_VIC_2_0');
    const scaled = rows.find((row) => row.uuid === item.identifier)!.data as { learningScale: object };
    expect(Object.keys(scaled.learningScale).sort()).toEqual([
      'advanced',
      'developing',
      'emerging',
      'proficient',
    ]);
    expect(rows.find((row) => row.uuid !== item.identifier)!.data).toMatchObject({ learningScale: null });
  });
});
