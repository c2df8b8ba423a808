import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EventBus } from '../events/bus.ts';
import { loggableError } from '../errors.ts';
import { claimNextJob, msUntilNextDue, queueList } from './claim.ts';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempt: number },
) => Promise<void>;

export interface JobDefinition {
  handler: JobHandler;
  /** Called once a job has failed its last attempt. */
  onFinalFailure?: (payload: Record<string, unknown>, error: unknown) => Promise<void>;
}

export interface EnqueueOptions {
  runAt?: Date;
  singletonKey?: string;
  maxAttempts?: number;
}

type ClaimedJob = {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

const WAKE_CHANNEL = 'jobs';
/** After a failed claim (the database away), how soon a worker tries again. */
const RETRY_AFTER_ERROR_MS = 1000;

/**
 * A job queue in PostgreSQL (or PGlite): jobs survive restarts, and whichever process claims a job
 * first runs it (FOR UPDATE SKIP LOCKED). Workers wake at once when a job is enqueued (NOTIFY, from
 * any process), and otherwise when the next queued job falls due or a running job's lock expires;
 * `maxWaitMs` bounds the wait, in case a notification was missed while the listener reconnected.
 * No polling every second: on PostgreSQL each poll was a statement, and a round trip on a socket,
 * from every process all day long.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private active: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
    private readonly logger: FastifyBaseLogger,
    private readonly maxWaitMs = 60_000,
  ) {}

  register(queue: string, definition: JobDefinition): void {
    this.definitions.set(queue, definition);
  }

  /** Adds a job; with a singletonKey a second enqueue of the same key is a no-op. Returns the id or null. */
  async enqueue(
    queue: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<number | null> {
    const result = await this.database.db.execute<{ id: number }>(sql`
      insert into jobs (queue, payload, run_at, singleton_key, max_attempts)
      values (${queue}, ${JSON.stringify(payload)}::jsonb, ${(options.runAt ?? new Date()).toISOString()}::timestamptz,
              ${options.singletonKey ?? null}, ${options.maxAttempts ?? 3})
      on conflict (singleton_key) do nothing
      returning id`);
    const id = rowsOf<{ id: number }>(result)[0]?.id ?? null;
    if (id !== null) await this.events.publish(WAKE_CHANNEL, { queue });
    return id === null ? null : Number(id);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.events.subscribe(WAKE_CHANNEL, () => this.wake());
    this.wake();
  }

  /** Stops claiming jobs and waits for the one in progress. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    await this.active;
  }

  /** Runs every due job now (used by tests and by the scheduler); returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count += 1;
    return count;
  }

  private wake(): void {
    if (!this.running || this.active) return;
    if (this.timer) clearTimeout(this.timer);
    this.active = this.drain()
      .then(() => this.msUntilNextDue())
      .catch((error: unknown) => {
        this.logger.error({ err: loggableError(error) }, 'job worker error');
        return RETRY_AFTER_ERROR_MS;
      })
      .then((delayMs) => {
        this.active = null;
        if (this.running) this.timer = setTimeout(() => this.wake(), delayMs);
      });
  }

  /** How long until a job of ours falls due or a lock expires, at most maxWaitMs. */
  private async msUntilNextDue(): Promise<number> {
    const inQueues = this.registeredQueues();
    if (!inQueues) return this.maxWaitMs;
    const [next] = rowsOf<{ ms: number | string | null }>(
      await this.database.db.execute(msUntilNextDue(inQueues)),
    );
    if (next?.ms === null || next?.ms === undefined) return this.maxWaitMs;
    // A few milliseconds late rather than early: a wake before run_at finds nothing and waits again.
    return Math.min(this.maxWaitMs, Math.max(0, Math.ceil(Number(next.ms))) + 5);
  }

  /** This worker's queues as a SQL list, for `queue in (…)`; null when none is registered. */
  private registeredQueues(): SQL | null {
    return queueList([...this.definitions.keys()]);
  }

  private async runOne(): Promise<boolean> {
    const inQueues = this.registeredQueues();
    if (!inQueues) return false;
    const claimed = rowsOf<ClaimedJob>(await this.database.db.execute<ClaimedJob>(claimNextJob(inQueues)))[0];
    if (!claimed) return false;
    const definition = this.definitions.get(claimed.queue);
    const id = Number(claimed.id);
    try {
      await definition!.handler(claimed.payload, { id, attempt: claimed.attempts });
      await this.database.db.execute(
        sql`update jobs set state = 'done', finished_on = now(), locked_until = null where id = ${id}`,
      );
    } catch (error) {
      const final = claimed.attempts >= claimed.max_attempts;
      this.logger.warn({ err: loggableError(error), jobId: id, queue: claimed.queue, final }, 'job failed');
      const backoffSeconds = 2 ** claimed.attempts;
      await this.database.db.execute(sql`
        update jobs set state = ${final ? 'failed' : 'queued'}, last_error = ${String((loggableError(error) as { message?: unknown }).message ?? error)},
               run_at = now() + make_interval(secs => ${backoffSeconds}), locked_until = null,
               finished_on = ${final ? sql`now()` : null}
        where id = ${id}`);
      if (final) await definition!.onFinalFailure?.(claimed.payload, error);
    }
    return true;
  }
}
