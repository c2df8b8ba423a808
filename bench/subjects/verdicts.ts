import { formatReqPerSec, ratioOf } from '../report.ts';

/**
 * Pure verdicts for targets with two conditions: a throughput ratio to a baseline (at least
 * `min` times its rate) and a latency bound, either a ratio to the baseline's p99 or a fixed
 * number of milliseconds. A condition that cannot be computed is 'n/a', never a silent pass.
 */
export interface Figures {
  key: string;
  label: string;
  /** Requests (or joins, or transactions) per second; null when not measured. */
  perSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  throughput?: { baselineKey: string; min: number };
  latency?: { baselineKey: string; maxRatio: number } | { maxMs: number };
}

export type Outcome = 'PASS' | 'FAIL' | 'n/a' | 'baseline';

export interface VerdictRow {
  label: string;
  perSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /** e.g. "0.52x floor (>= 0.4x) PASS". Empty when the target has no such condition. */
  throughputText: string;
  latencyText: string;
  outcome: Outcome;
}

const combine = (outcomes: Outcome[]): Outcome => {
  if (outcomes.length === 0) return 'baseline';
  if (outcomes.includes('FAIL')) return 'FAIL';
  if (outcomes.includes('n/a')) return 'n/a';
  return 'PASS';
};

function throughputCheck(f: Figures, byKey: Map<string, Figures>): { text: string; outcome: Outcome } {
  const spec = f.throughput!;
  const base = byKey.get(spec.baselineKey);
  const ratio = ratioOf(f.perSec, base?.perSec ?? null);
  const outcome: Outcome = ratio === null ? 'n/a' : ratio >= spec.min ? 'PASS' : 'FAIL';
  const shown = ratio === null ? '-' : `${ratio.toFixed(2)}x`;
  return { text: `${shown} ${spec.baselineKey} (>= ${spec.min}x) ${outcome}`, outcome };
}

function latencyCheck(f: Figures, byKey: Map<string, Figures>): { text: string; outcome: Outcome } {
  const spec = f.latency!;
  if ('maxMs' in spec) {
    const ok = f.p99Ms !== null && Number.isFinite(f.p99Ms);
    const outcome: Outcome = !ok ? 'n/a' : f.p99Ms! < spec.maxMs ? 'PASS' : 'FAIL';
    return { text: `p99 < ${spec.maxMs} ms ${outcome}`, outcome };
  }
  const base = byKey.get(spec.baselineKey);
  const ratio = ratioOf(f.p99Ms, base?.p99Ms ?? null);
  const outcome: Outcome = ratio === null ? 'n/a' : ratio <= spec.maxRatio ? 'PASS' : 'FAIL';
  const shown = ratio === null ? '-' : `${ratio.toFixed(2)}x`;
  return { text: `${shown} ${spec.baselineKey} p99 (<= ${spec.maxRatio}x) ${outcome}`, outcome };
}

export function buildVerdictRows(figures: readonly Figures[]): VerdictRow[] {
  const byKey = new Map(figures.map((f) => [f.key, f]));
  return figures.map((f) => {
    const t = f.throughput ? throughputCheck(f, byKey) : null;
    const l = f.latency ? latencyCheck(f, byKey) : null;
    const outcomes = [t, l].filter((c): c is NonNullable<typeof c> => c !== null).map((c) => c.outcome);
    return {
      label: f.label,
      perSec: f.perSec,
      p50Ms: f.p50Ms,
      p99Ms: f.p99Ms,
      throughputText: t?.text ?? '-',
      latencyText: l?.text ?? '-',
      outcome: combine(outcomes),
    };
  });
}

const ms = (v: number | null) => (v === null || !Number.isFinite(v) ? '-' : `${v.toFixed(1)} ms`);

/** A plain-text table that is also valid Markdown. */
export function formatVerdictTable(rows: readonly VerdictRow[], rateHeader = 'req/s'): string {
  const header = ['target', rateHeader, 'p50', 'p99', 'throughput', 'latency', 'result'];
  const cells = [
    header,
    ...rows.map((r) => [
      r.label,
      formatReqPerSec(r.perSec),
      ms(r.p50Ms),
      ms(r.p99Ms),
      r.throughputText,
      r.latencyText,
      r.outcome === 'FAIL' ? '** FAIL **' : r.outcome,
    ]),
  ];
  const right = new Set([1, 2, 3]);
  const widths = header.map((_, col) => Math.max(...cells.map((line) => line[col]!.length)));
  const pad = (text: string, col: number) =>
    right.has(col) ? text.padStart(widths[col]!) : text.padEnd(widths[col]!);
  const line = (values: readonly string[]) => `| ${values.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, col) => (right.has(col) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

export const countNotPassing = (rows: readonly VerdictRow[]): number =>
  rows.filter((r) => r.outcome === 'FAIL' || r.outcome === 'n/a').length;

/** Statement counts per call for several teachers: equal across teachers, or why not. */
export function statementCountsEqual(counts: Record<string, number>): boolean {
  return new Set(Object.values(counts)).size <= 1;
}
