/**
 * A formula as a line of plain text, for where no maths can be drawn (a CSV cell, a tooltip):
 * `\frac{1}{2}` is 1/2, `x^{2}` is x², `\sqrt{3}` is √3, `\times` is ×. Only the LaTeX outcome text
 * uses is read (fractions, powers, roots, operators, Greek letters, functions); any other command
 * is written by its name, so nothing is dropped.
 */

const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  cdot: '·',
  approx: '≈',
  neq: '≠',
  ne: '≠',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  lt: '<',
  gt: '>',
  infty: '∞',
  rightarrow: '→',
  to: '→',
  leftarrow: '←',
  degree: '°',
  circ: '°',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  Sigma: 'Σ',
  omega: 'ω',
  Omega: 'Ω',
  phi: 'φ',
  rho: 'ρ',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  ' ': ' ',
  quad: ' ',
  '{': '{',
  '}': '}',
  '%': '%',
  $: '$',
  '\\': ' ',
};
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'log', 'ln', 'exp', 'lim', 'max', 'min']);
const WRAPPERS = new Set(['text', 'mathrm', 'mathit', 'mathbf', 'operatorname', 'left', 'right']);
const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  '+': '⁺',
  n: 'ⁿ',
};

/** A LaTeX reader over one string: groups, commands and single characters, in order. */
class Reader {
  private at = 0;
  constructor(private readonly source: string) {}

  done = () => this.at >= this.source.length;

  /** The next argument: a `{…}` group's text, else one character (spaces skipped). */
  argument(): string {
    while (this.source[this.at] === ' ') this.at += 1;
    if (this.source[this.at] === '{') {
      let depth = 0;
      const start = this.at + 1;
      for (; this.at < this.source.length; this.at += 1) {
        if (this.source[this.at] === '\\') this.at += 1;
        else if (this.source[this.at] === '{') depth += 1;
        else if (this.source[this.at] === '}' && --depth === 0) break;
      }
      const inner = this.source.slice(start, this.at);
      this.at += 1;
      return latexToPlainText(inner);
    }
    if (this.source[this.at] === '\\') return this.command();
    return this.source[this.at++] ?? '';
  }

  /** A command at the reading place, as text. */
  command(): string {
    this.at += 1;
    const name = /^[A-Za-z]+/.exec(this.source.slice(this.at))?.[0] ?? this.source[this.at] ?? '';
    this.at += name.length;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const numerator = this.argument();
      const denominator = this.argument();
      return `${grouped(numerator)}/${grouped(denominator)}`;
    }
    if (name === 'sqrt') return `√${grouped(this.argument())}`;
    if (WRAPPERS.has(name)) return name === 'left' || name === 'right' ? '' : this.argument();
    if (FUNCTIONS.has(name)) return name;
    return SYMBOLS[name] ?? name;
  }

  next(): string {
    const c = this.source[this.at] ?? '';
    if (c === '\\') return this.command();
    if (c === '^' || c === '_') {
      this.at += 1;
      const value = this.argument();
      if (c === '_') return value.length > 1 ? `_(${value})` : `_${value}`;
      const raised = [...value].map((ch) => SUPERSCRIPTS[ch]);
      return raised.every(Boolean) ? raised.join('') : `^${value.length > 1 ? `(${value})` : value}`;
    }
    this.at += 1;
    return c === '{' || c === '}' || c === '~' ? (c === '~' ? ' ' : '') : c;
  }
}

/** A fraction's part or a root's radicand in brackets when it is more than one number or letter. */
const grouped = (text: string) =>
  /^[\p{L}\p{N}.]+$/u.test(text) || /^\(.*\)$/.test(text) ? text : `(${text})`;

export function latexToPlainText(latex: string): string {
  const reader = new Reader(latex);
  let text = '';
  while (!reader.done()) text += reader.next();
  return text.replace(/\s+/g, ' ').trim();
}
