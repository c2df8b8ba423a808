import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** The background job queue: claimed with FOR UPDATE SKIP LOCKED, so any process may run any job. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** At most one job per key: scheduled runs use it so two processes never enqueue the same run. */
    singletonKey: text('singleton_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    finishedOn: timestamp('finished_on', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx')
      .on(t.queue, t.runAt)
      .where(sql`${t.state} = 'queued'`),
    // A running job whose lock has expired is claimed again: this keeps that look-up (and the next
    // wake-up's) off the done jobs, which the table keeps.
    index('jobs_running_lock_idx')
      .on(t.queue, t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    uniqueIndex('jobs_singleton_idx').on(t.singletonKey),
  ],
);
