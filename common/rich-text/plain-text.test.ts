import { describe, expect, it } from 'vitest';
import { plainTextOf, plainTextOfLocalized } from './plain-text.ts';
import { doc, everyNodeDocument, paragraph } from './rich-text.fixtures.ts';

describe('plainTextOf', () => {
  it('gives the words of a document, a block per line', () => {
    expect(plainTextOf(everyNodeDocument).split('\n')).toEqual([
      'States of matter',
      'Water boils at 100\\,^{\\circ}\\mathrm{C} H2O evaporation read more',
      'E = mc^2',
      'solid',
      'liquid',
      'gas',
      'A quote',
      'print(1)',
      'Ice melting',
      'Melting ice',
      'State',
      'Shape',
      'Solid',
      'Fixed',
    ]);
  });

  it('is empty for nothing', () => {
    expect(plainTextOf(null)).toBe('');
    expect(plainTextOf(doc({ type: 'paragraph' }))).toBe('');
  });

  it('reads the asked locale, else the fallback', () => {
    const text = {
      fallbackLocale: 'EN_AU' as const,
      localeToProsemirror: { EN_AU: doc(paragraph('colour')), EN_US: doc(paragraph('color')) },
    };
    expect(plainTextOfLocalized(text, 'EN_US')).toBe('color');
    expect(plainTextOfLocalized(text, 'EN_GB')).toBe('colour');
  });
});
