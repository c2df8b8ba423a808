import type { Problem } from '../../../common/api/problems.ts';
import { zLearningOutcome, type LearningOutcome } from '../../../common/outcomes/schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError, problemFromZodIssue } from '../../platform/errors.ts';
import {
  findSourcesAt,
  readShippedSources,
  readSourceIn,
  type SourceOnDisk,
} from './curriculum-files.service.ts';
import {
  findCurriculumHashes,
  insertCurriculumImport,
  lockCurriculum,
  upsertCurriculum,
  upsertOutcomes,
  withdrawOutcomesExcept,
  type NewOutcomeRow,
} from './outcomes.repo.ts';
import type { CurriculumImport } from './outcomes.types.ts';

/** What became of one source at a path: its curricula imported, or the source refused and why. */
export type SourceResult = { location: string; source: string } & (
  { reports: ImportReport[] } | { error: Error }
);

/** What one curriculum's import did. `skipped`: its content was already imported. */
export interface ImportReport {
  curriculumCode: string;
  outcomes: number;
  added: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  skipped: boolean;
}

export interface ImportOptions {
  isShipped: boolean;
  /** Who imported it: an operator's name, or `start-up` for the shipped curricula. */
  importedBy: string;
  /** The file or folder it came from. */
  location: string;
  contentHash: string;
  /** Skip the import when this content was the last imported (the start-up path). */
  skipIfUnchanged?: boolean;
}

/**
 * Each outcome as the shared contract (spec 3) reads it, so what is stored is what the API will
 * answer; every problem is named with its outcome's index and code. Uuids must be distinct.
 */
export function validateImport(imported: CurriculumImport): { rows: NewOutcomeRow[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const rows: NewOutcomeRow[] = [];
  const seen = new Set<string>();
  imported.outcomes.forEach((outcome, position) => {
    const prefix = [`outcomes[${position}]${outcome.code ? ` (${outcome.code})` : ''}`];
    if (seen.has(outcome.uuid)) problems.push({ field: `${prefix[0]}.uuid`, message: 'is-taken' });
    seen.add(outcome.uuid);
    const parsed = zLearningOutcome.safeParse(
      {
        uuid: outcome.uuid,
        curriculumCode: imported.curriculum.code,
        isOfficial: outcome.isOfficial,
        [outcome.variant.kind]: outcome.variant.value,
      },
      { reportInput: true },
    );
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => problemFromZodIssue(issue, prefix)));
      return;
    }
    const value = parsed.data[outcome.variant.kind as keyof LearningOutcome];
    const standard = parsed.data.standardBasedLearningOutcome;
    rows.push({
      uuid: outcome.uuid,
      curriculumCode: imported.curriculum.code,
      code: outcome.code,
      isOfficial: outcome.isOfficial,
      kind: outcome.variant.kind,
      data: value,
      parentUuid: standard?.parentId ?? null,
      childrenUuids: standard?.childrenIds ?? [],
      position,
      licence: outcome.licence ?? null,
      attribution: outcome.attribution ?? null,
      sourceRef: outcome.sourceRef ?? null,
    });
  });
  return { rows, problems };
}

/**
 * Imports curricula: the shipped ones at start-up and after migrations, others when an operator
 * brings their files. One curriculum's import is one transaction, serialized with any other import
 * of it; it is idempotent (the same content changes no row) and keeps every uuid.
 */
export function createCurriculumImportService(deps: { db: Db }) {
  const { db } = deps;

  async function importCurriculum(imported: CurriculumImport, options: ImportOptions): Promise<ImportReport> {
    const { code } = imported.curriculum;
    const { rows, problems } = validateImport(imported);
    if (problems.length) throw AppError.validation(problems, `The ${code} curriculum has problems`);
    return db.transaction(async (tx) => {
      await lockCurriculum(tx, code);
      const report = { curriculumCode: code, outcomes: rows.length, added: 0, updated: 0, withdrawn: 0 };
      if (options.skipIfUnchanged && (await findCurriculumHashes(tx)).get(code) === options.contentHash)
        return { ...report, unchanged: rows.length, skipped: true };
      await upsertCurriculum(tx, {
        ...imported.curriculum,
        isShipped: options.isShipped,
        contentHash: options.contentHash,
        outcomeCount: rows.length,
        importedOn: new Date(),
        importedBy: options.importedBy,
      });
      const { added, updated } = await upsertOutcomes(tx, rows);
      const withdrawn = await withdrawOutcomesExcept(
        tx,
        code,
        rows.map((row) => row.uuid),
      );
      const unchanged = rows.length - added - updated;
      await insertCurriculumImport(tx, {
        curriculumCode: code,
        importedBy: options.importedBy,
        source: options.location,
        contentHash: options.contentHash,
        added,
        updated,
        unchanged,
        withdrawn,
      });
      return { ...report, added, updated, unchanged, withdrawn, skipped: false };
    });
  }

  async function importSources(
    sources: readonly SourceOnDisk[],
    options: Pick<ImportOptions, 'importedBy' | 'skipIfUnchanged'>,
  ): Promise<ImportReport[]> {
    const reports: ImportReport[] = [];
    for (const onDisk of sources) {
      const shared = { ...options, location: onDisk.folder, contentHash: onDisk.contentHash };
      for (const imported of onDisk.source.map(onDisk.files))
        reports.push(await importCurriculum(imported, { ...shared, isShipped: onDisk.source.isShipped }));
    }
    return reports;
  }

  /**
   * Imports each source at a path (a source's file or folder, or a folder of them) on its own: one
   * that cannot be read or is refused leaves the others imported, and every one is in the answer.
   */
  async function importEachFrom(target: string, importedBy: string): Promise<SourceResult[]> {
    const results: SourceResult[] = [];
    for (const { folder, source } of await findSourcesAt(target)) {
      const at = { location: folder, source: source.name };
      try {
        const onDisk = await readSourceIn(folder, source);
        results.push({ ...at, reports: await importSources([onDisk], { importedBy }) });
      } catch (error) {
        results.push({ ...at, error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
    return results;
  }

  return {
    importCurriculum,
    importEachFrom,
    /** Imports the curricula at a path; throws the first source's refusal after importing the others. */
    async importFrom(target: string, importedBy: string): Promise<ImportReport[]> {
      const results = await importEachFrom(target, importedBy);
      const refused = results.find((result) => 'error' in result);
      if (refused && 'error' in refused) throw refused.error;
      return results.flatMap((result) => ('reports' in result ? result.reports : []));
    },
    /**
     * Loads the curricula the platform ships, skipping those already current: on an up-to-date
     * database it reads the files and runs one statement.
     */
    async loadShippedCurricula(importedBy = 'start-up'): Promise<ImportReport[]> {
      const sources = await readShippedSources();
      const hashes = await findCurriculumHashes(db);
      const stale = sources.filter((s) =>
        s.source.curricula.some((code) => hashes.get(code) !== s.contentHash),
      );
      return importSources(stale, { importedBy, skipIfUnchanged: true });
    },
  };
}
export type CurriculumImportService = ReturnType<typeof createCurriculumImportService>;
