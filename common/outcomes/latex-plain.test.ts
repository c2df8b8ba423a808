import { describe, expect, it } from 'vitest';
import { latexToPlainText } from './latex-plain.ts';

describe('latexToPlainText', () => {
  it.each([
    ['\\frac{1}{2} = \\frac{2}{4}', '1/2 = 2/4'],
    ['9 \\frac{3}{4}', '9 3/4'],
    ['\\frac{(x+1)}{(x-1)}', '(x+1)/(x-1)'],
    ['\\frac{a + b}{2}', '(a + b)/2'],
    ['x^{2} + 4', 'x² + 4'],
    ['3^{-5}', '3⁻⁵'],
    ['y = (1.01)^{12t}', 'y = (1.01)^(12t)'],
    ['\\sqrt{3}', '√3'],
    ['\\sqrt{x + 1}', '√(x + 1)'],
    ['8 \\times ? = 48', '8 × ? = 48'],
    ['a \\pm bi', 'a ± bi'],
    ['x \\neq 1', 'x ≠ 1'],
    ['\\frac{\\pi}{3}', 'π/3'],
    ['\\sin(\\theta)', 'sin(θ)'],
    ['\\lambda\\ = \\ \\frac{v}{f}', 'λ = v/f'],
    ['_{6}^{14}C', '_6¹⁴C'],
  ])('writes %s as %s', (latex, plain) => {
    expect(latexToPlainText(latex)).toBe(plain);
  });

  it('writes a command it does not know by its name, dropping nothing', () => {
    expect(latexToPlainText('\\unknown{x}')).toBe('unknownx');
  });
});
