/** The pure part of the bench: figures over rounds, the run's noise, and PASS / FAIL. */
export type Result = 'PASS' | 'met (within noise)' | 'FAIL' | 'n/a';

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((sum, v) => sum + v, 0) / values.length;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The machine's run-to-run noise, measured on a baseline's repeated rounds: their spread,
 * (highest - lowest) / mean. Zero when there is only one round.
 */
export function noise(rounds: readonly number[]): number {
  if (rounds.length < 2) return 0;
  return (Math.max(...rounds) - Math.min(...rounds)) / mean(rounds);
}

/** `numerator / denominator`, or null when either is missing or the baseline is zero. */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || !Number.isFinite(numerator) || !(denominator > 0))
    return null;
  return numerator / denominator;
}

/**
 * A figure against its bound: PASS when it is met, "met (within noise)" when it misses by less
 * than the measured noise (a relative spread), FAIL otherwise; n/a when there is no figure.
 */
export function verdict(
  figure: number | null,
  bound: { min: number } | { max: number },
  measuredNoise: number,
): Result {
  if (figure === null || !Number.isFinite(figure)) return 'n/a';
  if ('min' in bound) {
    if (figure >= bound.min) return 'PASS';
    return figure >= bound.min * (1 - measuredNoise) ? 'met (within noise)' : 'FAIL';
  }
  if (figure <= bound.max) return 'PASS';
  return figure <= bound.max * (1 + measuredNoise) ? 'met (within noise)' : 'FAIL';
}

export const isMet = (result: Result): boolean => result === 'PASS' || result === 'met (within noise)';

/** A Markdown table, padded so it also reads as plain text. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${widths.map((w, col) => (cells[col] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export const formatRate = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? '-' : Math.round(value).toLocaleString('en-AU');

export const formatPercent = (value: number): string => `${(value * 100).toFixed(1)}%`;
