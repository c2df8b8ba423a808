/**
 * Where an outcome's text holds `$…$` maths (California mathematics writes its formulas so) and
 * where a `$` is money ('$25 an hour', 'using $ and ¢ symbols'). The rule is pandoc's, with one
 * more test: a span opens with a `$` followed by something other than a space, closes with the
 * next `$` preceded by something other than a space and not followed by a digit, and reads as a
 * formula rather than prose (no two words of three letters or more side by side once `\commands` are left out). A `$` that
 * opens no span is text.
 */

export type MathSplit = { kind: 'text'; text: string } | { kind: 'math'; latex: string };

/** Two words of three letters or more next to each other: prose, not a formula. */
const PROSE = /[A-Za-z]{3,}[ ,]+[A-Za-z]{3,}/;
const isFormula = (latex: string) =>
  latex.trim() !== '' && !PROSE.test(latex.replace(/\\[A-Za-z]+/g, ' ').replace(/[{}]/g, ' '));

/** The closing `$` of a span opened at `open`, or -1. */
function closingDollar(text: string, open: number): number {
  for (let at = text.indexOf('$', open + 1); at !== -1; at = text.indexOf('$', at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + 1] ?? '';
    if (before === '\\') continue;
    if (/\s/.test(before)) continue;
    if (/[0-9]/.test(after)) continue;
    return at;
  }
  return -1;
}

/** The text in order as runs of text and formulas; a text with no formula is one run. */
export function splitMath(text: string): MathSplit[] {
  const parts: MathSplit[] = [];
  let textStart = 0;
  let at = text.indexOf('$');
  while (at !== -1) {
    const next = text[at + 1] ?? '';
    const close = next && !/\s/.test(next) && text[at - 1] !== '\\' ? closingDollar(text, at) : -1;
    if (close !== -1 && isFormula(text.slice(at + 1, close))) {
      if (at > textStart) parts.push({ kind: 'text', text: text.slice(textStart, at) });
      parts.push({ kind: 'math', latex: text.slice(at + 1, close) });
      textStart = close + 1;
      at = text.indexOf('$', textStart);
    } else at = text.indexOf('$', at + 1);
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}
