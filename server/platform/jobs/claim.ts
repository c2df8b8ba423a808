import { sql, type SQL } from 'drizzle-orm';

/** How long a claimed job is locked to its worker before another may claim it again. */
const LOCK_SECONDS = 300;

/** Queue names as a SQL list, for `queue in (…)`; null when there are none. */
export function queueList(queues: readonly string[]): SQL | null {
  return queues.length === 0
    ? null
    : sql.join(
        queues.map((q) => sql`${q}`),
        sql`, `,
      );
}

/**
 * Claims the next due job of the queues, or a running one whose lock has expired, and locks it to
 * this worker. The two partial indexes (`jobs_claim_idx`, `jobs_running_lock_idx`) keep it off the
 * done and failed jobs, which the table keeps.
 */
export const claimNextJob = (inQueues: SQL): SQL => sql`
  update jobs set state = 'running', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
  where id = (
    select id from jobs
    where queue in (${inQueues})
      and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
    order by run_at limit 1 for update skip locked)
  returning id, queue, payload, attempts, max_attempts`;

/** Milliseconds until the queues' next job falls due or a lock expires (negative if overdue; null if none). */
export const msUntilNextDue = (inQueues: SQL): SQL => sql`
  select extract(epoch from least(
    (select min(run_at) from jobs where state = 'queued' and queue in (${inQueues})),
    (select min(locked_until) from jobs where state = 'running' and queue in (${inQueues}))
  ) - now()) * 1000 as ms`;
