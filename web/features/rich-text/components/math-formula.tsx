import 'katex/dist/katex.min.css';
import katex from 'katex';
import { useMemo, type CSSProperties } from 'react';
import { LATEX_MAX_LENGTH } from '../../../../common/rich-text/constants.ts';

/**
 * The largest size, in em, a formula may give anything it sizes itself (`\rule`, `\kern`,
 * `\raisebox`, `\hspace`): a student's `\rule{300em}{300em}` draws a box of 5 em at most.
 */
export const FORMULA_MAX_SIZE_EM = 5;
/** Macro expansions per formula: enough for any real formula, not for one that expands itself. */
const FORMULA_MAX_EXPAND = 100;

/**
 * Paint containment: whatever a formula draws (a negative kern, `\mathllap`, a raised box) shows
 * only inside its own box, never over the page or dialog around it (a teacher marking an answer).
 */
const CONTAINED: Record<'inline' | 'display', CSSProperties> = {
  inline: { contain: 'paint', display: 'inline-block', maxWidth: '100%', verticalAlign: 'baseline' },
  display: { contain: 'paint', display: 'block', maxWidth: '100%', overflowX: 'auto' },
};

/**
 * A formula rendered by KaTeX. The one place HTML is set from a string: KaTeX builds it from the
 * LaTeX with `trust: false` (no \href, \url, \htmlClass, \includegraphics and the like), so a
 * person's LaTeX cannot add links, scripts or attributes; an error shows the LaTeX in red.
 */
export function MathFormula({ latex, display = false }: { latex: string; display?: boolean }) {
  const html = useMemo(
    () =>
      katex.renderToString(latex.slice(0, LATEX_MAX_LENGTH), {
        displayMode: display,
        throwOnError: false,
        trust: false,
        strict: 'ignore',
        output: 'htmlAndMathml',
        maxSize: FORMULA_MAX_SIZE_EM,
        maxExpand: FORMULA_MAX_EXPAND,
      }),
    [latex, display],
  );
  const Tag = display ? 'div' : 'span';
  // KaTeX's output from the LaTeX, with trust: false (see above): the one exception to React elements.
  return (
    <Tag
      className="rich-text-formula"
      style={CONTAINED[display ? 'display' : 'inline']}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
