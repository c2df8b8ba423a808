import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutcomeText } from './outcome-text.tsx';

const HSN_CN_C_8 =
  '(+) Extend polynomial identities to the complex numbers. *For example, rewrite $x^{2} + 4$ as $(x + 2i)(x - 2i)$.*';

describe('OutcomeText', () => {
  it('draws California mathematics with its emphasis and its formulas by KaTeX, no marks left', async () => {
    const { container } = render(
      <p>
        <OutcomeText text={HSN_CN_C_8} />
      </p>,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    const emphasis = container.querySelector('em')!;
    expect(emphasis.textContent).toMatch(/^For example, rewrite/);
    expect(emphasis.querySelectorAll('.katex')).toHaveLength(2);
    // KaTeX's MathML carries the formula for screen readers.
    expect(container.querySelector('annotation')?.textContent).toBe('x^{2} + 4');
    const words = container.cloneNode(true) as HTMLElement;
    words.querySelectorAll('.katex').forEach((formula) => formula.remove());
    expect(words.textContent).toBe(
      '(+) Extend polynomial identities to the complex numbers. For example, rewrite  as .',
    );
  });

  it('draws fractions as KaTeX does, and money as text', async () => {
    const { container } = render(
      <OutcomeText text="Recognize that $\frac{1}{2} = \frac{2}{4}$ and that we paid $75 for 15 hamburgers." />,
    );
    await waitFor(() => expect(container.querySelector('.katex .mfrac')).not.toBeNull());
    expect(container.textContent).toContain('we paid $75 for 15 hamburgers.');
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('draws strong text, sub- and superscripts and line breaks as elements, and markup from data as text', () => {
    const { container } = render(
      <OutcomeText text={'**Fe~2~O~3~** <img src=x onerror=alert(1)>\nnext line'} />,
    );
    expect(container.querySelector('strong')?.innerHTML).toBe('Fe<sub>2</sub>O<sub>3</sub>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('shows plain text as it is', () => {
    const { container } = render(<OutcomeText text="Develop models to describe the atomic composition." />);
    expect(container.innerHTML).toBe('Develop models to describe the atomic composition.');
  });
});
