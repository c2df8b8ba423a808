import { Fragment, useMemo, type ReactNode } from 'react';
import {
  parseOutcomeText,
  type OutcomeText as Parsed,
  type OutcomeTextNode,
} from '../../../../common/outcomes/outcome-text.ts';
import { MathFormula } from '../../rich-text/index.ts';

/**
 * Texts read once per page: a curriculum lists hundreds of outcomes, and the search draws its
 * results again as a teacher types. Bounded, as curricula are (about 3,000 outcomes shipped).
 */
const READ = new Map<string, Parsed>();
const MAX_KEPT = 10_000;

function read(text: string): Parsed {
  let parsed = READ.get(text);
  if (!parsed) {
    if (READ.size >= MAX_KEPT) READ.clear();
    parsed = parseOutcomeText(text);
    READ.set(text, parsed);
  }
  return parsed;
}

function draw(node: OutcomeTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'math':
      return <MathFormula key={key} latex={node.latex} />;
    case 'code':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'emphasis':
      return <em key={key}>{node.children.map(draw)}</em>;
    case 'strong':
      return <strong key={key}>{node.children.map(draw)}</strong>;
    case 'subscript':
      return <sub key={key}>{node.children.map(draw)}</sub>;
    case 'superscript':
      return <sup key={key}>{node.children.map(draw)}</sup>;
  }
}

/**
 * An outcome's text wherever it is shown (a title, a note, an NGSS part): its Markdown emphasis and
 * `$…$` formulas drawn (KaTeX, loaded with the first formula), as React elements only. Inline, for
 * the caller's `Text` to hold; paragraphs are separated by a blank line.
 */
export function OutcomeText({ text }: { text: string }) {
  const paragraphs = useMemo(() => read(text), [text]);
  return paragraphs.map((paragraph, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          <br />
          <br />
        </>
      )}
      {paragraph.map(draw)}
    </Fragment>
  ));
}
