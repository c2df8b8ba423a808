import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { i18next, resources } from '../i18n/i18n.ts';
import { handleError } from './handle-error.ts';
import { getNotifications, hideNotification } from './notifications/notification-store.ts';

beforeAll(async () => {
  await i18next.init({ resources, lng: 'en-AU', interpolation: { escapeValue: false } });
});

afterEach(() => {
  for (const notification of getNotifications()) hideNotification(notification.id);
  vi.restoreAllMocks();
});

describe('handleError', () => {
  it('logs the error with its context and shows one error notification', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError(500, 'internal', 'boom');

    handleError(error, 'pending-institution-notification.action');

    expect(log).toHaveBeenCalledWith('pending-institution-notification.action', error);
    expect(getNotifications()).toHaveLength(1);
    expect(getNotifications()[0]).toMatchObject({
      tone: 'error',
      title: "Couldn't accept the invitation",
      message: 'Something went wrong. Please try again.',
    });
  });

  it("tells why an action cannot be done now in the server's words", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const why = 'A copy of this subject is being made; it can be deleted once the copy is ready';
    handleError(new ApiError(409, 'invalid-action', why), 'subjects.delete.failed');
    expect(getNotifications()).toMatchObject([{ tone: 'error', message: why }]);
  });

  it('works without a context', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new ApiError(0, 'network', 'offline'));
    expect(getNotifications()).toMatchObject([
      {
        title: 'Something went wrong',
        message: "We couldn't reach the server. Check your connection and try again.",
      },
    ]);
  });
});
