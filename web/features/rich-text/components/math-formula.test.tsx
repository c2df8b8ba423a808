import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORMULA_MAX_SIZE_EM, MathFormula } from './math-formula.tsx';

/** Every length KaTeX wrote into the formula's inline styles, in em. */
function lengthsEm(container: HTMLElement): number[] {
  const styles = [...container.querySelectorAll('[style]')].map((e) => e.getAttribute('style') ?? '');
  return styles.flatMap((style) => [...style.matchAll(/(-?[\d.]+)em/g)].map((m) => Math.abs(Number(m[1]))));
}

describe('MathFormula', () => {
  it.each([
    ['a rule', '\\rule{300em}{300em}'],
    ['a space', 'a\\hspace{300em}b'],
  ])("caps %s a student writes to the formula's size, whatever size it asks for", (_what, latex) => {
    const { container } = render(<MathFormula latex={latex} />);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(Math.max(...lengthsEm(container))).toBeLessThanOrEqual(FORMULA_MAX_SIZE_EM + 1);
  });

  // KaTeX does not cap a kern or a raised box: containment keeps them from drawing over the page.
  it.each(['x\\kern{-300em}y', '\\raisebox{300em}{x}', '\\mathllap{x}'])(
    'keeps what %s draws inside its own box, inline or on its own line',
    (latex) => {
      for (const display of [false, true]) {
        const { container } = render(<MathFormula latex={latex} display={display} />);
        const box = container.querySelector<HTMLElement>('.rich-text-formula')!;
        expect(box.style.contain).toBe('paint');
        expect(box.style.display).toBe(display ? 'block' : 'inline-block');
        expect(box.style.maxWidth).toBe('100%');
      }
    },
  );

  it('stops a macro that expands without end', () => {
    const { container } = render(<MathFormula latex={'\\def\\a{\\a\\a}\\a'} />);
    expect(container.querySelector('.katex-error')).not.toBeNull();
  });
});
