import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_CLOSE_MS,
  AUTO_CLOSE_WITH_ACTION_MS,
  getNotifications,
  hideNotification,
  holdNotification,
  releaseNotification,
  showNotification,
} from './notification-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const n of getNotifications()) hideNotification(n.id);
  vi.useRealTimers();
});

const messages = () => getNotifications().map((n) => n.message);
const undo = { label: 'Undo', onClick: () => {} };

describe('the notification store', () => {
  it('shows at most three notifications, dropping the oldest, so they never pile up', () => {
    for (const message of ['one', 'two', 'three', 'four', 'five'])
      showNotification({ tone: 'info', message });
    expect(messages()).toEqual(['three', 'four', 'five']);
  });

  it('gives a notification with an action three times as long as a plain one', () => {
    showNotification({ tone: 'info', message: 'plain' });
    showNotification({ tone: 'success', message: 'deleted', action: undo });
    vi.advanceTimersByTime(AUTO_CLOSE_MS);
    expect(messages()).toEqual(['deleted']);
    vi.advanceTimersByTime(AUTO_CLOSE_WITH_ACTION_MS - AUTO_CLOSE_MS);
    expect(messages()).toEqual([]);
  });

  it('keeps a notification open while it is held, and gives it its whole time again once released', () => {
    const id = showNotification({ tone: 'success', message: 'deleted', action: undo });
    holdNotification(id);
    vi.advanceTimersByTime(AUTO_CLOSE_WITH_ACTION_MS * 3);
    expect(messages()).toEqual(['deleted']);
    releaseNotification(id);
    vi.advanceTimersByTime(AUTO_CLOSE_WITH_ACTION_MS - 1);
    expect(messages()).toEqual(['deleted']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });
});
