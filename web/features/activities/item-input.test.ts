import { describe, expect, it } from 'vitest';
import { WORKSHEET_ITEM_KINDS } from '../../../common/activities/constants.ts';
import { isEmptyDocument, unfinishedQuestions } from '../../../common/activities/rules.ts';
import { zWorksheetItemInput } from '../../../common/activities/schema.ts';
import { newItemInput } from './item-input.ts';

describe('newItemInput: a new question holds no text the teacher did not type', () => {
  it.each(WORKSHEET_ITEM_KINDS)(
    'starts a %s question with an empty prompt, and the server takes it',
    (kind) => {
      const input = newItemInput(kind);
      expect(isEmptyDocument(input.prompt)).toBe(true);
      expect(JSON.stringify(input)).not.toMatch(/Write the question|"text":"[AB]"|"latex":"x"/);
      expect(zWorksheetItemInput.safeParse(input).success).toBe(true);
    },
  );

  it('is not ready for students until the teacher writes it', () => {
    const unfinished = unfinishedQuestions(
      WORKSHEET_ITEM_KINDS.map((kind) => zWorksheetItemInput.parse(newItemInput(kind))),
    );
    expect(unfinished.map((q) => q.missing)).toEqual([
      ['prompt', 'option'],
      ['prompt'],
      ['prompt'],
      ['prompt'],
      ['prompt', 'modelAnswer'],
    ]);
  });
});
