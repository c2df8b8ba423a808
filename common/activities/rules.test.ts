import { describe, expect, it } from 'vitest';
import { ACTIVITY_TITLE_MAX } from './constants.ts';
import {
  autoMarkScore,
  duplicateLessonTitle,
  isAnswered,
  isOverdue,
  isReturned,
  parseTypedNumber,
  unansweredQuestionNumbers,
  type AnswerComparers,
} from './rules.ts';
import type { ResponseValue, WorksheetItemSettings } from './schema.ts';

const exact: AnswerComparers = {
  mathsEquivalent: (a, b) => a.replace(/\s/g, '') === b.replace(/\s/g, ''),
  numericMatches: (text, m) => {
    const [value, unit = ''] = text.split(' ') as [string, string?];
    return unit === m.unit && Math.abs(Number(value) - m.value) <= m.tolerance.amount;
  },
};

const choice = (allowMultiple: boolean, correct: string[]): WorksheetItemSettings & { marks: number } => ({
  kind: 'multipleChoice',
  options: ['a', 'b', 'c'].map((id) => ({ id, text: id })),
  allowMultiple,
  modelAnswer: { correctOptionIds: correct },
  marks: 2,
});

describe('autoMarkScore', () => {
  it('gives full marks for exactly the correct options and none otherwise', () => {
    expect(autoMarkScore(choice(false, ['b']), { kind: 'multipleChoice', optionIds: ['b'] }, exact)).toBe(2);
    expect(autoMarkScore(choice(false, ['b']), { kind: 'multipleChoice', optionIds: ['a'] }, exact)).toBe(0);
    expect(
      autoMarkScore(choice(true, ['a', 'c']), { kind: 'multipleChoice', optionIds: ['c', 'a'] }, exact),
    ).toBe(2);
    expect(autoMarkScore(choice(true, ['a', 'c']), { kind: 'multipleChoice', optionIds: ['a'] }, exact)).toBe(
      0,
    );
    expect(
      autoMarkScore(choice(true, ['a', 'c']), { kind: 'multipleChoice', optionIds: ['a', 'b', 'c'] }, exact),
    ).toBe(0);
  });

  it('marks a number within tolerance in the model unit and refuses text that is not a number', () => {
    const item = {
      kind: 'numeric' as const,
      modelAnswer: { value: 9.8, unit: 'm/s^2', tolerance: { kind: 'absolute' as const, amount: 0.1 } },
      marks: 1,
    };
    expect(autoMarkScore(item, { kind: 'numeric', value: '9.75', unit: 'm/s^2' }, exact)).toBe(1);
    expect(autoMarkScore(item, { kind: 'numeric', value: '10', unit: 'm/s^2' }, exact)).toBe(0);
    expect(autoMarkScore(item, { kind: 'numeric', value: 'ten', unit: 'm/s^2' }, exact)).toBe(0);
  });

  it('marks a maths answer by the equivalence comparer; an empty one scores nothing', () => {
    const item = { kind: 'maths' as const, modelAnswer: { latex: 'F=ma' }, marks: 3 };
    expect(autoMarkScore(item, { kind: 'maths', latex: 'F = ma' }, exact)).toBe(3);
    expect(autoMarkScore(item, { kind: 'maths', latex: ' ' }, exact)).toBe(0);
  });

  it('leaves open answers, and answers of another kind, to the teacher', () => {
    expect(
      autoMarkScore(
        { kind: 'shortAnswer', modelAnswer: null, marks: 1 },
        { kind: 'shortAnswer', text: 'x' },
        exact,
      ),
    ).toBe(null);
    expect(autoMarkScore(choice(false, ['a']), { kind: 'shortAnswer', text: 'a' }, exact)).toBe(null);
  });
});

describe('parseTypedNumber', () => {
  it.each([
    ['9.8', 9.8],
    [' -4 ', -4],
    ['1.5e3', 1500],
    ['1,5', 1.5],
    ['.5', 0.5],
    ['3.', 3],
    ['1e', null],
    ['', null],
    ['Infinity', null],
    ['0x10', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseTypedNumber(text)).toBe(expected);
  });
});

describe('isOverdue and isAnswered', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('flags a past due lesson only while it is not submitted', () => {
    expect(isOverdue('2026-02-28T00:00:00Z', null, now)).toBe(true);
    expect(isOverdue('2026-02-28T00:00:00Z', '2026-02-27T00:00:00Z', now)).toBe(false);
    expect(isOverdue('2026-03-02T00:00:00Z', null, now)).toBe(false);
    expect(isOverdue(null, null, now)).toBe(false);
  });
  it('counts blank answers as unanswered', () => {
    expect(isAnswered({ kind: 'shortAnswer', text: '  ' })).toBe(false);
    expect(isAnswered({ kind: 'multipleChoice', optionIds: [] })).toBe(false);
    expect(isAnswered({ kind: 'numeric', value: '3', unit: '' })).toBe(true);
  });
});

describe('a lesson copied beside its original', () => {
  it("is titled as the original's copy, within the title limit", () => {
    expect(duplicateLessonTitle('Cells')).toBe('Cells (copy)');
    const long = duplicateLessonTitle(`${'x'.repeat(190)} ${'y'.repeat(20)}`);
    expect(long).toHaveLength(ACTIVITY_TITLE_MAX);
    expect(long.endsWith('y (copy)')).toBe(true);
    expect(duplicateLessonTitle(`${'x'.repeat(192)} rest`)).toBe(`${'x'.repeat(192)} (copy)`);
  });
});

describe('unansweredQuestionNumbers', () => {
  it('names, by number in order, the questions with no answer or only an empty one', () => {
    const items = [{ id: 10 }, { id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }];
    const answers = new Map<number, ResponseValue>([
      [10, { kind: 'shortAnswer', text: 'ice' }],
      [11, { kind: 'shortAnswer', text: '   ' }],
      [12, { kind: 'multipleChoice', optionIds: ['a'] }],
      [13, { kind: 'numeric', value: '4', unit: '' }],
    ]);
    expect(unansweredQuestionNumbers(items, answers)).toEqual([2, 5]);
    expect(unansweredQuestionNumbers(items.slice(0, 1), answers)).toEqual([]);
  });
});

describe('isReturned', () => {
  it('holds while a returned lesson is not handed in again', () => {
    expect(isReturned({ submittedAt: null, returnedAt: '2026-11-02T00:00:00Z' })).toBe(true);
    expect(isReturned({ submittedAt: '2026-11-03T00:00:00Z', returnedAt: '2026-11-02T00:00:00Z' })).toBe(
      false,
    );
    expect(isReturned({ submittedAt: null, returnedAt: null })).toBe(false);
    expect(isReturned(null)).toBe(false);
  });
});
