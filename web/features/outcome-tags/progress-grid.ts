import type { SubjectMastery } from '../../../common/outcome-tags/contracts.ts';
import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import { subjectSlug } from '../../../common/subjects/rules.ts';
import { csvText } from '../../ui/csv.ts';
import type { OutcomeColumn } from './outcome-columns.ts';
import { outcomeFullName } from './outcome-name.ts';

/**
 * An outcome column's strand: the curriculum's strand (AU 'Science Understanding'), else its group;
 * a sub-standard with neither goes with its standard, the column before it.
 */
export function columnStrands(columns: readonly OutcomeColumn[]): (string | null)[] {
  let standard: string | null = null;
  return columns.map((column) => {
    const own = column.flat.domain ?? column.flat.group ?? null;
    if (column.parentName === null) standard = own;
    return own ?? (column.parentName === null ? null : standard);
  });
}

/** The strands the columns fall in, each once, in the columns' order. */
export const strandsOf = (columns: readonly OutcomeColumn[]): string[] =>
  [...new Set(columnStrands(columns))].filter((strand): strand is string => strand !== null);

/** The columns in one strand; every column for null (all strands). */
export function columnsInStrand(columns: readonly OutcomeColumn[], strand: string | null): OutcomeColumn[] {
  if (strand === null) return [...columns];
  const strands = columnStrands(columns);
  return columns.filter((_column, index) => strands[index] === strand);
}

/**
 * The grid as CSV text: a header row (the first column's heading, then each outcome's code and text,
 * the text as plain text: no Markdown marks, formulas written out) and a
 * row per student (their name, then the name of their level in each outcome, empty when not yet
 * assessed).
 */
export function progressCsv(
  students: SubjectMastery['students'],
  columns: readonly OutcomeColumn[],
  { studentHeading, levelName }: { studentHeading: string; levelName: (level: ProficiencyLevel) => string },
): string {
  const header = [studentHeading, ...columns.map((column) => outcomeFullName(column.flat))];
  const rows = students.map((student) => {
    const levels = new Map(student.outcomes.map((c) => [c.learningOutcomeUuid.toLowerCase(), c.level]));
    return [
      student.fullName,
      ...columns.map((column) => {
        const level = levels.get(column.uuid);
        return level ? levelName(level) : null;
      }),
    ];
  });
  return csvText([header, ...rows]);
}

/** The CSV file's name: `progress-<subject slug>.csv`, the slug as the subject's URL has it. */
export const progressCsvFileName = (subjectCode: string): string =>
  `progress-${subjectSlug(subjectCode)}.csv`;
