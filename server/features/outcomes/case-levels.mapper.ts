import { GRADES } from '../../../common/outcomes/constants.ts';

/**
 * A CASE item's `educationLevel` (CEDS grade codes: `KG`, `01` … `12`, `PK`; some publishers
 * write `1` or `K`) as the platform's year levels: each grade it means (`09`–`12` is NINE, TEN,
 * ELEVEN, TWELVE), and one level to list it under (a grade, High School for 9–12, Middle School for
 * 6–8, otherwise the span as published, `K–5`). Codes the platform has no grade for are kept as
 * they are.
 */

/** ONE … TWELVE, in order: grade n is NUMBERED[n - 1]. */
const NUMBERED = GRADES.slice(GRADES.indexOf('ONE'), GRADES.indexOf('TWELVE') + 1);
const NAMED: Record<string, string> = {
  PK: 'PRE_SCHOOL',
  PR: 'PRE_SCHOOL',
  IT: 'PRE_SCHOOL',
  TK: 'PRE_SCHOOL',
  // Kindergarten has no grade code of its own; NGSS and California show it as K.
  KG: 'K',
  K: 'K',
};

export function gradeOfEducationLevel(value: string): string {
  const code = value.trim().toUpperCase();
  if (/^\d{1,2}$/.test(code)) return NUMBERED[Number(code) - 1] ?? code;
  return NAMED[code] ?? code;
}

const short = (value: string) =>
  value
    .trim()
    .replace(/^0(\d)$/, '$1')
    .replace(/^KG$/i, 'K');

const sameGrades = (grades: readonly string[], expected: readonly string[]) =>
  grades.length === expected.length && grades.every((grade, index) => grade === expected[index]);

export function levelsOfEducation(educationLevel: readonly string[] | undefined): {
  level: string | null;
  levels: string[];
} {
  const values = (educationLevel ?? []).filter((value) => value.trim());
  const levels = [...new Set(values.map(gradeOfEducationLevel))];
  if (levels.length === 0) return { level: null, levels };
  if (levels.length === 1) return { level: levels[0]!, levels };
  if (sameGrades(levels, ['NINE', 'TEN', 'ELEVEN', 'TWELVE'])) return { level: 'HS', levels };
  if (sameGrades(levels, ['SIX', 'SEVEN', 'EIGHT'])) return { level: 'MS', levels };
  return { level: `${short(values[0]!)}–${short(values.at(-1)!)}`, levels };
}
