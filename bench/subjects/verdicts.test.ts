import { describe, expect, it } from 'vitest';
import { FULL_SCALE } from '../seed.ts';
import { SUBJECT_TEACHERS, subjectsSeedStatements } from './seed.ts';
import { subjectsPageCalls } from './calls.ts';
import {
  buildVerdictRows,
  countNotPassing,
  formatVerdictTable,
  statementCountsEqual,
  type Figures,
} from './verdicts.ts';

const floor: Figures = { key: 'floor', label: 'floor', perSec: 1000, p50Ms: 5, p99Ms: 10 };
const checked = (perSec: number | null, p99Ms: number | null): Figures => ({
  key: 'call',
  label: 'call',
  perSec,
  p50Ms: 8,
  p99Ms,
  throughput: { baselineKey: 'floor', min: 0.4 },
  latency: { baselineKey: 'floor', maxRatio: 3 },
});

describe('verdicts with a throughput and a latency condition', () => {
  it('passes only when both hold', () => {
    const [base, pass] = buildVerdictRows([floor, checked(400, 30)]);
    expect(base!.outcome).toBe('baseline');
    expect(pass!.outcome).toBe('PASS');
    expect(pass!.throughputText).toBe('0.40x floor (>= 0.4x) PASS');
    expect(pass!.latencyText).toBe('3.00x floor p99 (<= 3x) PASS');
    expect(buildVerdictRows([floor, checked(399, 30)])[1]!.outcome).toBe('FAIL');
    expect(buildVerdictRows([floor, checked(900, 31)])[1]!.outcome).toBe('FAIL');
  });

  it('says n/a, never PASS, when a figure is missing', () => {
    const rows = buildVerdictRows([floor, checked(null, 10)]);
    expect(rows[1]!.outcome).toBe('n/a');
    expect(countNotPassing(rows)).toBe(1);
  });

  it('checks a fixed p99 bound', () => {
    const joins: Figures = {
      key: 'joins',
      label: 'joins',
      perSec: 300,
      p50Ms: 20,
      p99Ms: 49.9,
      throughput: { baselineKey: 'floor', min: 0.25 },
      latency: { maxMs: 50 },
    };
    expect(buildVerdictRows([floor, joins])[1]!.outcome).toBe('PASS');
    expect(buildVerdictRows([floor, { ...joins, p99Ms: 50 }])[1]!.outcome).toBe('FAIL');
  });

  it('prints a Markdown table', () => {
    const table = formatVerdictTable(buildVerdictRows([floor, checked(100, 50)]));
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toContain('** FAIL **');
  });

  it('compares statement counts across teachers', () => {
    expect(statementCountsEqual({ one: 3, twelve: 3, many: 3 })).toBe(true);
    expect(statementCountsEqual({ one: 3, twelve: 3, many: 203 })).toBe(false);
  });
});

describe('subjects page seed', () => {
  it('keeps the teachers on distinct, never archived subjects', () => {
    const ranges = SUBJECT_TEACHERS.map((t) => [t.first, t.first + t.subjects - 1] as const);
    for (const [i, [a, b]] of ranges.entries()) {
      expect(b).toBeLessThanOrEqual(300);
      for (const [c, d] of ranges.slice(i + 1)) expect(b < c || d < a).toBe(true);
    }
    const statements = subjectsSeedStatements(FULL_SCALE, 1001, [
      { principal: 'p', tokenHash: 'h', csrfToken: 'c' },
    ]);
    expect(statements.at(-1)).toBe('vacuum analyze');
    expect(statements[0]).toContain('generate_series(1, 3000)');
  });

  it('names the three calls of the page', () => {
    expect(subjectsPageCalls(7).map((c) => c.path)).toEqual([
      '/v3/institutions/7?includeMyRole=true&permissions=true',
      '/v3/subjects?institutionId=7&permissions=true',
      '/v3/institutions/7/anyArchivedAubjects',
    ]);
  });
});
