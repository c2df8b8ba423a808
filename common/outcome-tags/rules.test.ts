import { describe, expect, it } from 'vitest';
import { gradableOutcomeUuids, suggestionWords } from './rules.ts';

const A = '6f1d1c4e-5a3b-5c2d-9e8f-0a1b2c3d4e5f';
const B = '7a2e2d5f-6b4c-5d3e-8f90-1b2c3d4e5f60';
const SUB = '8b3f3e60-7c5d-5e4f-9a01-2c3d4e5f6071';

describe('gradableOutcomeUuids', () => {
  it('holds each tagged outcome and its tagged sub-standards', () => {
    const uuids = gradableOutcomeUuids([
      { learningOutcomeUuid: A, subStandardTags: { [SUB]: 'EMERGING' } },
      { learningOutcomeUuid: B, subStandardTags: {} },
    ]);
    expect([...uuids].sort()).toEqual([A, B, SUB].sort());
  });
});

describe('suggestionWords', () => {
  it("keeps a question's words of three letters or more, once each, lower-cased and without accents", () => {
    expect(suggestionWords('Why do Plant cells need chloroplasts? Plants make café sugar.')).toEqual([
      'why',
      'plant',
      'cells',
      'need',
      'chloroplasts',
      'plants',
      'make',
      'cafe',
      'sugar',
    ]);
  });

  it('leaves nothing a text-search query could read as an operator', () => {
    expect(suggestionWords("a | b & !c <-> 'd' (ee)")).toEqual([]);
    expect(suggestionWords('x:* & energy')).toEqual(['energy']);
  });

  it('stops at the most words asked for', () => {
    expect(suggestionWords('one two three four', 2)).toEqual(['one', 'two']);
  });
});
