import { autoMarkScore, type AnswerComparers } from '../../../common/activities/rules.ts';
import type { ResponseValue, WorksheetItemSettings } from '../../../common/activities/schema.ts';
import { areMathematicallyEquivalent } from '../../../common/maths/equivalence.ts';
import { compareQuantity } from '../../../common/maths/quantity.ts';
import type { WorksheetItemRow } from './activities.types.ts';
import { toWorksheetItem } from './activities.mapper.ts';

/**
 * The comparers the server marks with: maths by equivalence (the Compute Engine) and numbers by
 * value and unit (mathjs units), from common/maths. They stay out of common/activities/rules.ts so
 * the web's lesson pages do not load either engine.
 */
export const serverComparers: AnswerComparers = {
  mathsEquivalent: areMathematicallyEquivalent,
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
