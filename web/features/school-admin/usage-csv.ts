import type { UsageReport } from '../../../common/usage/schema.ts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, return first) is prefixed with an apostrophe,
 * so a subject or person's name cannot become one (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',');

export interface UsageCsvHeadings {
  weeks: readonly string[];
  subjects: readonly string[];
  teachers: readonly string[];
  formerTeacher: string;
}

/**
 * The report as one CSV file of three tables (weeks, subjects, teachers), each with its header row
 * and a blank line between them, in the page's language; lines end with CRLF as RFC 4180 asks.
 */
export function usageCsv(report: UsageReport, headings: UsageCsvHeadings): string {
  const lines = [
    line(headings.weeks),
    ...report.weeks.map((w) =>
      line([
        w.weekStart,
        w.activeTeachers,
        w.activeStudents,
        w.lessonsPublished,
        w.answersSubmitted,
        w.studentsJoined,
      ]),
    ),
    '',
    line(headings.subjects),
    ...report.subjects.map((s) => line([s.name, s.studentsJoined, s.lessonsPublished, s.answersSubmitted])),
    '',
    line(headings.teachers),
    ...report.teachers.map((teacher) =>
      line([
        teacher.fullName ?? headings.formerTeacher,
        teacher.activeDays,
        teacher.subjectsCreated,
        teacher.lessonsPublished,
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
