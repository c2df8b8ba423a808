/**
 * Imports curricula from files an operator holds the licence for (NSW, the New Zealand draft, a
 * newer copy of any other source, or a CASE framework) into DATABASE_URL (or the PGlite DATA_DIR).
 * Run without arguments for the usage. Each curriculum is imported in one transaction,
 * idempotently, keeping every outcome's uuid; who imported what, when, is recorded in
 * curriculum_imports and on the curriculum. Exits 1 when anything was refused.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CURRICULUM_REGIONS } from '../common/outcomes/constants.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import {
  CASE_CURRICULA,
  createCasePackageImportService,
  createCurriculumImportService,
  STANDARD_ITEM_TYPES,
} from '../server/features/outcomes/index.ts';
import { describeCaseImport, describeReport, describeRefusal, seconds } from './import-curricula.report.ts';

const USAGE = `usage:
  npm run curricula:import -- <file or folder> [--by <name>]
      A source's file (its sibling files are read with it), its folder, or a folder of such
      folders; each source is imported or refused on its own, and all are listed at the end.

  npm run curricula:import -- <CASE package.json> --code <CODE> [options]
      A 1EdTech CASE 1.0 or 1.1 CFPackage (or {"CFPackage": …}), imported with its whole tree.
      CODE is one of ${CASE_CURRICULA.join(', ')},
      or a new code of your own that starts with its region (${CURRICULUM_REGIONS.join('_, ')}_), such as US_SBAC_MATHS.
      --name <text>            the curriculum's name (default: the CFDocument's title)
      --region <${CURRICULUM_REGIONS.join('|')}>      the region, checked against the code
      --licence <text>         the licence, when the package states none or you hold another
      --standard-types <list>  the CFItemTypes that are standards, comma-separated
                               (default: ${STANDARD_ITEM_TYPES.join(', ')});
                               leaves are always standards
      --replace                replace another CASE document already imported under CODE
      --by <name>              who imports it (default: your user name)

  Files must be UTF-8. A refused file writes nothing; each problem is listed.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    by: { type: 'string' },
    code: { type: 'string' },
    name: { type: 'string' },
    region: { type: 'string' },
    licence: { type: 'string' },
    'standard-types': { type: 'string' },
    replace: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
if (positionals.length === 0 || values.help) {
  console.error(USAGE);
  process.exit(2);
}
const importedBy = values.by ?? process.env.USER ?? os.userInfo().username;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
let failed = false;
try {
  await runMigrations(database);
  const imports = createCurriculumImportService({ db: database.db });
  const cases = createCasePackageImportService({ db: database.db, imports });
  for (const target of positionals.map((p) => path.resolve(p))) {
    const started = performance.now();
    if (values.code !== undefined) {
      try {
        const report = await cases.importCasePackageFile(target, {
          curriculumCode: values.code,
          importedBy,
          name: values.name,
          region: values.region,
          licence: values.licence,
          standardTypes: values['standard-types']
            ?.split(',')
            .map((type) => type.trim())
            .filter(Boolean),
          replace: values.replace,
        });
        console.log(`${describeCaseImport(report)} in ${seconds(started)}`);
      } catch (error) {
        failed = true;
        console.error(describeRefusal(target, error));
      }
      continue;
    }
    try {
      const results = await imports.importEachFrom(target, importedBy);
      for (const result of results) {
        if ('error' in result) {
          failed = true;
          console.error(describeRefusal(result.location, result.error));
        } else for (const report of result.reports) console.log(describeReport(report));
      }
      const refused = results.filter((result) => 'error' in result);
      console.log(
        `${target}: ${results.length} source(s), ${results.length - refused.length} imported, ${refused.length} refused${refused.length ? ` (${refused.map((r) => r.source).join(', ')})` : ''}, in ${seconds(started)}`,
      );
    } catch (error) {
      failed = true;
      console.error(describeRefusal(target, error));
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
