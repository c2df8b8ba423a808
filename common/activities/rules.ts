import type { ResponseValue, ShortAnswerModel, WorksheetItemSettings } from './schema.ts';
import type { z } from 'zod';
import type { zNumericModel } from './schema.ts';

type NumericModelAnswer = z.infer<typeof zNumericModel>;
import { copyName } from '../subjects/rules.ts';
import { ACTIVITY_TITLE_MAX, AUTO_MARKED_KINDS, type WorksheetItemKind } from './constants.ts';

/** Pure rules of lessons and answers, shared by the server (marking, saving) and the web (display). */

export const isAutoMarked = (kind: WorksheetItemKind): boolean => AUTO_MARKED_KINDS.includes(kind);

/**
 * The title of a lesson's copy in its own subject, told apart from the original as a subject's copy
 * is; a copy into another subject keeps the title.
 */
export const duplicateLessonTitle = (title: string): string => copyName(title, ACTIVITY_TITLE_MAX);

/**
 * Reads a number as a student types it: `9.8`, `-4`, `1.5e3`, `1,5` (a decimal comma), with spaces
 * around it. Anything else (half-typed `1e`, `-`, words) is not a number yet.
 */
export function parseTypedNumber(text: string): number | null {
  const trimmed = text.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A short answer as it is compared with the accepted ones: trimmed, every run of white space one
 * space, Unicode-normalised, and lower-cased unless case matters.
 */
export function normaliseShortAnswer(text: string, isCaseSensitive: boolean): string {
  const collapsed = text.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return isCaseSensitive ? collapsed : collapsed.toLocaleLowerCase('en-AU');
}

/** Whether a short answer matches one of the question's accepted answers (never an empty one). */
export function matchesAcceptedAnswer(
  text: string,
  model: Pick<ShortAnswerModel, 'acceptedAnswers' | 'isCaseSensitive'>,
): boolean {
  const answer = normaliseShortAnswer(text, model.isCaseSensitive);
  if (answer === '') return false;
  return model.acceptedAnswers.some(
    (accepted) => normaliseShortAnswer(accepted, model.isCaseSensitive) === answer,
  );
}

/** A short-answer question with accepted answers: those matching are marked automatically. */
export const hasAcceptedAnswers = (item: WorksheetItemSettings): boolean =>
  item.kind === 'shortAnswer' && (item.modelAnswer?.acceptedAnswers.length ?? 0) > 0;

/** How the server compares the answers it marks itself; common/maths supplies the real ones. */
export interface AnswerComparers {
  /** Whether two LaTeX expressions are mathematically equivalent. */
  mathsEquivalent(answerLatex: string, modelLatex: string): boolean;
  /** Whether a number and its unit (`9.8 m/s^2`) is within tolerance of the model, converting units. */
  numericMatches(answerText: string, model: NumericModelAnswer): boolean;
}

/**
 * The score of an answer to an auto-marked question, or null when the teacher marks it (open
 * kinds), when the teacher has not given a model answer, or when the answer is of another kind.
 * Multiple choice scores all or nothing: exactly the correct options chosen. A short answer matching
 * one of its accepted answers gets full marks; one that does not is the teacher's to mark.
 */
export function autoMarkScore(
  item: WorksheetItemSettings & { marks: number },
  value: ResponseValue,
  compare: AnswerComparers,
): number | null {
  if (item.kind !== value.kind || item.modelAnswer === null) return null;
  switch (item.kind) {
    case 'multipleChoice': {
      if (value.kind !== 'multipleChoice') return null;
      const chosen = new Set(value.optionIds);
      const correct = new Set(item.modelAnswer.correctOptionIds);
      const right = chosen.size === correct.size && [...correct].every((id) => chosen.has(id));
      return right ? item.marks : 0;
    }
    case 'numeric': {
      if (value.kind !== 'numeric') return null;
      const number = parseTypedNumber(value.value);
      if (number === null) return 0;
      const answer = `${number} ${value.unit.trim()}`.trim();
      return compare.numericMatches(answer, item.modelAnswer) ? item.marks : 0;
    }
    case 'maths': {
      if (value.kind !== 'maths' || item.modelAnswer.latex.trim() === '') return null;
      if (value.latex.trim() === '') return 0;
      return compare.mathsEquivalent(value.latex, item.modelAnswer.latex) ? item.marks : 0;
    }
    case 'shortAnswer':
      // A match is right; anything else waits for the teacher, who may accept another wording.
      if (value.kind !== 'shortAnswer' || item.modelAnswer.acceptedAnswers.length === 0) return null;
      return matchesAcceptedAnswer(value.text, item.modelAnswer) ? item.marks : null;
    case 'longAnswer':
      return null;
  }
}

/** Whether a saved value counts as an answer (progress, "every question answered"). */
export function isAnswered(value: ResponseValue): boolean {
  switch (value.kind) {
    case 'multipleChoice':
      return value.optionIds.length > 0;
    case 'shortAnswer':
      return value.text.trim() !== '';
    case 'longAnswer':
      return JSON.stringify(value.document).includes('"text"');
    case 'numeric':
      return value.value.trim() !== '';
    case 'maths':
      return value.latex.trim() !== '';
  }
}

/** A document with nothing in it but empty paragraphs (no text, image, formula or anything else). */
export function isEmptyDocument(node: unknown): boolean {
  const { type, content } = (node ?? {}) as { type?: string; content?: unknown[] };
  if (type !== 'doc' && type !== 'paragraph') return false;
  return (content ?? []).every(isEmptyDocument);
}

/** What a question still lacks before students may see it: text the teacher has not written. */
export type UnfinishedPart = 'prompt' | 'option' | 'modelAnswer';

/**
 * The questions of a lesson not ready for students, by number (1-based, in order), with what each
 * lacks: an empty prompt, an option with no text, a maths question with no model answer.
 */
export function unfinishedQuestions(
  items: readonly (WorksheetItemSettings & { prompt: unknown })[],
): { number: number; missing: UnfinishedPart[] }[] {
  return items.flatMap((item, index) => {
    const missing: UnfinishedPart[] = [];
    if (isEmptyDocument(item.prompt)) missing.push('prompt');
    if (item.kind === 'multipleChoice' && item.options.some((o) => o.text.trim() === ''))
      missing.push('option');
    if (item.kind === 'maths' && (item.modelAnswer?.latex.trim() ?? '') === '') missing.push('modelAnswer');
    return missing.length > 0 ? [{ number: index + 1, missing }] : [];
  });
}

/** A due lesson is overdue for a student who has not submitted it once its due time has passed. */
export function isOverdue(dueAt: string | null, submittedAt: string | null, now: Date): boolean {
  return dueAt !== null && submittedAt === null && Date.parse(dueAt) < now.getTime();
}

/** A mark's score stays within the question's marks. */
export const isScoreWithin = (score: number, marks: number): boolean => score >= 0 && score <= marks;

/**
 * The questions a student has not answered yet, by number (1-based, in the lesson's order), from
 * the answers as they stand: named before the lesson is handed in.
 */
export function unansweredQuestionNumbers(
  items: readonly { id: number }[],
  answers: ReadonlyMap<number, ResponseValue>,
): number[] {
  return items.flatMap((item, index) => {
    const value = answers.get(item.id);
    return value !== undefined && isAnswered(value) ? [] : [index + 1];
  });
}

/** A lesson a teacher returned that its student has not handed in again: they can go on with it. */
export const isReturned = (
  submission: { submittedAt: string | null; returnedAt: string | null } | null | undefined,
): boolean => !!submission && submission.submittedAt === null && submission.returnedAt !== null;
