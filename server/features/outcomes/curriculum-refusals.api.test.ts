import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curricula, learningOutcomes } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { sharedCurriculaDir } from '../../test/shared-curricula.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { OPENSALT_SAMPLE, readCaseFixtureText } from './case-package.fixtures.ts';
import { SHIPPED_DATA_DIR } from './curriculum-files.service.ts';
import {
  createCasePackageImportService,
  createCurriculumImportService,
  ImportRefusedError,
  type CasePackageImportService,
  type CurriculumImportService,
} from './index.ts';

/** Files an operator may bring that must be refused, each saying why, writing nothing. */
describe.each(testEngines())('refused curriculum files on %s', (engine) => {
  let t: TestApp;
  let imports: CurriculumImportService;
  let cases: CasePackageImportService;
  let folder: string;

  const caseImport = (content: string | Uint8Array, curriculumCode = 'US_MO', more: object = {}) =>
    cases.importCasePackage(content, {
      curriculumCode,
      importedBy: 'operator-1',
      location: 'package.json',
      ...more,
    });
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ImportRefusedError);
    return error as ImportRefusedError;
  };
  const heldCodes = async () =>
    (await t.db.select({ code: curricula.code }).from(curricula)).map((c) => c.code);

  beforeAll(async () => {
    t = await createTestApp(engine);
    imports = createCurriculumImportService({ db: t.db });
    cases = createCasePackageImportService({ db: t.db, imports });
    folder = await mkdtemp(path.join(tmpdir(), 'curricula-'));
  }, 60_000);
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await t.close();
  });

  it('refuses a CASE package that is not UTF-8, naming the encoding problem', async () => {
    const text = readCaseFixtureText('AdoptedTestFramework.json').replace(
      /"fullStatement": "[^"]*"/,
      '"fullStatement": "Water boils at 100 °C"',
    );
    const latin1 = Buffer.from(text, 'latin1');
    const error = await refusal(caseImport(latin1));
    expect(error.message).toMatch(
      /^package\.json is not UTF-8 text \(byte 0x[0-9A-F]{2} at line \d+, column \d+/,
    );
    expect(await heldCodes()).not.toContain('US_MO');
  });

  it('reads a package wrapped as {"CFPackage": …}, and says so', async () => {
    const wrapped = `{"CFPackage": ${readCaseFixtureText('AdoptedTestFramework.json')}}`;
    const report = await caseImport(wrapped, 'AU_WA_2026');
    expect(report).toMatchObject({ outcomes: 1, added: 1 });
    expect(report.notes).toEqual(['The package was wrapped as {"CFPackage": …}; it was read from inside.']);
  });

  it('says what is wrong with a file that is not JSON or is a list of documents', async () => {
    expect((await refusal(caseImport('{"CFDocument": '))).message).toMatch(/^package\.json is not JSON \(/);
    expect((await refusal(caseImport('{"CFDocuments": []}'))).message).toContain(
      'is a list of CFDocuments, not a CFPackage',
    );
  });

  it('says what each schema problem expected, and writes nothing', async () => {
    const error = await refusal(caseImport(await readFile(OPENSALT_SAMPLE)));
    expect(error.message).toBe('The CASE 1.0 package has 5 problem(s); nothing was imported');
    expect(error.problems[0]).toEqual({
      field: 'CFAssociations[15] (a7364b9e-91e7-4b09-875f-5eab0d3e6f7c).sequenceNumber',
      message: 'expected an integer, got "1"',
    });
    expect(await heldCodes()).not.toContain('US_MO');
  });

  it('tells duplicates inside the package apart from items taken by another curriculum', async () => {
    const pkg = JSON.parse(readCaseFixtureText('SmartLevelFramework.json')) as {
      CFItems: { identifier: string }[];
    };
    pkg.CFItems[1]!.identifier = pkg.CFItems[0]!.identifier;
    const error = await refusal(caseImport(JSON.stringify(pkg)));
    expect(error.problems).toContainEqual({
      field: 'CFItems[1] (00000000-0000-0000-0000-000000000001).identifier',
      message:
        'duplicate inside this package: CFItems[0] (00000000-0000-0000-0000-000000000001) has the same identifier',
    });
  });

  it('refuses codes a framework may not take, saying which it may', async () => {
    const text = readCaseFixtureText('Utf8TestFramework.json');
    expect((await refusal(caseImport(text, 'AU_V9'))).message).toContain('holds from its own sources');
    expect((await refusal(caseImport(text, 'us_my_maths'))).message).toContain('starts with its region');
    expect((await refusal(caseImport(text, 'US_MY_MATHS', { region: 'AU' }))).message).toBe(
      'US_MY_MATHS starts with US_, so it is a curriculum of US, not AU',
    );
    expect(await heldCodes()).not.toContain('US_MY_MATHS');
  });

  it('imports each curriculum of a folder on its own: a Latin-1 file is refused, the others imported', async () => {
    const england = path.join(folder, 'england-national-curriculum');
    const nz = path.join(folder, 'nz-curriculum-science-draft-2025');
    await mkdir(england);
    await mkdir(nz);
    const englandFile = 'england_nc_science_content_descriptors.json';
    await writeFile(
      path.join(england, englandFile),
      await readFile(path.join(SHIPPED_DATA_DIR, 'england-national-curriculum', englandFile)),
    );
    const nzFile = 'nz_science_draft_2025_statements.json';
    const nzText = await readFile(
      path.join(sharedCurriculaDir(), 'nz-curriculum-science-draft-2025', nzFile),
      'utf8',
    );
    // As an editor saving it as Latin-1 would: "100 °C" becomes the single byte 0xB0.
    await writeFile(path.join(nz, nzFile), Buffer.from(nzText, 'latin1'));

    const results = await imports.importEachFrom(folder, 'operator-1');
    expect(results.map((r) => [r.source, 'reports' in r ? 'imported' : 'refused'])).toEqual([
      ['england-national-curriculum', 'imported'],
      ['nz-curriculum-science-draft-2025', 'refused'],
    ]);
    const refused = results[1]!;
    expect('error' in refused && refused.error.message).toMatch(
      new RegExp(`${nzFile} is not UTF-8 text \\(byte 0x`),
    );
    expect(
      await t.db.select().from(learningOutcomes).where(eq(learningOutcomes.curriculumCode, 'NZ')),
    ).toEqual([]);
    expect(await heldCodes()).toContain('UK');
    await expect(imports.importFrom(folder, 'operator-1')).rejects.toThrow('is not UTF-8 text');
  });
});
