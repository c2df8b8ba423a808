import { GRADES } from '../../../common/outcomes/constants.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { sortOutcomes } from '../../../common/outcomes/sort.ts';

export interface ListedOutcome {
  outcome: LearningOutcome;
  flat: FlatOutcome;
}

/** A year level (or grade band) of a curriculum, and its outcomes by strand. */
export interface GradeSection {
  /** The grade code, or null for outcomes with none. */
  grade: string | null;
  strands: { strand: string | null; outcomes: ListedOutcome[] }[];
}

function gradeRank(grade: string | null): number {
  const index = grade === null ? -1 : (GRADES as readonly string[]).indexOf(grade);
  // Grades with a label of their own in their order; the others after them, then no grade.
  return index !== -1 ? index : grade === null ? GRADES.length + 1 : GRADES.length;
}

/**
 * A curriculum as the browser lists it: by year level or grade band (in the order of the grade
 * codes, others as they first appear, outcomes with none last), then by strand as they first
 * appear, each strand in the outcome sort of spec 9. Sub-standards are left out: they are read
 * with the standard they belong to.
 */
export function groupByGradeAndStrand(outcomes: readonly LearningOutcome[]): GradeSection[] {
  const grades = new Map<string | null, Map<string | null, LearningOutcome[]>>();
  for (const outcome of outcomes) {
    const flat = flattenOutcome(outcome);
    if (flat.type === 'SUBSTANDARD') continue;
    const strands = grades.get(flat.grade) ?? new Map<string | null, LearningOutcome[]>();
    grades.set(flat.grade, strands);
    const list = strands.get(flat.domain);
    if (list) list.push(outcome);
    else strands.set(flat.domain, [outcome]);
  }
  return [...grades.entries()]
    .map(([grade, strands], order) => ({ grade, strands, order }))
    .sort((a, b) => gradeRank(a.grade) - gradeRank(b.grade) || a.order - b.order)
    .map(({ grade, strands }) => ({
      grade,
      strands: [...strands.entries()].map(([strand, list]) => ({
        strand,
        outcomes: sortOutcomes(list).map((outcome) => ({ outcome, flat: flattenOutcome(outcome) })),
      })),
    }));
}
