import { autoMarkScore, type AnswerComparers } from '../../../common/activities/rules.ts';
import type { ResponseValue, WorksheetItemSettings } from '../../../common/activities/schema.ts';
import { areMathematicallyEquivalent } from '../../../common/maths/equivalence.ts';
import { compareQuantity } from '../../../common/maths/quantity.ts';
import type { WorksheetItemRow } from './activities.types.ts';
import { toWorksheetItem } from './activities.mapper.ts';

/** How many maths verdicts a process keeps: a class's common answers, each a few hundred bytes. */
export const MATHS_VERDICTS_KEPT = 5_000;
const verdicts = new Map<string, boolean>();

/**
 * Equivalence is a pure function of the two texts and costs milliseconds of CPU (parsing, then
 * sampling), while autosave asks it again and again, and a class gives many of the same answers. So
 * verdicts are kept, at most MATHS_VERDICTS_KEPT, the least recently used dropped first; a verdict
 * never goes stale.
 */
function rememberedEquivalence(answer: string, model: string): boolean {
  const key = `${model}\u0000${answer}`;
  const known = verdicts.get(key);
  if (known !== undefined) {
    verdicts.delete(key);
    verdicts.set(key, known);
    return known;
  }
  const verdict = areMathematicallyEquivalent(answer, model);
  verdicts.set(key, verdict);
  if (verdicts.size > MATHS_VERDICTS_KEPT) verdicts.delete(verdicts.keys().next().value!);
  return verdict;
}

/**
 * The comparers the server marks with: maths by equivalence (the Compute Engine) and numbers by
 * value and unit (mathjs units), from common/maths. They stay out of common/activities/rules.ts so
 * the web's lesson pages do not load either engine.
 */
export const serverComparers: AnswerComparers = {
  mathsEquivalent: (answer, model) => rememberedEquivalence(answer, model),
  numericMatches: (answerText, model) =>
    compareQuantity(answerText, {
      value: model.value,
      unit: model.unit.trim() === '' ? null : model.unit,
      tolerance: model.tolerance,
    }).isCorrect,
};

/** The automatic score of an answer to a stored question, or null when the teacher marks it. */
export function autoScoreOf(item: WorksheetItemRow, value: ResponseValue): number | null {
  const settings = toWorksheetItem(item, true) as WorksheetItemSettings & { marks: number };
  return autoMarkScore(settings, value, serverComparers);
}
