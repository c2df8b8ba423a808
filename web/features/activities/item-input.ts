import type { WorksheetItemKind } from '../../../common/activities/constants.ts';
import type { WorksheetItem, WorksheetItemInput } from '../../../common/activities/schema.ts';
import type { RichTextDocument } from '../../../common/rich-text/schema.ts';

/** A document with one paragraph of text (or none). */
export function textDocument(text = ''): RichTextDocument {
  return { type: 'doc', content: [{ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] }] };
}

/** A new option id, unique enough within one question. */
export function newOptionId(): string {
  return `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A new question of a kind, for the teacher to fill in: the editor saves every change from there.
 * No text the teacher did not type: the prompt starts empty (its placeholder is only shown); the
 * server takes an empty prompt on a draft and refuses to publish a lesson with one.
 */
export function newItemInput(kind: WorksheetItemKind): WorksheetItemInput {
  const base = { prompt: textDocument(), marks: 1 };
  switch (kind) {
    case 'multipleChoice': {
      const options = [
        { id: newOptionId(), text: '' },
        { id: `${newOptionId()}b`, text: '' },
      ];
      return {
        ...base,
        kind,
        options,
        allowMultiple: false,
        modelAnswer: { correctOptionIds: [options[0]?.id ?? ''] },
      };
    }
    case 'shortAnswer':
      return { ...base, kind, modelAnswer: null };
    case 'longAnswer':
      return { ...base, kind, marks: 4, modelAnswer: null };
    case 'numeric':
      return {
        ...base,
        kind,
        modelAnswer: { value: 0, unit: '', tolerance: { kind: 'absolute', amount: 0 } },
      };
    case 'maths':
      return { ...base, kind, modelAnswer: { latex: '' } };
  }
}

/** A saved question as the input that would save it again (what the editor's form holds). */
export function toItemInput(item: WorksheetItem): WorksheetItemInput {
  const base = { prompt: item.prompt, marks: item.marks };
  switch (item.kind) {
    case 'multipleChoice':
      return {
        ...base,
        kind: item.kind,
        options: item.options,
        allowMultiple: item.allowMultiple,
        modelAnswer: item.modelAnswer ?? { correctOptionIds: [] },
      };
    case 'shortAnswer':
      return { ...base, kind: item.kind, modelAnswer: item.modelAnswer };
    case 'longAnswer':
      return { ...base, kind: item.kind, modelAnswer: item.modelAnswer };
    case 'numeric':
      return {
        ...base,
        kind: item.kind,
        modelAnswer: item.modelAnswer ?? { value: 0, unit: '', tolerance: { kind: 'absolute', amount: 0 } },
      };
    case 'maths':
      return { ...base, kind: item.kind, modelAnswer: item.modelAnswer ?? { latex: '' } };
  }
}
