import { describe, expect, it } from 'vitest';
import { areMathematicallyEquivalent, isWellFormedMaths } from './equivalence.ts';

describe('areMathematicallyEquivalent', () => {
  it.each([
    ['2x+2', '2(x+1)'],
    ['\\frac{1}{2}', '0.5'],
    ['x^2-1', '(x-1)(x+1)'],
    ['\\sin^2x+\\cos^2x', '1'],
    ['\\frac{x^2-1}{x-1}', 'x+1'],
    ['2\\cdot3', '6'],
    ['\\sqrt{16}', '4'],
    ['a+b', 'b+a'],
    ['\\frac{2}{4}', '\\frac{1}{2}'],
    ['x\\cdot x', 'x^2'],
    ['e^{\\ln x}', 'x'],
    ['\\pi r^2', 'r^2\\pi'],
    ['y=2x+1', '2x+1=y'],
    ['2y=4x', 'y=2x'],
    ['3.0', '3'],
    ['10^{-3}', '0.001'],
  ])('%s is equivalent to %s', (answer, model) => {
    expect(areMathematicallyEquivalent(answer, model)).toBe(true);
  });

  it.each([
    ['2x', 'x^2'],
    ['x+1', 'x-1'],
    ['\\frac{1}{3}', '0.33'],
    ['2y', '2x'],
    ['\\sin x', '\\cos x'],
    ['y=2x', 'y=3x'],
    ['y=2x', '2x'],
    ['x^2', '|x|^2+1'],
    ['\\sqrt{x^2}', 'x'],
  ])('%s is not equivalent to %s', (answer, model) => {
    expect(areMathematicallyEquivalent(answer, model)).toBe(false);
  });

  it.each([
    '',
    '   ',
    '\\frac{',
    '}}{{',
    '\\alert{1}',
    'x^',
    '=',
    '\\begin{matrix}',
    '\\'.repeat(2_000),
    'x'.repeat(1_001),
  ])('marks the garbage answer %j as not equivalent without throwing', (garbage) => {
    expect(() => areMathematicallyEquivalent(garbage, 'x')).not.toThrow();
    expect(areMathematicallyEquivalent(garbage, 'x')).toBe(false);
    expect(areMathematicallyEquivalent('x', garbage)).toBe(false);
  });
});

describe('isWellFormedMaths', () => {
  it('accepts expressions and equations and refuses broken LaTeX', () => {
    expect(isWellFormedMaths('\\frac{1}{2}x^2')).toBe(true);
    expect(isWellFormedMaths('y=mx+c')).toBe(true);
    expect(isWellFormedMaths('\\frac{1}')).toBe(false);
    expect(isWellFormedMaths('')).toBe(false);
  });
});
