import type { LicenceStanding, SchoolStudent } from '../../../common/students/schema.ts';
import { csvText } from '../../ui/csv.ts';
import { schoolDay } from './staff-csv.ts';

export interface StudentsCsvWords {
  headings: readonly [
    name: string,
    email: string,
    subjects: string,
    licence: string,
    joined: string,
    released: string,
  ];
  standing: (standing: LicenceStanding) => string;
}

/**
 * The school's students as CSV, one row each: name, e-mail, subjects, licence standing and its
 * dates on the school's calendar, through the one CSV writer (its formula guard included).
 */
export function studentsCsv(
  students: readonly SchoolStudent[],
  words: StudentsCsvWords,
  timeZone: string,
): string {
  const day = (at: string | null) => (at ? schoolDay(at, timeZone) : '');
  return csvText([
    words.headings,
    ...students.map((student) => [
      student.fullName,
      student.email ?? '',
      student.subjects.map((s) => s.name).join('; '),
      words.standing(student.licence.standing),
      day(student.licence.joinedOn),
      day(student.licence.releasedOn),
    ]),
  ]);
}
