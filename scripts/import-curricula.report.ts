import type { CaseImportReport, ImportReport } from '../server/features/outcomes/index.ts';
import { ImportRefusedError } from '../server/features/outcomes/index.ts';
import { AppError } from '../server/platform/errors.ts';

/** What `npm run curricula:import` prints: one line per curriculum imported, each refusal with its problems. */

export const seconds = (started: number): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;

export function describeReport(report: ImportReport): string {
  return `${report.curriculumCode}: ${report.outcomes} outcomes (${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn)`;
}

export function describeCaseImport(report: CaseImportReport): string {
  const { summary } = report;
  const notKept = Object.entries(summary.associationsNotKept);
  const lines = [
    `${describeReport(report)} from "${summary.documentTitle}" (CASE document ${summary.documentId}):`,
    `  ${summary.items} items, ${summary.depth} level(s) deep, ${summary.tagged} to tag and ${summary.grouping} grouping them;`,
    `  ${summary.associations} association(s) besides the tree kept${
      notKept.length
        ? `, ${notKept.reduce((sum, [, count]) => sum + count, 0)} not kept (${notKept
            .map(([type, count]) => `${count} ${type}`)
            .join(', ')}: a type CASE does not define, or joining no item of this package)`
        : ''
    }`,
    ...report.notes.map((note) => `  ${note}`),
  ];
  return lines.join('\n');
}

/** Problems listed one to a line; beyond these, how many more there are. */
const SHOWN_PROBLEMS = 30;

/** A refusal, with each problem on a line of its own. */
export function describeRefusal(target: string, error: unknown): string {
  const problems =
    error instanceof ImportRefusedError || error instanceof AppError ? (error.problems ?? []) : [];
  return [
    `${target}: refused: ${(error as Error).message}`,
    ...problems.slice(0, SHOWN_PROBLEMS).map((problem) => `  ${problem.field}: ${problem.message}`),
    ...(problems.length > SHOWN_PROBLEMS ? [`  … and ${problems.length - SHOWN_PROBLEMS} more`] : []),
  ].join('\n');
}
