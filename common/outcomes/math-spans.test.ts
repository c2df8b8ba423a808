import { describe, expect, it } from 'vitest';
import { splitMath } from './math-spans.ts';

const formulas = (text: string) => splitMath(text).flatMap((p) => (p.kind === 'math' ? [p.latex] : []));

describe('splitMath', () => {
  it('finds the formulas California mathematics writes between dollars', () => {
    expect(splitMath('Explain why $\\frac{1}{2} = \\frac{2}{4}$ holds.')).toEqual([
      { kind: 'text', text: 'Explain why ' },
      { kind: 'math', latex: '\\frac{1}{2} = \\frac{2}{4}' },
      { kind: 'text', text: ' holds.' },
    ]);
    expect(formulas('equations $8 \\times ? = 48$, $5 = _ \\div 3$, $6 \\times 6 = ?$.')).toEqual([
      '8 \\times ? = 48',
      '5 = _ \\div 3',
      '6 \\times 6 = ?',
    ]);
  });

  it('leaves money as text, beside a formula too', () => {
    const text =
      'If a woman making $25 an hour gets a 10% raise, she will make an additional $\\frac{1}{10}$  of her salary an hour, or $2.50, for a new salary of $27.50.';
    expect(formulas(text)).toEqual(['\\frac{1}{10}']);
    expect(splitMath('using $ and ¢ symbols appropriately.')).toEqual([
      { kind: 'text', text: 'using $ and ¢ symbols appropriately.' },
    ]);
    expect(formulas('you are paid $50 per week plus $3 per sale, at least $100.')).toEqual([]);
  });

  it('takes a formula whose letters are variables, not words', () => {
    expect(formulas('(In general, ($\\frac{a}{b}) \\div (\\frac{c}{d}) = \\frac{ab}{cd}$.)')).toEqual([
      '\\frac{a}{b}) \\div (\\frac{c}{d}) = \\frac{ab}{cd}',
    ]);
    expect(formulas('$\\sin^{2}(\\theta) + \\cos^{2}(\\theta) = 1$')).toEqual([
      '\\sin^{2}(\\theta) + \\cos^{2}(\\theta) = 1',
    ]);
  });

  it('keeps an escaped dollar and a text with no dollar as text', () => {
    expect(formulas('costs \\$5 and \\$6')).toEqual([]);
    expect(splitMath('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(splitMath('')).toEqual([]);
  });
});
