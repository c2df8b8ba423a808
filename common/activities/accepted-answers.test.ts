import { describe, expect, it } from 'vitest';
import { autoMarkScore, hasAcceptedAnswers, matchesAcceptedAnswer, normaliseShortAnswer } from './rules.ts';
import type { WorksheetItemSettings } from './schema.ts';

const never = {
  mathsEquivalent: () => false,
  numericMatches: () => false,
};
const shortAnswer = (
  acceptedAnswers: string[],
  isCaseSensitive = false,
): WorksheetItemSettings & { marks: number } => ({
  kind: 'shortAnswer',
  modelAnswer: { text: 'Evaporation', acceptedAnswers, isCaseSensitive },
  marks: 3,
});
const scoreOf = (item: WorksheetItemSettings & { marks: number }, text: string) =>
  autoMarkScore(item, { kind: 'shortAnswer', text }, never);

describe('accepted short answers', () => {
  it('compares answers trimmed, with every run of white space one space, ignoring case', () => {
    expect(normaliseShortAnswer('  Water\t\n  VAPOUR ', false)).toBe('water vapour');
    expect(normaliseShortAnswer('  Water  Vapour ', true)).toBe('Water Vapour');
    const model = { acceptedAnswers: ['water vapour', 'Steam'], isCaseSensitive: false };
    expect(matchesAcceptedAnswer('WATER   Vapour', model)).toBe(true);
    expect(matchesAcceptedAnswer(' steam ', model)).toBe(true);
    expect(matchesAcceptedAnswer('steamy', model)).toBe(false);
    expect(matchesAcceptedAnswer('water-vapour', model)).toBe(false);
  });

  it('tells case apart when the teacher says it matters', () => {
    const model = { acceptedAnswers: ['NaCl'], isCaseSensitive: true };
    expect(matchesAcceptedAnswer(' NaCl ', model)).toBe(true);
    expect(matchesAcceptedAnswer('nacl', model)).toBe(false);
  });

  it('treats the same letters written in composed or decomposed Unicode as the same answer', () => {
    const model = { acceptedAnswers: ['caf\u00e9'], isCaseSensitive: false };
    expect(matchesAcceptedAnswer('cafe\u0301', model)).toBe(true);
  });

  it('never matches an empty answer, even against an accepted answer of spaces', () => {
    expect(matchesAcceptedAnswer('   ', { acceptedAnswers: ['  '], isCaseSensitive: false })).toBe(false);
  });

  it('gives full marks to a match and leaves anything else to the teacher (null)', () => {
    const item = shortAnswer(['Evaporation', 'Vaporisation']);
    expect(scoreOf(item, ' evaporation')).toBe(3);
    expect(scoreOf(item, 'boiling')).toBeNull();
    expect(scoreOf(item, '')).toBeNull();
  });

  it('leaves every answer to the teacher when the question lists no accepted answers', () => {
    const item = shortAnswer([]);
    expect(hasAcceptedAnswers(item)).toBe(false);
    expect(scoreOf(item, 'Evaporation')).toBeNull();
    expect(hasAcceptedAnswers(shortAnswer(['Evaporation']))).toBe(true);
    expect(hasAcceptedAnswers({ kind: 'shortAnswer', modelAnswer: null })).toBe(false);
  });
});
