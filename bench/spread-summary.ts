import { mean } from './report.ts';

/** One server process's figures: the means of its measured rounds. */
export interface ProcessFigures {
  kind: string;
  reqPerSec: number;
  /** CPU time per request of the process; null when /proc could not tell. */
  cpuUs: number | null;
}

export interface Range {
  min: number;
  median: number;
  max: number;
}

export interface KindSpread {
  kind: string;
  processes: number;
  reqPerSec: Range;
  cpuUs: Range | null;
}

export function range(values: readonly number[]): Range {
  if (values.length === 0) throw new Error('range of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : mean([sorted[middle - 1]!, sorted[middle]!]);
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

/** The spread of each kind of server over its processes, kinds in the order they first appear. */
export function spreadByKind(processes: readonly ProcessFigures[]): KindSpread[] {
  const kinds = [...new Set(processes.map((p) => p.kind))];
  return kinds.map((kind) => {
    const own = processes.filter((p) => p.kind === kind);
    const cpu = own.map((p) => p.cpuUs).filter((us): us is number => us !== null);
    return {
      kind,
      processes: own.length,
      reqPerSec: range(own.map((p) => p.reqPerSec)),
      cpuUs: cpu.length > 0 ? range(cpu) : null,
    };
  });
}

/**
 * Each process of `kind` by req/s against the median process of `baseline`: the lowest and the
 * highest ratio a run of the Foundation bench could draw from these processes' starts.
 */
export function ratioRange(
  processes: readonly ProcessFigures[],
  kind: string,
  baseline: string,
): { min: number; max: number } | null {
  const base = processes.filter((p) => p.kind === baseline).map((p) => p.reqPerSec);
  const own = processes.filter((p) => p.kind === kind).map((p) => p.reqPerSec);
  if (base.length === 0 || own.length === 0) return null;
  const { median } = range(base);
  if (median <= 0) return null;
  return { min: Math.min(...own) / median, max: Math.max(...own) / median };
}
