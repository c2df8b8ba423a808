import type { CpuPerRequest } from './cpu.ts';
import { mean, summariseRounds, type LoadFigures } from './report.ts';

/** What one measured round of one target produced. */
export interface RoundResult {
  figures: LoadFigures;
  /** Responses per status code (empty for pgbench, which has no HTTP). */
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  cpu?: CpuPerRequest;
}

/** The rounds of one target so far, and anything that went wrong while measuring it. */
export interface Tally {
  rounds: LoadFigures[];
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  cpu: CpuPerRequest[];
  notes: string[];
}

export const emptyTally = (): Tally => ({
  rounds: [],
  statusCounts: {},
  errors: 0,
  timeouts: 0,
  cpu: [],
  notes: [],
});

export function addRound(tally: Tally, round: RoundResult): void {
  tally.rounds.push(round.figures);
  for (const [code, count] of Object.entries(round.statusCounts)) {
    tally.statusCounts[code] = (tally.statusCounts[code] ?? 0) + count;
  }
  tally.errors += round.errors;
  tally.timeouts += round.timeouts;
  if (round.cpu) tally.cpu.push(round.cpu);
}

/** Mean CPU microseconds per request over the rounds that could measure it. */
export function tallyCpu(tally: Tally): CpuPerRequest {
  const meanOf = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length > 0 ? mean(known) : null;
  };
  return {
    serverUs: meanOf(tally.cpu.map((c) => c.serverUs)),
    postgresUs: meanOf(tally.cpu.map((c) => c.postgresUs)),
  };
}

/** Unexpected status codes and socket errors, said in one line each. */
export function tallyNotes(tally: Tally, expectStatus: number | null): string[] {
  const notes = [...tally.notes];
  if (expectStatus !== null) {
    const unexpected = Object.entries(tally.statusCounts).filter(([code]) => Number(code) !== expectStatus);
    if (unexpected.length > 0) {
      const list = unexpected.map(([code, n]) => `${n} x ${code}`).join(', ');
      notes.push(`expected every response to be ${expectStatus}, also got ${list}`);
    }
  }
  if (tally.errors > 0) notes.push(`${tally.errors} socket errors (${tally.timeouts} timeouts)`);
  return notes;
}

/**
 * The mean over the rounds, or null when nothing was measured or no response had the expected
 * status (a stream of 404s is fast and means nothing).
 */
export function tallyFigures(tally: Tally, expectStatus: number | null): LoadFigures | null {
  if (tally.rounds.length === 0) return null;
  if (expectStatus !== null && !tally.statusCounts[String(expectStatus)]) return null;
  return summariseRounds(tally.rounds);
}
