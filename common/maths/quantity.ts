import { unit as parseUnit, type Unit } from 'mathjs';

/**
 * Numeric answers with units: a number and a unit typed by a student, compared with the model
 * value within a tolerance after converting to the model's unit (mathjs units: SI with prefixes,
 * and the common non-SI ones such as km/h, L, atm, °C).
 */

export interface Quantity {
  value: number;
  /** The unit as mathjs reads it, or null for a bare number. */
  unit: string | null;
}

export interface NumericModel {
  value: number;
  unit: string | null;
  tolerance: { kind: 'absolute' | 'relative'; amount: number };
}

export type QuantityVerdict =
  | { isCorrect: true }
  | { isCorrect: false; reason: 'unreadable' | 'missing-unit' | 'wrong-unit' | 'out-of-tolerance' };

const SUPERSCRIPTS: Record<string, string> = {
  '⁻': '-',
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
};
const MAX_LENGTH = 100;

/** What people type, in the form mathjs reads: ² as ^2, × 10⁻³ as e-3, µ as u, °C as degC. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (s) => `^${[...s].map((c) => SUPERSCRIPTS[c]).join('')}`)
    .replace(/\s*[x×*·]\s*10\s*\^\s*\(?\s*([-+−]?\d+)\s*\)?/g, 'e$1')
    .replace(/−/g, '-')
    .replace(/[µμ]/g, 'u')
    .replace(/Ω/g, 'ohm')
    .replace(/°\s*C\b/g, 'degC')
    .replace(/°\s*F\b/g, 'degF')
    .replace(/°/g, 'deg')
    .replace(/[·⋅]/g, '*');
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** A typed number with an optional unit, or null when it is not one. */
export function parseQuantity(text: string): Quantity | null {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return null;
  const normalised = normalise(text);
  if (NUMBER.test(normalised)) return { value: Number(normalised), unit: null };
  const [, number, rest] = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*(.+)$/i.exec(normalised) ?? [];
  if (!number || !rest || /^[\d.]/.test(rest)) return null;
  try {
    const unit: Unit = parseUnit(rest);
    return Number.isFinite(Number(number))
      ? { value: Number(number), unit: unit.formatUnits() || rest }
      : null;
  } catch {
    return null;
  }
}

/** Whether a unit text is one the marking understands (for the teacher's model answer form). */
export function isKnownUnit(text: string): boolean {
  try {
    parseUnit(normalise(text));
    return true;
  } catch {
    return false;
  }
}

/** Marks a numeric answer against the model value, converting units first. */
export function compareQuantity(answerText: string, model: NumericModel): QuantityVerdict {
  const answer = parseQuantity(answerText);
  if (!answer) return { isCorrect: false, reason: 'unreadable' };
  let value = answer.value;
  if (model.unit) {
    if (!answer.unit) return { isCorrect: false, reason: 'missing-unit' };
    try {
      value = parseUnit(answer.value, answer.unit).toNumber(normalise(model.unit));
    } catch {
      return { isCorrect: false, reason: 'wrong-unit' };
    }
  } else if (answer.unit) {
    return { isCorrect: false, reason: 'wrong-unit' };
  }
  const allowed =
    model.tolerance.kind === 'absolute'
      ? model.tolerance.amount
      : model.tolerance.amount * Math.abs(model.value);
  // A hair over the tolerance for the binary rounding of decimals (0.1 + 0.2 is not 0.3).
  return Math.abs(value - model.value) <= allowed + 1e-12 * Math.max(1, Math.abs(model.value))
    ? { isCorrect: true }
    : { isCorrect: false, reason: 'out-of-tolerance' };
}
