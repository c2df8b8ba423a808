import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './queue.ts';

export interface Schedule {
  queue: string;
  /** How often to offer the job; the key decides how often it actually runs. */
  everyMs: number;
  /** One key per period ('2026-11-22T03' for hourly): a period's job is enqueued once, by anyone. */
  keyFor: (now: Date) => string;
  payload?: Record<string, unknown>;
}

export interface Scheduler {
  /** Offers every schedule's job for the current period now (also run at start). */
  tick(): Promise<void>;
  stop(): void;
}

/** The UTC hour of `now`, e.g. '2026-11-22T03'. */
export const hourKey = (now: Date): string => now.toISOString().slice(0, 13);
/** The UTC day of `now`, e.g. '2026-11-22'. */
export const dayKey = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Enqueues scheduled jobs into the PostgreSQL-backed queue. Every server process runs a scheduler;
 * the singleton key `{queue}:{period}` makes the queue keep only the first enqueue of a period, so
 * a job runs once per period however many processes there are, and still runs while any is up.
 */
export function startScheduler(
  jobs: Pick<JobQueue, 'enqueue'>,
  schedules: readonly Schedule[],
  options: {
    now?: () => Date;
    logger?: FastifyBaseLogger;
    /** When to make the first offer (default at once); later ones follow each schedule's everyMs. */
    firstTickMs?: number;
  } = {},
): Scheduler {
  const now = options.now ?? (() => new Date());
  const offer = async (schedule: Schedule) => {
    try {
      await jobs.enqueue(schedule.queue, schedule.payload ?? {}, {
        singletonKey: `${schedule.queue}:${schedule.keyFor(now())}`,
        maxAttempts: 3,
      });
    } catch (error) {
      options.logger?.warn({ err: error, queue: schedule.queue }, 'could not enqueue a scheduled job');
    }
  };
  const timers = schedules.map((schedule) => {
    const timer = setInterval(() => void offer(schedule), schedule.everyMs);
    timer.unref();
    return timer;
  });
  const tick = async () => {
    await Promise.all(schedules.map(offer));
  };
  const first = setTimeout(() => void tick(), options.firstTickMs ?? 0);
  first.unref();
  return {
    tick,
    stop: () => {
      clearTimeout(first);
      timers.forEach((timer) => clearInterval(timer));
    },
  };
}
