import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKey, hourKey, startScheduler } from './scheduler.ts';

/** A stand-in queue that keeps singleton keys the way the jobs table's unique index does. */
function fakeQueue() {
  const keys = new Set<string>();
  const enqueued: string[] = [];
  return {
    enqueued,
    enqueue: async (
      queue: string,
      _payload: Record<string, unknown>,
      options: { singletonKey?: string } = {},
    ) => {
      const key = options.singletonKey ?? `${queue}:${enqueued.length}`;
      if (keys.has(key)) return null;
      keys.add(key);
      enqueued.push(key);
      return enqueued.length;
    },
  };
}

describe('scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keys periods by UTC hour and day', () => {
    const at = new Date('2026-11-22T03:28:09Z');
    expect(hourKey(at)).toBe('2026-11-22T03');
    expect(dayKey(at)).toBe('2026-11-22');
  });

  it('offers each job at start and every period, once per key', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:10:00Z') });
    const queue = fakeQueue();
    const scheduler = startScheduler(queue, [{ queue: 'hourly', everyMs: 20 * 60_000, keyFor: hourKey }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.enqueued).toEqual(['hourly:2026-11-22T03']);
    await vi.advanceTimersByTimeAsync(40 * 60_000); // 03:30 and 03:50: same hour
    expect(queue.enqueued).toEqual(['hourly:2026-11-22T03']);
    await vi.advanceTimersByTimeAsync(20 * 60_000); // 04:10
    expect(queue.enqueued).toEqual(['hourly:2026-11-22T03', 'hourly:2026-11-22T04']);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(3 * 3600_000);
    expect(queue.enqueued).toHaveLength(2);
  });

  it('can wait before its first offer', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:10:00Z') });
    const queue = fakeQueue();
    const scheduler = startScheduler(queue, [{ queue: 'hourly', everyMs: 3600_000, keyFor: hourKey }], {
      firstTickMs: 10_000,
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(queue.enqueued).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.enqueued).toEqual(['hourly:2026-11-22T03']);
    scheduler.stop();
  });

  it('enqueues a period once however many processes schedule it', async () => {
    const queue = fakeQueue();
    const now = () => new Date('2026-11-22T03:10:00Z');
    const schedules = [{ queue: 'daily', everyMs: 3600_000, keyFor: dayKey }];
    const a = startScheduler(queue, schedules, { now });
    const b = startScheduler(queue, schedules, { now });
    await Promise.all([a.tick(), b.tick()]);
    a.stop();
    b.stop();
    expect(queue.enqueued).toEqual(['daily:2026-11-22']);
  });

  it('keeps going when an enqueue fails', async () => {
    const warn = vi.fn();
    let calls = 0;
    const scheduler = startScheduler(
      {
        enqueue: async () => {
          calls += 1;
          throw new Error('database away');
        },
      },
      [{ queue: 'x', everyMs: 3600_000, keyFor: hourKey }],
      { logger: { warn } as never },
    );
    await scheduler.tick();
    scheduler.stop();
    expect(calls).toBe(1);
    expect(warn).toHaveBeenCalled();
  });
});
