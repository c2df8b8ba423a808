import type { CurriculumCode } from './constants.ts';
import { gradeLabel } from './labels.ts';

/**
 * Year levels on one scale, whatever a curriculum calls them: 0 is the first year of school
 * (Foundation, Prep, Kindergarten, Reception), 1 to 12 the years after it, -1 pre-school. An
 * Australian Year 7, an NZ Year 7, an English Year 7 (Key Stage 3) and a US Grade 7 (Middle School)
 * are all 7. A grade band is a span of them: 'MS' is 6 to 8, 'KS3' 7 to 9, NSW Stage 4 7 to 8.
 */

/** The school years a grade, a grade band or a class covers, first and last included. */
export interface YearSpan {
  from: number;
  to: number;
}

const year = (from: number, to = from): YearSpan => ({ from, to });

const NAMED: Readonly<Record<string, YearSpan>> = {
  PRE_SCHOOL: year(-1),
  PREP: year(0),
  FOUNDATION: year(0),
  K: year(0),
  KINDERGARTEN: year(0),
  RECEPTION: year(0),
  ONE: year(1),
  TWO: year(2),
  THREE: year(3),
  FOUR: year(4),
  FIVE: year(5),
  SIX: year(6),
  SEVEN: year(7),
  EIGHT: year(8),
  NINE: year(9),
  TEN: year(10),
  ELEVEN: year(11),
  TWELVE: year(12),
  MS: year(6, 8),
  HS: year(9, 12),
  KS1: year(1, 2),
  KS2: year(3, 6),
  KS3: year(7, 9),
  KS4: year(10, 11),
  NSW_STAGE_ONE: year(1, 2),
  NSW_STAGE_TWO: year(3, 4),
  NSW_STAGE_THREE: year(5, 6),
  NSW_STAGE_FOUR: year(7, 8),
  NSW_STAGE_FIVE: year(9, 10),
  NSW_STAGE_SIX: year(11, 12),
};

/** One end of a published band: a number of years, or K for the first. */
function yearOf(text: string): number | null {
  if (/^k$/i.test(text)) return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 12 ? value : null;
}

/**
 * The years a published grade covers: a grade code (`SEVEN`, `PREP`, `MS`, `NSW_STAGE_FOUR`), a
 * key stage (`KS3`), a grade as a number or K (`7`, `K`), or a band of them (`K-2`, `3–5`,
 * `09–12`, `K–12`). Null for a grade it cannot place.
 */
export function yearSpanOfGrade(grade: string | null | undefined): YearSpan | null {
  if (!grade) return null;
  const trimmed = grade.trim();
  const named = NAMED[trimmed.toUpperCase()];
  if (named) return named;
  const band = /^([0-9]{1,2}|k)\s*(?:[-–—]|to)\s*([0-9]{1,2}|k)$/i.exec(trimmed);
  if (band) {
    const from = yearOf(band[1]!);
    const to = yearOf(band[2]!);
    return from !== null && to !== null && from <= to ? year(from, to) : null;
  }
  const single = yearOf(trimmed);
  return single === null ? null : year(single);
}

/** How many years apart a span is from another: 0 when they share a year. */
export function yearsApart(a: YearSpan, b: YearSpan): number {
  if (a.to < b.from) return b.from - a.to;
  if (b.to < a.from) return a.from - b.to;
  return 0;
}

/** What a class's name may say of its year level, tried in this order. */
const NAME_PATTERNS: readonly { pattern: RegExp; span: (match: RegExpExecArray) => YearSpan | null }[] = [
  // 'Year 7', 'Years 9-10', 'Yr 8', 'Y7', 'Grade 6', 'Gr. 5', 'Grades 6–8'
  {
    pattern: /\b(?:years?|yrs?|y|grades?|gr)\.?\s*(\d{1,2}|k)(?:\s*(?:[-–/&]|to|and)\s*(\d{1,2}))?\b/i,
    span: (match) => yearSpanOfGrade(match[2] ? `${match[1]}-${match[2]}` : match[1]!),
  },
  // '7th grade', '8th-grade science'
  { pattern: /\b(\d{1,2})(?:st|nd|rd|th)[\s-]*grade\b/i, span: (match) => yearSpanOfGrade(match[1]) },
  // 'Key Stage 3', 'KS3'
  { pattern: /\b(?:ks|key\s*stage)\s*([1-4])\b/i, span: (match) => yearSpanOfGrade(`KS${match[1]}`) },
  // 'Stage 4' (NSW)
  {
    pattern: /\bstage\s*([1-6])\b/i,
    span: (match) =>
      yearSpanOfGrade(`NSW_STAGE_${['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX'][Number(match[1]) - 1]}`),
  },
  { pattern: /\b(?:kindergarten|foundation|prep|reception)\b/i, span: () => year(0) },
  { pattern: /\bmiddle\s*school\b/i, span: () => NAMED.MS! },
  { pattern: /\bhigh\s*school\b/i, span: () => NAMED.HS! },
  // A class named by its year, as schools do: '7B Science', '10 Physics', '9SCI'
  { pattern: /^(\d{1,2})(?:[a-z]{0,3})?\b/i, span: (match) => yearSpanOfGrade(match[1]) },
  // 'Science 8', 'Science 7A'
  { pattern: /\b(\d{1,2})[a-z]?$/i, span: (match) => yearSpanOfGrade(match[1]) },
];

/**
 * The year level a class's name says, as a teacher reads it ('Year 7 Science', '7B Science',
 * 'Science 8', 'KS3 Physics', 'Stage 4', 'Middle School Science', 'Kindergarten'), or null when it
 * says none. A year outside the school years (a '101', a year of 2025) is none.
 */
export function yearSpanOfName(name: string): YearSpan | null {
  for (const { pattern, span } of NAME_PATTERNS) {
    const match = pattern.exec(name.trim());
    if (!match) continue;
    const found = span(match);
    if (found) return found;
  }
  return null;
}

/**
 * The year level of the outcomes a class is tagged with: the grade most of them have (the first
 * of those tied, in the order given), or null when none has one.
 */
export function yearSpanOfTaggedGrades(grades: readonly (string | null)[]): YearSpan | null {
  const counts = new Map<string, number>();
  for (const grade of grades)
    if (grade && yearSpanOfGrade(grade)) counts.set(grade, (counts.get(grade) ?? 0) + 1);
  let best: string | null = null;
  for (const [grade, count] of counts) if (best === null || count > counts.get(best)!) best = grade;
  return yearSpanOfGrade(best);
}

/**
 * A class's year level: what its name says (or else its code, '7SCI'), else the year of the
 * outcomes it is tagged with most, else none. The name comes first: a teacher who names a class
 * 'Year 7 Science' means it, even where it has been tagged with a few outcomes of other years.
 */
export function classYearSpan(
  names: readonly (string | null | undefined)[],
  taggedGrades: readonly (string | null)[] = [],
): YearSpan | null {
  for (const name of names) {
    const span = name ? yearSpanOfName(name) : null;
    if (span) return span;
  }
  return yearSpanOfTaggedGrades(taggedGrades);
}

/** Where an outcome with no year level comes: after every year. */
export const NO_YEAR_NEARNESS = 14;

/**
 * How near an outcome's grade is to a class's year level, as search and suggestions rank it: the
 * years between them, 0 when they share a year, 1 for the years next to it, and so on; an outcome
 * with no year level after all of them. With no class year level every outcome is 0.
 */
export function yearNearness(classYears: YearSpan | null, grade: string | null): number {
  if (classYears === null) return 0;
  const span = yearSpanOfGrade(grade);
  return span === null ? NO_YEAR_NEARNESS : yearsApart(classYears, span);
}

const usesGrades = (curriculum: string | null | undefined) => curriculum?.startsWith('US') ?? false;

/** A span as a teacher of the curriculum reads it: 'Year 7', 'Years 7–9', 'Grade 7', 'Grades 6–8'. */
export function yearSpanLabel(span: YearSpan, curriculum?: string | null): string {
  const one = (value: number) =>
    value < 0
      ? 'Pre-School'
      : value === 0
        ? usesGrades(curriculum)
          ? 'Kindergarten'
          : 'Foundation'
        : String(value);
  const word = usesGrades(curriculum) ? 'Grade' : 'Year';
  if (span.from === span.to) return span.from <= 0 ? one(span.from) : `${word} ${span.from}`;
  const to = String(span.to);
  return span.from <= 0 ? `${one(span.from)} to ${word} ${to}` : `${word}s ${span.from}\u2013${to}`;
}

/**
 * A published grade as a year-level filter names it: its label where it has one ('Year 7',
 * 'Middle School', 'Stage 4'), a key stage in full, a US grade or band in words ('Grade 1',
 * 'Grades 3–5', 'Kindergarten'), else as published.
 */
export function yearLevelLabel(grade: string, curriculum?: CurriculumCode | null): string {
  const labelled = gradeLabel(grade, curriculum);
  if (labelled !== grade) return labelled;
  const keyStage = /^KS([1-4])$/i.exec(grade);
  if (keyStage) return `Key Stage ${keyStage[1]}`;
  const span = yearSpanOfGrade(grade);
  return span ? yearSpanLabel(span, curriculum) : grade;
}

/** Grades in the order a year-level filter lists them: by the last year they cover, a band after its years. */
export function compareGrades(a: string, b: string): number {
  const spanA = yearSpanOfGrade(a);
  const spanB = yearSpanOfGrade(b);
  if (spanA === null || spanB === null) return (spanA === null ? 1 : 0) - (spanB === null ? 1 : 0);
  return spanA.to - spanB.to || spanB.from - spanA.from;
}
