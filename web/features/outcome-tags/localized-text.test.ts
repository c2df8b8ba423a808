import { describe, expect, it } from 'vitest';
import { plainTextToLocalizedRichText } from '../../../common/outcomes/school-scales.ts';
import type { LocalizedRichText, RichTextDocument } from '../../../common/rich-text/schema.ts';
import {
  isBlankDocument,
  richTextLocaleOf,
  scaleLevelDocument,
  withShownDocument,
} from './localized-text.ts';

const doc = (text: string): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', ...(text ? { content: [{ type: 'text', text }] } : {}) }],
});
const localized = (entries: Partial<Record<'EN_AU' | 'EN_US', string>>, fallbackLocale: 'EN_AU' | 'EN_US') =>
  ({
    fallbackLocale,
    localeToProsemirror: Object.fromEntries(Object.entries(entries).map(([key, text]) => [key, doc(text)])),
  }) as LocalizedRichText;

describe('richTextLocaleOf', () => {
  it('turns an interface language into a rich-text locale, EN_AU for one it does not know', () => {
    expect(richTextLocaleOf('en-US')).toBe('EN_US');
    expect(richTextLocaleOf('en-AU')).toBe('EN_AU');
    expect(richTextLocaleOf('fr-FR')).toBe('EN_AU');
  });
});

describe('isBlankDocument', () => {
  it('calls a document of empty paragraphs or spaces blank, and one with a formula not', () => {
    expect(isBlankDocument(doc(''))).toBe(true);
    expect(isBlankDocument(doc('   '))).toBe(true);
    expect(isBlankDocument(doc('Names a ratio'))).toBe(false);
    expect(
      isBlankDocument({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'inlineMath', attrs: { latex: 'x' } }] }],
      }),
    ).toBe(false);
  });
});

describe('scaleLevelDocument', () => {
  const scale = {
    emerging: plainTextToLocalizedRichText('Names a ratio', 'EN_US'),
    developing: plainTextToLocalizedRichText('', 'EN_US'),
  };

  it("gives a level's text in the fallback locale when the language has none", () => {
    expect(scaleLevelDocument(scale, 'EMERGING', 'en-AU')).toEqual(scale.emerging.localeToProsemirror.EN_US);
  });

  it('gives nothing for a level with no text or a blank one', () => {
    expect(scaleLevelDocument(scale, 'PROFICIENT', 'en-AU')).toBeNull();
    expect(scaleLevelDocument(scale, 'DEVELOPING', 'en-AU')).toBeNull();
    expect(scaleLevelDocument(null, 'EMERGING', 'en-AU')).toBeNull();
  });
});

describe('withShownDocument', () => {
  it('starts a new text in the language it is written in', () => {
    expect(withShownDocument(null, doc('Students model particles'), 'en-US')).toEqual(
      localized({ EN_US: 'Students model particles' }, 'EN_US'),
    );
  });

  it('replaces the document the teacher sees: their language’s, else the fallback’s', () => {
    const both = localized({ EN_AU: 'colour', EN_US: 'color' }, 'EN_AU');
    expect(withShownDocument(both, doc('hue'), 'en-US')).toEqual(
      localized({ EN_AU: 'colour', EN_US: 'hue' }, 'EN_AU'),
    );
    const australianOnly = localized({ EN_AU: 'colour' }, 'EN_AU');
    expect(withShownDocument(australianOnly, doc('hue'), 'en-US')).toEqual(
      localized({ EN_AU: 'hue' }, 'EN_AU'),
    );
  });

  it('is null once the text is blank in every locale', () => {
    expect(withShownDocument(localized({ EN_AU: 'colour' }, 'EN_AU'), doc(''), 'en-AU')).toBeNull();
  });
});
