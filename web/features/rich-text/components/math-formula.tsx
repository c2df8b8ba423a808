import 'katex/dist/katex.min.css';
import katex from 'katex';
import { useMemo } from 'react';
import { LATEX_MAX_LENGTH } from '../../../../common/rich-text/constants.ts';

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
        maxSize: 20,
        maxExpand: 200,
      }),
    [latex, display],
  );
  const Tag = display ? 'div' : 'span';
  // KaTeX's output from the LaTeX, with trust: false (see above): the one exception to React elements.
  return <Tag className="rich-text-formula" dangerouslySetInnerHTML={{ __html: html }} />;
}
