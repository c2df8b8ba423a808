import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { CurriculumOutcomes } from '../../../common/outcomes/contracts.ts';
import { curricula, curriculumImports, learningOutcomes } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  californiaCasePackage,
  readCaseFixtureText,
  repairedOpenSaltSample,
} from './case-package.fixtures.ts';
import {
  createCasePackageImportService,
  createCurriculumImportService,
  type CasePackageImportService,
} from './index.ts';

const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

describe.each(testEngines())('CASE package import on %s', (engine) => {
  let t: TestApp;
  let cases: CasePackageImportService;

  const rowsOf = async (code: CurriculumCode) =>
    t.db
      .select()
      .from(learningOutcomes)
      .where(eq(learningOutcomes.curriculumCode, code))
      .orderBy(learningOutcomes.position);
  const curriculumOf = async (code: CurriculumCode) =>
    (await t.db.select().from(curricula).where(eq(curricula.code, code)))[0];
  const importsOf = async (code: CurriculumCode) =>
    t.db.select().from(curriculumImports).where(eq(curriculumImports.curriculumCode, code));
  const smartLevel = (curriculumCode: string, more: object = {}) =>
    cases.importCasePackage(readCaseFixtureText('SmartLevelFramework.json'), {
      curriculumCode,
      importedBy: 'operator-1',
      location: 'SmartLevelFramework.json',
      ...more,
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    cases = createCasePackageImportService({
      db: t.db,
      imports: createCurriculumImportService({ db: t.db }),
    });
  }, 60_000);
  afterAll(() => t.close());

  it('imports a package as a standards-based curriculum with its sub-standards, audited', async () => {
    const report = await smartLevel('US_IDAHO');
    expect(report).toMatchObject({ curriculumCode: 'US_IDAHO', outcomes: 14, added: 14, withdrawn: 0 });
    expect(report.summary).toMatchObject({ items: 14, depth: 2, tagged: 14, associations: 0 });

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
    expect(await curriculumOf('US_IDAHO')).toMatchObject({
      label: 'SmartLevel Test',
      licence: 'Licence not stated',
      isShipped: false,
      importedBy: 'operator-1',
      outcomeCount: 14,
      documentTitle: 'SmartLevel Test',
    });
    expect(await importsOf('US_IDAHO')).toEqual([
      expect.objectContaining({ importedBy: 'operator-1', source: 'SmartLevelFramework.json', added: 14 }),
    ]);
  });

  it('re-imports the same package without changing a row or a uuid', async () => {
    const before = await rowsOf('US_IDAHO');
    const report = await smartLevel('US_IDAHO', { importedBy: 'operator-2' });
    expect(report).toMatchObject({ outcomes: 14, added: 0, updated: 0, unchanged: 14, withdrawn: 0 });
    expect(await rowsOf('US_IDAHO')).toEqual(before);
    expect(await importsOf('US_IDAHO')).toHaveLength(2);
  });

  it('refuses a framework another curriculum holds as taken by it, moving none of its outcomes', async () => {
    const refused = (await smartLevel('US_NC').catch((error: unknown) => error)) as {
      message: string;
      problems: { field: string; message: string }[];
    };
    expect(refused.message).toContain('already imported in another curriculum (US_IDAHO)');
    expect(refused.problems).toHaveLength(14);
    expect(refused.problems).toContainEqual({
      field: 'CFItems[0] (00000000-0000-0000-0000-000000000001)',
      message: 'taken by another curriculum: US_IDAHO already holds this item',
    });
    expect(await rowsOf('US_NC')).toEqual([]);
  });

  it('refuses another document under a code in use, naming both, unless told to replace it', async () => {
    // The OpenSALT fixtures share one document identifier; this one is given another.
    const text = readCaseFixtureText('MarkdownFramework.json').replaceAll(
      'd0000000-0000-0000-0000-000000000000',
      'e0000000-0000-0000-0000-000000000000',
    );
    const markdown = (replace: boolean) =>
      cases.importCasePackage(text, {
        curriculumCode: 'US_IDAHO',
        importedBy: 'operator-1',
        location: 'MarkdownFramework.json',
        replace,
      });
    const refused = (await markdown(false).catch((error: unknown) => error)) as Error;
    expect(refused.message).toMatch(
      /^US_IDAHO already holds "SmartLevel Test" \(CASE document .+\); this package is "Test Markdown Framework"/,
    );
    expect(refused.message).toContain('--replace');
    expect(await rowsOf('US_IDAHO')).toHaveLength(14);

    const replaced = await markdown(true);
    expect(replaced).toMatchObject({ added: 2, withdrawn: 14 });
    expect(await curriculumOf('US_IDAHO')).toMatchObject({
      documentTitle: 'Test Markdown Framework',
      label: 'Test Markdown Framework',
    });
  });

  it('imports a framework under a new code of its own, with its name and licence, served by the API', async () => {
    const report = await cases.importCasePackage(JSON.stringify(repairedOpenSaltSample()), {
      curriculumCode: 'US_OPENSALT_SAMPLE',
      importedBy: 'operator-1',
      location: 'opensalt-what-standards-could-be.json',
      name: 'What Standards Could Be (OpenSALT sample)',
      region: 'US',
      licence: 'MIT (OpenSALT sample); CCSS text © NGA Center and CCSSO',
    });
    expect(report.summary).toMatchObject({ items: 16, depth: 3, tagged: 14, grouping: 2, associations: 23 });
    expect(await curriculumOf('US_OPENSALT_SAMPLE')).toMatchObject({
      label: 'What Standards Could Be (OpenSALT sample)',
      licence: 'MIT (OpenSALT sample); CCSS text © NGA Center and CCSSO',
    });

    const school = await buildInstitution(t.db);
    const teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/learningOutcome/curriculum/US_OPENSALT_SAMPLE?institutionId=${school.id}`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(200);
    const offered = await t.app.inject({
      method: 'GET',
      url: `/v3/curricula?institutionId=${school.id}`,
      headers: teacher.headers,
    });
    expect(JSON.stringify(offered.json())).toContain('"code":"US_OPENSALT_SAMPLE"');
    const body = res.json<CurriculumOutcomes>();
    expect(body.curriculum.code).toBe('US_OPENSALT_SAMPLE');
    const cluster = body.learningOutcomes[0]!.standardBasedLearningOutcome!;
    expect(cluster).toMatchObject({
      code: 'CCSS.Math.Content.6.RP.A',
      itemType: 'Cluster',
      isGrouping: true,
    });
    const withAssociations = body.learningOutcomes.find(
      (o) => o.standardBasedLearningOutcome?.code === 'CCSS.Math.Content.6.RP.A.1',
    );
    expect(withAssociations?.standardBasedLearningOutcome?.associations).toContainEqual(
      expect.objectContaining({ type: 'precedes', code: 'CCSS.Math.Content.6.RP.A.2' }),
    );
  });

  it('imports California mathematics as a CASE package of 1,467 items, eight levels deep', async () => {
    const report = await cases.importCasePackage(JSON.stringify(californiaCasePackage()), {
      curriculumCode: 'US_CA_MATHS_CASE',
      importedBy: 'operator-1',
      location: 'california-math.case.json',
      licence: 'CC BY 4.0',
    });
    expect(report).toMatchObject({ outcomes: 1467, added: 1467 });
    expect(report.summary).toMatchObject({ depth: 8, tagged: 993, grouping: 474 });
    const rows = await rowsOf('US_CA_MATHS_CASE');
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('5.NF.B.3')).toMatchObject({ parentUuid: byCode.get('5.NF.B')!.uuid });
  });
});
