/**
 * Imports curricula from files an operator holds the licence for (NSW, the New Zealand draft, or
 * a newer copy of any other source) into DATABASE_URL (or the PGlite DATA_DIR):
 *
 *   npm run curricula:import -- <file or folder> [--by <name>]
 *   npm run curricula:import -- <CASE package.json> --code <CODE> [--by <name>]
 *
 * A source's file (its sibling files are read with it), its folder, or a folder of such folders.
 * With --code, each file is a 1EdTech CASE 1.0 or 1.1 CFPackage, imported as a standards-based
 * curriculum under CODE, one of the codes kept for such frameworks (CASE_CURRICULA); a package
 * that fails its official schema is refused with each problem and nothing is written.
 * Each curriculum is imported in one transaction, idempotently, keeping every outcome's uuid; who
 * imported what, when, is recorded in curriculum_imports and on the curriculum.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import {
  CASE_CURRICULA,
  createCasePackageImportService,
  createCurriculumImportService,
  type ImportReport,
} from '../server/features/outcomes/index.ts';
import { AppError } from '../server/platform/errors.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { by: { type: 'string' }, code: { type: 'string' } },
});
if (positionals.length === 0) {
  console.error('usage: npm run curricula:import -- <file or folder> [--by <name>]');
  console.error(
    `       npm run curricula:import -- <CASE package.json> --code <${CASE_CURRICULA.join('|')}> [--by <name>]`,
  );
  process.exit(2);
}
const caseCode = values.code;
const importedBy = values.by ?? process.env.USER ?? os.userInfo().username;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
let failed = false;
try {
  await runMigrations(database);
  const imports = createCurriculumImportService({ db: database.db });
  const cases = createCasePackageImportService({ db: database.db, imports });
  const importTarget = async (target: string): Promise<ImportReport[]> =>
    caseCode === undefined
      ? imports.importFrom(target, importedBy)
      : [await cases.importCasePackageFile(target, { curriculumCode: caseCode, importedBy })];
  for (const target of positionals) {
    try {
      for (const report of await importTarget(path.resolve(target)))
        console.log(
          `${report.curriculumCode}: ${report.outcomes} outcomes (${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn)`,
        );
    } catch (error) {
      failed = true;
      console.error(`${target}: ${(error as Error).message}`);
      if (error instanceof AppError)
        for (const problem of error.problems ?? []) console.error(`  ${problem.field}: ${problem.message}`);
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
