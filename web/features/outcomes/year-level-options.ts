import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { compareGrades, yearLevelLabel, yearSpanOfGrade } from '../../../common/outcomes/year-levels.ts';

/** A year level a curriculum's outcomes have, as the year-level filter offers it. */
export interface YearLevelOption {
  grade: string;
  label: string;
}

/** The year levels (published grades) of a curriculum's outcomes, youngest first. */
export function yearLevelOptions(
  outcomes: readonly LearningOutcome[],
  curriculum: CurriculumCode | null,
): YearLevelOption[] {
  const grades = new Set<string>();
  for (const outcome of outcomes) {
    const { grade } = flattenOutcome(outcome);
    if (grade) grades.add(grade);
  }
  return [...grades]
    .sort(compareGrades)
    .map((grade) => ({ grade, label: yearLevelLabel(grade, curriculum) }));
}

/**
 * The outcomes of one year level, or all of them for none: those of its published grade, and
 * those of a band that takes it in (a high-school standard, 9 to 12, is for Grade 9 too; Grade 9's
 * own are not for all of high school).
 */
export function outcomesOfYear<T extends LearningOutcome>(
  outcomes: readonly T[],
  grade: string | null,
): readonly T[] {
  if (grade === null) return outcomes;
  const chosen = yearSpanOfGrade(grade);
  return outcomes.filter((outcome) => {
    const own = flattenOutcome(outcome).grade;
    if (own === grade) return true;
    const span = yearSpanOfGrade(own);
    return chosen !== null && span !== null && span.from <= chosen.from && span.to >= chosen.to;
  });
}
