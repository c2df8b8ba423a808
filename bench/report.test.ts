import { describe, expect, it } from 'vitest';
import { isLocalDatabase } from './cpu.ts';
import { parsePgbenchTps } from './pgbench.ts';
import { summariseStderr } from './processes.ts';
import {
  buildRows,
  countFailures,
  formatReqPerSec,
  formatTable,
  ratioOf,
  summariseRounds,
  verdictOf,
  type Measurement,
} from './report.ts';
import { seedStatements, teacherInstitutionIds } from './seed.ts';
import { addRound, emptyTally, tallyCpu, tallyFigures, tallyNotes } from './tally.ts';

const figures = (reqPerSec: number | null) => ({ reqPerSec, p50Ms: 1, p99Ms: 4 });

describe('ratios and verdicts', () => {
  it('divides the measured figure by its baseline', () => {
    expect(ratioOf(800, 1000)).toBe(0.8);
  });

  it('has no ratio when either side is missing or the baseline is zero', () => {
    expect(ratioOf(null, 1000)).toBeNull();
    expect(ratioOf(800, null)).toBeNull();
    expect(ratioOf(800, 0)).toBeNull();
    expect(ratioOf(Number.NaN, 10)).toBeNull();
  });

  it('passes at exactly the required ratio and fails just below it', () => {
    expect(verdictOf(0.5, 0.5)).toBe('PASS');
    expect(verdictOf(0.499, 0.5)).toBe('FAIL');
  });

  it('never passes a target that could not be measured', () => {
    expect(verdictOf(null, 0.2)).toBe('n/a');
  });
});

describe('summariseRounds', () => {
  it('takes the mean of each figure over the rounds', () => {
    const summary = summariseRounds([
      { reqPerSec: 100, p50Ms: 1, p99Ms: 10 },
      { reqPerSec: 200, p50Ms: 3, p99Ms: 20 },
    ]);
    expect(summary).toEqual({ reqPerSec: 150, p50Ms: 2, p99Ms: 15 });
  });
});

describe('buildRows', () => {
  const measurements: Measurement[] = [
    { key: 'bare', label: 'bare', ...figures(10_000) },
    { key: 'app', label: 'app', ...figures(9_000), baseline: { key: 'bare', required: 0.8 } },
    { key: 'slow', label: 'slow', ...figures(7_000), baseline: { key: 'bare', required: 0.8 } },
    { key: 'missing', label: 'missing', ...figures(null), baseline: { key: 'bare', required: 0.8 } },
    { key: 'framework', label: 'framework', ...figures(8_000), baseline: { key: 'bare', required: null } },
  ];

  it('compares each target with the baseline measured in the same run', () => {
    const rows = buildRows(measurements);
    expect(rows.map((r) => r.verdict)).toEqual(['baseline', 'PASS', 'FAIL', 'n/a', 'reference']);
    expect(rows[4]?.ratio).toBeCloseTo(0.8);
    expect(rows[1]?.ratio).toBeCloseTo(0.9);
    expect(rows[1]?.baselineLabel).toBe('bare');
  });

  it('counts failed and unmeasured targets, not baselines', () => {
    expect(countFailures(buildRows(measurements))).toBe(2);
  });
});

describe('formatTable', () => {
  const table = formatTable(
    buildRows([
      { key: 'bare', label: 'bare node:http', ...figures(41_696.4) },
      {
        key: 'app',
        label: 'app',
        reqPerSec: 12_000,
        p50Ms: 2.04,
        p99Ms: 15,
        baseline: { key: 'bare', required: 0.8 },
      },
    ]),
  );
  const lines = table.split('\n');

  it('prints a header, a Markdown rule and one line per target, all the same width', () => {
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| target +\| +req\/s \| +p50 \| +p99 \| ratio/);
    expect(lines[1]).toMatch(/^\|-+\|-+:\|/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('shows figures, the ratio to the named baseline and a loud FAIL', () => {
    expect(lines[2]).toContain('41,696');
    expect(lines[2]).toContain('baseline');
    expect(lines[3]).toContain('2.0 ms');
    expect(lines[3]).toContain('0.29x bare node:http');
    expect(lines[3]).toContain('>= 0.8x');
    expect(lines[3]).toContain('** FAIL **');
  });

  it('prints a dash for a figure that was not measured', () => {
    expect(formatReqPerSec(null)).toBe('-');
  });
});

describe('pgbench output', () => {
  it('reads the TPS without initial connection time', () => {
    const output = 'latency average = 0.654 ms\ntps = 48633.158 (without initial connection time)\n';
    expect(parsePgbenchTps(output)).toBeCloseTo(48633.158);
    expect(parsePgbenchTps('no figures')).toBeNull();
  });
});

describe('seed', () => {
  it('gives the bench teacher 20 distinct institutions spread over all of them', () => {
    const ids = teacherInstitutionIds(1_000);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(Math.max(...ids)).toBeLessThanOrEqual(1_000);
    expect(Math.max(...ids)).toBeGreaterThan(900);
  });

  it('refuses counts that are not whole numbers, so nothing odd reaches the SQL', () => {
    const scale = { institutions: 10, people: 1.5, rolesPerPerson: 1, sessions: 1 };
    expect(() => seedStatements(scale, { tokenHash: 'a', csrfToken: 'b' })).toThrow();
  });
});

describe('summariseStderr', () => {
  it('picks the error line out of a crash report', () => {
    const tail =
      'node:internal/modules/esm/resolve:272\n  throw new X(\nError [ERR_MODULE_NOT_FOUND]: Cannot find module\n    at x (y:1)';
    expect(summariseStderr(tail)).toBe('Error [ERR_MODULE_NOT_FOUND]: Cannot find module');
  });

  it('falls back to the last line', () => {
    expect(summariseStderr('starting\nbye\n')).toBe('bye');
  });
});

describe('tally', () => {
  const round = (reqPerSec: number, statusCounts: Record<string, number>) => ({
    figures: { reqPerSec, p50Ms: 1, p99Ms: 2 },
    statusCounts,
    errors: 0,
    timeouts: 0,
  });

  it('adds rounds up and averages them', () => {
    const tally = emptyTally();
    addRound(tally, round(100, { 200: 1000 }));
    addRound(tally, round(300, { 200: 3000 }));
    expect(tally.statusCounts).toEqual({ 200: 4000 });
    expect(tallyFigures(tally, 200)?.reqPerSec).toBe(200);
    expect(tallyNotes(tally, 200)).toEqual([]);
  });

  it('reports unexpected statuses, and has no figure when none had the expected one', () => {
    const tally = emptyTally();
    addRound(tally, round(50_000, { 404: 500_000 }));
    expect(tallyFigures(tally, 200)).toBeNull();
    expect(tallyNotes(tally, 200)).toEqual(['expected every response to be 200, also got 500000 x 404']);
  });
});

describe('CPU per request', () => {
  it('averages the rounds that could measure it and ignores those that could not', () => {
    const tally = emptyTally();
    const figures = { reqPerSec: 1, p50Ms: 1, p99Ms: 1 };
    const base = { figures, statusCounts: {}, errors: 0, timeouts: 0 };
    addRound(tally, { ...base, cpu: { serverUs: 40, postgresUs: null } });
    addRound(tally, { ...base, cpu: { serverUs: 60, postgresUs: null } });
    expect(tallyCpu(tally)).toEqual({ serverUs: 50, postgresUs: null });
  });

  it('treats only this machine as local for reading backend CPU time', () => {
    expect(isLocalDatabase('postgres://postgres@127.0.0.1:5432/postgres')).toBe(true);
    expect(isLocalDatabase('postgres://postgres@db.internal:5432/postgres')).toBe(false);
  });
});
