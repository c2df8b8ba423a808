import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { CASE_CURRICULA, checkCaseHierarchy, mapCasePackage, type CfPackage } from './case-package.mapper.ts';
import { validateCasePackage } from './case-package.schema.ts';
import type { CurriculumImportService, ImportReport } from './curriculum-import.service.ts';
import { findOutcomesByUuids } from './outcomes.repo.ts';

/** Raised with the CASE mapper, so a changed reading of the same package is not taken as current. */
const CASE_READER_VERSION = '1';

/**
 * Imports a CASE CFPackage an operator holds as a standards-based curriculum under a code they
 * choose among those the platform keeps for such frameworks. The package is checked against its
 * version's official schema and its hierarchy first; any problem refuses it, writing nothing.
 */
export function createCasePackageImportService(deps: { db: Db; imports: CurriculumImportService }) {
  /**
   * A CFItem identifier is the outcome's uuid, so one framework imported under two codes would move
   * the first curriculum's outcomes to the second: an item another curriculum holds is refused.
   */
  async function heldElsewhere(pkg: CfPackage, code: CurriculumCode, uuids: readonly string[]) {
    const held = new Set(
      (await findOutcomesByUuids(deps.db, uuids))
        .filter((row) => row.curriculumCode !== code)
        .map((row) => row.uuid),
    );
    return (pkg.CFItems ?? []).flatMap((item, index) =>
      held.has(item.identifier.toLowerCase())
        ? [{ field: `CFItems[${index}] (${item.identifier}).identifier`, message: 'is-taken' as const }]
        : [],
    );
  }

  async function importCasePackage(
    text: string,
    options: { curriculumCode: string; importedBy: string; location: string },
  ): Promise<ImportReport> {
    const code = options.curriculumCode;
    if (!(CASE_CURRICULA as readonly string[]).includes(code))
      throw AppError.validation(
        [{ field: 'curriculumCode', message: 'is-not-allowed' }],
        `A CASE package is imported as one of ${CASE_CURRICULA.join(', ')}, not ${code}`,
      );
    let pkg: unknown;
    try {
      pkg = JSON.parse(text);
    } catch {
      throw AppError.validation(
        [{ field: 'CFPackage', message: 'is-invalid' }],
        'The CASE package is not JSON',
      );
    }
    const { version, problems } = validateCasePackage(pkg);
    if (!problems.length) problems.push(...checkCaseHierarchy(pkg as CfPackage));
    if (problems.length)
      throw AppError.validation(problems, `The CASE ${version} package has ${problems.length} problem(s)`);
    const contentHash = createHash('sha256')
      .update(`case reader ${CASE_READER_VERSION}\n${code}\n`)
      .update(text)
      .digest('hex');
    const imported = mapCasePackage(pkg as CfPackage, code as CurriculumCode);
    const taken = await heldElsewhere(
      pkg as CfPackage,
      code as CurriculumCode,
      imported.outcomes.map((o) => o.uuid),
    );
    if (taken.length)
      throw AppError.validation(
        taken,
        `Items of this CASE package are already imported in another curriculum`,
      );
    return deps.imports.importCurriculum(imported, {
      isShipped: false,
      importedBy: options.importedBy,
      location: options.location,
      contentHash,
    });
  }

  return {
    importCasePackage,
    /** Imports the CASE package in a file. */
    importCasePackageFile: async (
      file: string,
      options: { curriculumCode: string; importedBy: string },
    ): Promise<ImportReport> =>
      importCasePackage(await readFile(file, 'utf8'), { ...options, location: file }),
  };
}
export type CasePackageImportService = ReturnType<typeof createCasePackageImportService>;
