import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { SaveQueue } from './save-queue.ts';

const offline = () => new ApiError(0, 'network', 'The server could not be reached');

describe('SaveQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('sends only the latest value after typing stops', async () => {
    const save = vi.fn(async () => {});
    const queue = new SaveQueue<string>({ save, debounceMs: 500 });
    queue.change('1', 'f');
    queue.change('1', 'fo');
    queue.change('1', 'foo');
    expect(queue.status('1')).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('1', 'foo');
    expect(queue.status('1')).toBe('saved');
  });

  it('keeps a value that did not reach the server, in its drafts too, and sends it when back online', async () => {
    let isUp = false;
    const save = vi.fn(async () => {
      if (!isUp) throw offline();
    });
    const drafts = { write: vi.fn(), clear: vi.fn() };
    const queue = new SaveQueue<string>({ save, debounceMs: 10, drafts });
    onlineManager.setOnline(false);
    queue.change('7', 'an answer');
    expect(drafts.write).toHaveBeenCalledWith('7', 'an answer');
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.status('7')).toBe('failed');
    expect(queue.unsavedValue('7')).toBe('an answer');
    expect(drafts.clear).not.toHaveBeenCalled();

    isUp = true;
    onlineManager.setOnline(true);
    await vi.runOnlyPendingTimersAsync();
    expect(save).toHaveBeenLastCalledWith('7', 'an answer');
    expect(queue.status('7')).toBe('saved');
    expect(drafts.clear).toHaveBeenCalledWith('7');
  });

  it('retries a failed save after a pause while online', async () => {
    const save = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(undefined);
    const queue = new SaveQueue<string>({ save, debounceMs: 10, retryDelaysMs: [100] });
    queue.change('1', 'x');
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.overall()).toBe('failed');
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(2);
    expect(queue.overall()).toBe('saved');
  });

  it('does not resend a value the server refused as invalid until it changes', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'validation-failed', 'Invalid'))
      .mockResolvedValue(undefined);
    const queue = new SaveQueue<string>({ save, debounceMs: 10, retryDelaysMs: [100] });
    queue.change('1', 'bad');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(queue.status('1')).toBe('failed');
    queue.change('1', 'good');
    await vi.advanceTimersByTimeAsync(10);
    expect(save).toHaveBeenLastCalledWith('1', 'good');
    expect(queue.status('1')).toBe('saved');
  });

  it('sends a change made while the previous save was in flight once that one ends', async () => {
    let finish: () => void = () => {};
    const save = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const queue = new SaveQueue<string>({ save, debounceMs: 10 });
    queue.change('1', 'a');
    await vi.advanceTimersByTimeAsync(10);
    queue.change('1', 'ab');
    await vi.advanceTimersByTimeAsync(10);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('1', 'ab');
    expect(queue.status('1')).toBe('saved');
  });

  it('flushes by waiting for a save already on its way, then sending what changed since', async () => {
    let finish: () => void = () => {};
    const save = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const queue = new SaveQueue<string>({ save, debounceMs: 10 });
    queue.change('1', 'a');
    await vi.advanceTimersByTimeAsync(10);
    queue.change('2', 'b');
    const flushed = queue.flush();
    finish();
    expect(await flushed).toBe(true);
    expect(save).toHaveBeenCalledWith('2', 'b');
    expect(queue.overall()).toBe('saved');
  });

  it('says a flush failed when a save does not reach the server', async () => {
    const save = vi.fn().mockRejectedValue(offline());
    const queue = new SaveQueue<string>({ save, debounceMs: 10_000 });
    queue.change('1', 'a');
    expect(await queue.flush()).toBe(false);
    expect(queue.status('1')).toBe('failed');
  });
});
