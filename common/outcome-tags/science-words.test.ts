import { describe, expect, it } from 'vitest';
import { withRelatedWords } from './science-words.ts';

describe("the words a question's suggestions are ranked on", () => {
  it('adds the curriculum words for what a question names', () => {
    expect(withRelatedWords(['green', 'pigment', 'leaves', 'absorbs', 'light'])).toEqual([
      'green',
      'pigment',
      'photosynthesis',
      'leaves',
      'plant',
      'absorbs',
      'light',
    ]);
  });

  it('keeps words it has nothing for as they are, each once', () => {
    expect(withRelatedWords(['energy', 'transfer', 'energy'])).toEqual(['energy', 'transfer']);
    expect(withRelatedWords([])).toEqual([]);
  });
});
