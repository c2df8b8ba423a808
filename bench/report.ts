/** Pure helpers for the benchmark: round summaries, ratios against baselines and the result table. */

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

export interface Measurement {
  key: string;
  label: string;
  /** Null when the target could not be measured (e.g. pgbench not installed). */
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /**
   * The key of the measurement this one is compared with, and the ratio it must reach; null for a
   * reference (its ratio is shown to explain the others, with no target of its own).
   */
  baseline?: { key: string; required: number | null };
  /** Problems seen while measuring (unexpected status codes, socket errors). */
  notes?: string[];
}

export type Verdict = 'PASS' | 'FAIL' | 'baseline' | 'reference' | 'n/a';

export interface Row {
  target: string;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  ratio: number | null;
  baselineLabel: string | null;
  required: number | null;
  verdict: Verdict;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** The mean of each figure over the measured rounds. */
export function summariseRounds(rounds: readonly LoadFigures[]): LoadFigures {
  return {
    reqPerSec: mean(rounds.map((r) => r.reqPerSec)),
    p50Ms: mean(rounds.map((r) => r.p50Ms)),
    p99Ms: mean(rounds.map((r) => r.p99Ms)),
  };
}

export function ratioOf(value: number | null, baseline: number | null): number | null {
  if (value === null || baseline === null || !Number.isFinite(value) || !Number.isFinite(baseline))
    return null;
  if (baseline <= 0) return null;
  return value / baseline;
}

/** A ratio that could not be computed is 'n/a', never a silent pass. */
export function verdictOf(ratio: number | null, required: number): Verdict {
  if (ratio === null) return 'n/a';
  return ratio >= required ? 'PASS' : 'FAIL';
}

export function buildRows(measurements: readonly Measurement[]): Row[] {
  const byKey = new Map(measurements.map((m) => [m.key, m]));
  return measurements.map((m) => {
    const base = { target: m.label, reqPerSec: m.reqPerSec, p50Ms: m.p50Ms, p99Ms: m.p99Ms };
    if (!m.baseline) {
      return { ...base, ratio: null, baselineLabel: null, required: null, verdict: 'baseline' as const };
    }
    const baseline = byKey.get(m.baseline.key);
    const ratio = ratioOf(m.reqPerSec, baseline?.reqPerSec ?? null);
    return {
      ...base,
      ratio,
      baselineLabel: baseline?.label ?? m.baseline.key,
      required: m.baseline.required,
      verdict: m.baseline.required === null ? ('reference' as const) : verdictOf(ratio, m.baseline.required),
    };
  });
}

const fixed = (value: number | null, digits: number, suffix = ''): string =>
  value === null || !Number.isFinite(value) ? '-' : `${value.toFixed(digits)}${suffix}`;

export const formatReqPerSec = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? '-' : Math.round(value).toLocaleString('en-AU');

export function formatRow(row: Row): string[] {
  return [
    row.target,
    formatReqPerSec(row.reqPerSec),
    fixed(row.p50Ms, 1, ' ms'),
    fixed(row.p99Ms, 1, ' ms'),
    row.ratio === null ? '-' : `${row.ratio.toFixed(2)}x ${row.baselineLabel ?? ''}`.trim(),
    row.required === null ? '-' : `>= ${row.required.toFixed(1)}x`,
    row.verdict === 'FAIL' ? '** FAIL **' : row.verdict,
  ];
}

const HEADER = ['target', 'req/s', 'p50', 'p99', 'ratio (to baseline)', 'required', 'result'];
/** Columns holding numbers are right-aligned. */
const RIGHT_ALIGNED = new Set([1, 2, 3]);

/** A plain-text table, also valid Markdown, so it can be pasted into docs/performance.md. */
export function formatTable(rows: readonly Row[]): string {
  const cells = [HEADER, ...rows.map(formatRow)];
  const widths = HEADER.map((_, col) => Math.max(...cells.map((line) => line[col]!.length)));
  const pad = (text: string, col: number) =>
    RIGHT_ALIGNED.has(col) ? text.padStart(widths[col]!) : text.padEnd(widths[col]!);
  const line = (values: readonly string[]) => `| ${values.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, col) => (RIGHT_ALIGNED.has(col) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(HEADER), rule, ...cells.slice(1).map(line)].join('\n');
}

export function countFailures(rows: readonly Row[]): number {
  return rows.filter((r) => r.verdict === 'FAIL' || r.verdict === 'n/a').length;
}
