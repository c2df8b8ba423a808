import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { compareGrades, yearLevelLabel } from '../../../common/outcomes/year-levels.ts';

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

/** The outcomes of one year level (its published grade), or all of them for none. */
export function outcomesOfYear<T extends LearningOutcome>(
  outcomes: readonly T[],
  grade: string | null,
): readonly T[] {
  if (grade === null) return outcomes;
  return outcomes.filter((outcome) => flattenOutcome(outcome).grade === grade);
}
