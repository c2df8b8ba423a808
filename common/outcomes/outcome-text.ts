import { fromMarkdown } from 'mdast-util-from-markdown';
import type { PhrasingContent, RootContent } from 'mdast';
import { latexToPlainText } from './latex-plain.ts';
import { splitMath } from './math-spans.ts';

/**
 * An outcome's text as its curriculum writes it: plain, or Markdown with `$…$` maths (California
 * mathematics, CASE frameworks, the NSW syllabus's Pandoc export). Read into a small tree that the
 * web draws as React elements and the CSV writes as plain text, so no HTML is ever made from it.
 * Only what outcome text uses is read: emphasis, strong, code, paragraphs, line breaks, maths and
 * Pandoc's `~sub~` and `^super^`; anything else (a list, a heading, a link, HTML) stays as written.
 */
export type OutcomeTextNode =
  | { type: 'text'; value: string }
  | { type: 'math'; latex: string }
  | { type: 'code'; value: string }
  | { type: 'break' }
  | { type: 'emphasis' | 'strong' | 'subscript' | 'superscript'; children: OutcomeTextNode[] };

/** Paragraphs, each a run of inline nodes. */
export type OutcomeText = OutcomeTextNode[][];

/** Constructs that outcome text does not use, kept as the characters they are written with. */
const NOT_READ = [
  'autolink',
  'blockQuote',
  'characterReference',
  'codeFenced',
  'codeIndented',
  'definition',
  'hardBreakEscape',
  'headingAtx',
  'htmlFlow',
  'htmlText',
  'labelEnd',
  'labelStartImage',
  'labelStartLink',
  'list',
  'setextUnderline',
  'thematicBreak',
];

/** Formulas stand in the Markdown as one private-use character each, so Markdown leaves them whole. */
const PLACEHOLDER_BASE = 0xe000;
const PRIVATE_USE = /[\uE000-\uF8FF]/;
/** Characters that make a text worth reading as Markdown; the rest is one text node as it is. */
const MARKUP = /[*_`$\\~^\n]/;

function fromPhrasing(node: PhrasingContent, formulas: readonly string[]): OutcomeTextNode[] {
  switch (node.type) {
    case 'text':
      return textNodes(node.value, formulas);
    case 'emphasis':
    case 'strong':
      return [{ type: node.type, children: node.children.flatMap((child) => fromPhrasing(child, formulas)) }];
    case 'inlineCode':
      return [{ type: 'code', value: restoreFormulas(node.value, formulas) }];
    case 'break':
      return [{ type: 'break' }];
    default:
      return 'value' in node ? textNodes(String(node.value), formulas) : [];
  }
}

const restoreFormulas = (text: string, formulas: readonly string[]) =>
  text.replace(/[\uE000-\uF8FF]/g, (c) => `$${formulas[c.charCodeAt(0) - PLACEHOLDER_BASE] ?? ''}$`);

/** A text run: its formulas, line breaks, Pandoc sub- and superscripts and `\ ` spaces. */
function textNodes(value: string, formulas: readonly string[]): OutcomeTextNode[] {
  const nodes: OutcomeTextNode[] = [];
  const pattern = /([\uE000-\uF8FF])|(\n)|~([^\s~]+)~|\^([^\s^]+)\^/g;
  let last = 0;
  const pushText = (text: string) => {
    const cleaned = text.replaceAll('\\ ', ' ');
    if (cleaned) nodes.push({ type: 'text', value: cleaned });
  };
  for (const match of value.matchAll(pattern)) {
    pushText(value.slice(last, match.index));
    last = match.index + match[0].length;
    const [, placeholder, newline, sub, sup] = match;
    if (placeholder)
      nodes.push({ type: 'math', latex: formulas[placeholder.charCodeAt(0) - PLACEHOLDER_BASE] ?? '' });
    else if (newline) nodes.push({ type: 'break' });
    else if (sub) nodes.push({ type: 'subscript', children: textNodes(sub, formulas) });
    else if (sup) nodes.push({ type: 'superscript', children: textNodes(sup, formulas) });
  }
  pushText(value.slice(last));
  return nodes;
}

/** Reads an outcome's text; a text with no markup is one paragraph of one text node. */
export function parseOutcomeText(text: string): OutcomeText {
  if (!MARKUP.test(text)) return text ? [[{ type: 'text', value: text }]] : [];
  const formulas: string[] = [];
  // A text that already holds private-use characters keeps its dollars as text.
  const markdown = PRIVATE_USE.test(text)
    ? text
    : splitMath(text)
        .map((part) => {
          if (part.kind === 'text') return part.text;
          formulas.push(part.latex);
          return String.fromCharCode(PLACEHOLDER_BASE + formulas.length - 1);
        })
        .join('');
  const tree = fromMarkdown(markdown, { extensions: [{ disable: { null: NOT_READ } }] });
  return tree.children.flatMap((block: RootContent) =>
    block.type === 'paragraph' ? [block.children.flatMap((child) => fromPhrasing(child, formulas))] : [],
  );
}

function nodePlainText(node: OutcomeTextNode): string {
  switch (node.type) {
    case 'text':
    case 'code':
      return node.value;
    case 'math':
      return latexToPlainText(node.latex);
    case 'break':
      return '\n';
    case 'subscript':
    case 'superscript':
    case 'emphasis':
    case 'strong':
      return node.children.map(nodePlainText).join('');
  }
}

/** The text as plain text (a CSV cell, a tooltip): no Markdown marks, formulas written out. */
export function outcomeTextToPlain(text: string): string {
  return parseOutcomeText(text)
    .map((paragraph) => paragraph.map(nodePlainText).join(''))
    .join('\n');
}
