import { describe, expect, it } from 'vitest';
import { outcomeTextToPlain, parseOutcomeText } from './outcome-text.ts';

const CALIFORNIA_HSN_CN_C_8 =
  '(+) Extend polynomial identities to the complex numbers. *For example, rewrite $x^{2} + 4$ as $(x + 2i)(x - 2i)$.*';

describe('parseOutcomeText', () => {
  it('reads emphasis around formulas as California mathematics writes it', () => {
    expect(parseOutcomeText(CALIFORNIA_HSN_CN_C_8)).toEqual([
      [
        { type: 'text', value: '(+) Extend polynomial identities to the complex numbers. ' },
        {
          type: 'emphasis',
          children: [
            { type: 'text', value: 'For example, rewrite ' },
            { type: 'math', latex: 'x^{2} + 4' },
            { type: 'text', value: ' as ' },
            { type: 'math', latex: '(x + 2i)(x - 2i)' },
            { type: 'text', value: '.' },
          ],
        },
      ],
    ]);
  });

  it('reads strong, code, line breaks, paragraphs and Pandoc sub- and superscripts', () => {
    expect(parseOutcomeText('**Key** idea `x`\nFe~2~O~3~ and m^2^\n\nNext')).toEqual([
      [
        { type: 'strong', children: [{ type: 'text', value: 'Key' }] },
        { type: 'text', value: ' idea ' },
        { type: 'code', value: 'x' },
        { type: 'break' },
        { type: 'text', value: 'Fe' },
        { type: 'subscript', children: [{ type: 'text', value: '2' }] },
        { type: 'text', value: 'O' },
        { type: 'subscript', children: [{ type: 'text', value: '3' }] },
        { type: 'text', value: ' and m' },
        { type: 'superscript', children: [{ type: 'text', value: '2' }] },
      ],
      [{ type: 'text', value: 'Next' }],
    ]);
  });

  it('keeps what outcome text does not use as it is written: HTML, links, lists, headings', () => {
    expect(parseOutcomeText('<script>alert(1)</script> [a](javascript:x)')).toEqual([
      [{ type: 'text', value: '<script>alert(1)</script> [a](javascript:x)' }],
    ]);
    expect(parseOutcomeText('1. Count to 100\n# Not a heading')).toEqual([
      [
        { type: 'text', value: '1. Count to 100' },
        { type: 'break' },
        { type: 'text', value: '# Not a heading' },
      ],
    ]);
  });

  it('gives a text without markup as one text node', () => {
    expect(parseOutcomeText('Develop models of molecules.')).toEqual([
      [{ type: 'text', value: 'Develop models of molecules.' }],
    ]);
    expect(parseOutcomeText('')).toEqual([]);
  });
});

describe('outcomeTextToPlain', () => {
  it('drops the Markdown marks and writes the formulas out', () => {
    expect(outcomeTextToPlain(CALIFORNIA_HSN_CN_C_8)).toBe(
      '(+) Extend polynomial identities to the complex numbers. For example, rewrite x² + 4 as (x + 2i)(x - 2i).',
    );
    expect(outcomeTextToPlain('Recognize that $\\frac{1}{2} = \\frac{2}{4}$, **always**.')).toBe(
      'Recognize that 1/2 = 2/4, always.',
    );
  });

  it('keeps money and line breaks', () => {
    expect(outcomeTextToPlain('We paid $75 for 15 hamburgers.\nA rate of $5 each.')).toBe(
      'We paid $75 for 15 hamburgers.\nA rate of $5 each.',
    );
  });
});
