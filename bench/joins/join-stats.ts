/** Pure figures for the join driver: percentiles of whole-join latencies and the outcome counts. */

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedMs.length);
  return sortedMs[Math.min(sortedMs.length, Math.max(1, rank)) - 1]!;
}

export interface JoinOutcomes {
  /** Joins where all three requests answered 200. */
  completed: number;
  /** Accepts that answered 200 (the membership rows that must exist), completed or not. */
  accepted: number;
  /** Failed joins by their first failing step and status, e.g. "accept 429". */
  failures: Record<string, number>;
  errors: number;
  /** The next unused student after this run. */
  nextStudent: number;
  /** True when the run stopped because no unused student was left. */
  exhausted: boolean;
}

export function summariseJoins(latenciesMs: number[], seconds: number) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    reqPerSec: seconds > 0 ? latenciesMs.length / seconds : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

/** Status counts in the shape the Foundation tally reads: "200" for a whole join, the rest by step. */
export function joinStatusCounts(
  outcomes: Pick<JoinOutcomes, 'completed' | 'failures'>,
): Record<string, number> {
  return { ...(outcomes.completed > 0 ? { '200': outcomes.completed } : {}), ...outcomes.failures };
}

/** The membership check after the run, as one verdict and its reasons. */
export function membershipVerdict(check: {
  duplicates: number;
  newStudentRows: number;
  acceptedJoins: number;
}): { pass: boolean; reasons: string[] } {
  const reasons: string[] = [];
  if (check.duplicates > 0) reasons.push(`${check.duplicates} (subject, person) pairs appear more than once`);
  if (check.newStudentRows !== check.acceptedJoins)
    reasons.push(`${check.newStudentRows} new STUDENT rows for ${check.acceptedJoins} accepted joins`);
  return { pass: reasons.length === 0, reasons };
}
