import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { Db } from '../../db/client.ts';
import { caseCurriculumCode } from './case-package.rules.ts';
import { mapCasePackage, type CaseSummary, type CfPackage } from './case-package.mapper.ts';
import { readCasePackage } from './case-package-file.mapper.ts';
import { describeRecord, validateCasePackage } from './case-package.schema.ts';
import { checkCaseTree } from './case-tree.mapper.ts';
import type { CurriculumImportService, ImportReport } from './curriculum-import.service.ts';
import { ImportRefusedError, type ImportProblem } from './import-problems.types.ts';
import { findCurriculum, findOutcomesByUuids } from './outcomes.repo.ts';

/** Raised with the CASE mapper, so a changed reading of the same package is not taken as current. */
const CASE_READER_VERSION = '2';

export interface CaseImportOptions {
  /** One of CASE_CURRICULA, or a new code of the operator's own starting with its region. */
  curriculumCode: string;
  importedBy: string;
  /** The file it came from. */
  location: string;
  /** The curriculum's name (the document's title otherwise). */
  name?: string;
  /** The region the operator means; it must be the one the code starts with. */
  region?: string;
  /** The licence as the operator states it (the package's otherwise, or "Licence not stated"). */
  licence?: string;
  /** The item types that are standards, instead of STANDARD_ITEM_TYPES. */
  standardTypes?: readonly string[];
  /** Replace another document already imported under the code. */
  replace?: boolean;
}

export type CaseImportReport = ImportReport & { summary: CaseSummary; notes: string[] };

/**
 * Imports a CASE CFPackage an operator holds as a standards-based curriculum keeping the
 * framework's tree. The file is checked first (UTF-8, JSON, its version's official schema, its
 * tree, the code it goes under and who holds its items); any problem refuses it, writing nothing.
 */
export function createCasePackageImportService(deps: { db: Db; imports: CurriculumImportService }) {
  /** The document the code holds, when it is another one and the operator did not say to replace it. */
  async function refuseOtherDocument(code: CurriculumCode, summary: CaseSummary, replace: boolean) {
    const held = await findCurriculum(deps.db, code);
    if (!held || replace || held.documentId === summary.documentId) return;
    const heldName = held.documentId
      ? `"${held.documentTitle ?? held.label}" (CASE document ${held.documentId})`
      : `"${held.label}" (${held.source})`;
    throw new ImportRefusedError(
      `${code} already holds ${heldName}; this package is "${summary.documentTitle}" (CASE document ${summary.documentId}). To replace the first with the second, import again with --replace (outcomes the new document does not have are withdrawn, and tags on them kept); otherwise import it under another code`,
    );
  }

  /** A CFItem's identifier is its outcome's uuid, so items another curriculum holds are refused. */
  async function refuseItemsHeldElsewhere(pkg: CfPackage, code: CurriculumCode, uuids: readonly string[]) {
    const heldBy = new Map(
      (await findOutcomesByUuids(deps.db, uuids))
        .filter((row) => row.curriculumCode !== code)
        .map((row) => [row.uuid, row.curriculumCode]),
    );
    const problems: ImportProblem[] = (pkg.CFItems ?? []).flatMap((item, index) => {
      const holder = heldBy.get(item.identifier.toLowerCase());
      return holder
        ? [
            {
              field: describeRecord(pkg, 'CFItems', index),
              message: `taken by another curriculum: ${holder} already holds this item`,
            },
          ]
        : [];
    });
    if (problems.length)
      throw new ImportRefusedError(
        `${problems.length} item(s) of this package are already imported in another curriculum (${[...new Set(heldBy.values())].join(', ')}); a framework is held under one code`,
        problems,
      );
  }

  async function importCasePackage(
    content: Uint8Array | string,
    options: CaseImportOptions,
  ): Promise<CaseImportReport> {
    const code = caseCurriculumCode(options.curriculumCode, options.region);
    const { pkg, notes } = readCasePackage(content, options.location);
    const { version, problems } = validateCasePackage(pkg);
    if (!problems.length) problems.push(...checkCaseTree(pkg as CfPackage));
    if (problems.length)
      throw new ImportRefusedError(
        `The CASE ${version} package has ${problems.length} problem(s); nothing was imported`,
        problems,
      );
    const { imported, summary } = mapCasePackage(pkg as CfPackage, {
      curriculumCode: code,
      label: options.name,
      licence: options.licence,
      standardTypes: options.standardTypes,
    });
    await refuseOtherDocument(code, summary, options.replace ?? false);
    await refuseItemsHeldElsewhere(
      pkg as CfPackage,
      code,
      imported.outcomes.map((o) => o.uuid),
    );
    const contentHash = createHash('sha256')
      .update(`case reader ${CASE_READER_VERSION}\n`)
      .update(`${JSON.stringify([code, options.name, options.licence, options.standardTypes])}\n`)
      .update(typeof content === 'string' ? content : Buffer.from(content))
      .digest('hex');
    const report = await deps.imports.importCurriculum(imported, {
      isShipped: false,
      importedBy: options.importedBy,
      location: options.location,
      contentHash,
    });
    return { ...report, summary, notes };
  }

  return {
    importCasePackage,
    /** Imports the CASE package in a file. */
    importCasePackageFile: async (
      file: string,
      options: Omit<CaseImportOptions, 'location'>,
    ): Promise<CaseImportReport> => importCasePackage(await readFile(file), { ...options, location: file }),
  };
}
export type CasePackageImportService = ReturnType<typeof createCasePackageImportService>;
