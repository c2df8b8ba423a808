import { ComputeEngine, isFunction, isSymbol, type Expression } from '@cortex-js/compute-engine';
import { EQUAL_TOLERANCE, MATHS_ANSWER_MAX_LENGTH, MIN_DEFINED_SAMPLES, SAMPLE_POINTS } from './constants.ts';

/**
 * Marking maths answers by mathematical equivalence with the teacher's model answer, using the
 * MathLive project's Compute Engine: it parses both, which are then evaluated at fixed sample
 * values of their variables and must agree at every point where both are defined (so 2x+2 ≡
 * 2(x+1), sin²x+cos²x ≡ 1, but not 2x and x²); the engine's symbolic check decides the rest.
 */

let engine: ComputeEngine | null = null;
// One engine per process: building one takes a noticeable moment, and every comparison runs in
// a scope of its own so no declaration outlives it.
const computeEngine = (): ComputeEngine => (engine ??= new ComputeEngine());

export type ParsedMaths = { ok: true; expression: Expression } | { ok: false };

/** Whether a LaTeX text is a well-formed expression or equation (the parse check of an answer box). */
export function parseMaths(latex: string): ParsedMaths {
  if (typeof latex !== 'string' || latex.trim() === '' || latex.length > MATHS_ANSWER_MAX_LENGTH)
    return { ok: false };
  try {
    const expression = computeEngine().parse(latex);
    return expression.isValid && expression.operator !== 'Sequence' && !isSymbol(expression, 'Nothing')
      ? { ok: true, expression }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

export const isWellFormedMaths = (latex: string): boolean => parseMaths(latex).ok;

interface Value {
  re: number;
  im: number;
}

function evaluate(expression: Expression, at: Record<string, number>): Value | null {
  const value = (Object.keys(at).length > 0 ? expression.subs(at) : expression).N();
  const { re, im } = value;
  return Number.isFinite(re) && Number.isFinite(im) ? { re, im } : null;
}

const close = (a: number, b: number) =>
  Math.abs(a - b) <= EQUAL_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
const sameValue = (a: Value, b: Value) => close(a.re, b.re) && close(a.im, b.im);

/** An equation `l = r` as the expression `l - r`; anything else as it is. */
function sideDifference(expression: Expression): Expression | null {
  if (!isFunction(expression, 'Equal')) return null;
  const [left, right] = expression.ops;
  return left && right ? left.sub(right) : null;
}

/** Each variable set to its sample value at point i (variables take different values from one another). */
function samplePoint(variables: readonly string[], i: number): Record<string, number> {
  return Object.fromEntries(
    variables.map((name, k) => [name, SAMPLE_POINTS[(i + 3 * k) % SAMPLE_POINTS.length]!]),
  );
}

/**
 * Equal at every sample point where both are defined (true), different at one (false), or
 * undecided when too few points give both a value. With `upToFactor`, equal up to one non-zero
 * constant factor (two equations of the same line).
 */
function agreeAtSamples(a: Expression, b: Expression, upToFactor: boolean): boolean | undefined {
  const variables = [...new Set([...a.unknowns, ...b.unknowns])].sort();
  let defined = 0;
  let factor: Value | null = null;
  for (let i = 0; i < SAMPLE_POINTS.length; i += 1) {
    const at = samplePoint(variables, i);
    const x = evaluate(a, at);
    const y = evaluate(b, at);
    if (x === null && y === null) continue;
    if (x === null || y === null) return false;
    defined += 1;
    if (!upToFactor) {
      if (!sameValue(x, y)) return false;
      continue;
    }
    const yIsZero = close(y.re, 0) && close(y.im, 0);
    const xIsZero = close(x.re, 0) && close(x.im, 0);
    if (xIsZero || yIsZero) {
      if (xIsZero !== yIsZero) return false;
      continue;
    }
    const denominator = y.re * y.re + y.im * y.im;
    const ratio = {
      re: (x.re * y.re + x.im * y.im) / denominator,
      im: (x.im * y.re - x.re * y.im) / denominator,
    };
    if (factor === null) factor = ratio;
    else if (!sameValue(factor, ratio)) return false;
  }
  return defined >= MIN_DEFINED_SAMPLES ? true : undefined;
}

/**
 * Whether a student's answer is mathematically equivalent to the model answer. Never throws: an
 * answer that does not parse, or one the engine cannot decide, is not equivalent.
 */
export function areMathematicallyEquivalent(answerLatex: string, modelLatex: string): boolean {
  const answer = parseMaths(answerLatex);
  const model = parseMaths(modelLatex);
  if (!answer.ok || !model.ok) return false;
  const ce = computeEngine();
  ce.pushScope();
  try {
    const a = answer.expression;
    const b = model.expression;
    if (a.isSame(b)) return true;
    const aDifference = sideDifference(a);
    const bDifference = sideDifference(b);
    if ((aDifference === null) !== (bDifference === null)) return false;
    if (aDifference && bDifference) return agreeAtSamples(aDifference, bDifference, true) ?? false;
    // Evaluating at sample points is quick and decides nearly every school answer; the engine's
    // own symbolic check (much slower) is asked only when too few points give both a value.
    return agreeAtSamples(a, b, false) ?? a.isEqual(b) ?? false;
  } catch {
    return false;
  } finally {
    ce.popScope();
  }
}
