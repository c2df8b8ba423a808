import type { UsageReport } from '../../../common/usage/schema.ts';
import { csvLine as line } from '../../ui/csv.ts';

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
