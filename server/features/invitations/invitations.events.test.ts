import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../../platform/events/bus.ts';
import { JOIN_ANNOUNCEMENT_INTERVAL_MS, publishSubjectJoined } from './invitations.events.ts';
import type { InvitationSubject } from './invitations.types.ts';

const subject = (id: number): InvitationSubject => ({
  id,
  institutionId: 7,
  name: 'Science',
  namePlaintext: 'Science',
  code: 'SCI',
  isArchived: false,
  state: 'ready',
  deletedOn: null,
});

function recordingBus(): { bus: EventBus; sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const bus: EventBus = {
    publish: (_channel, data) => {
      sent.push(data);
      return Promise.resolve();
    },
    subscribe: () => () => {},
    onReconnect: () => () => {},
    close: () => Promise.resolve(),
  };
  return { bus, sent };
}

describe('announcing joins', () => {
  const logger = pino({ level: 'silent' });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the first join at once and the joins after it together when the window ends', async () => {
    vi.useFakeTimers();
    const { bus, sent } = recordingBus();
    await publishSubjectJoined(bus, logger, subject(1));
    expect(sent).toEqual([expect.objectContaining({ id: 1, institutionId: 7 })]);
    await publishSubjectJoined(bus, logger, subject(1));
    await publishSubjectJoined(bus, logger, subject(1));
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(JOIN_ANNOUNCEMENT_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(JOIN_ANNOUNCEMENT_INTERVAL_MS * 4);
    expect(sent).toHaveLength(2);
  });

  it('keeps each subject to its own window, and opens a new one once a quiet window ends', async () => {
    vi.useFakeTimers();
    const { bus, sent } = recordingBus();
    await publishSubjectJoined(bus, logger, subject(1));
    await publishSubjectJoined(bus, logger, subject(2));
    expect(sent.map((e) => e.id)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(JOIN_ANNOUNCEMENT_INTERVAL_MS);
    await publishSubjectJoined(bus, logger, subject(1));
    expect(sent.map((e) => e.id)).toEqual([1, 2, 1]);
  });
});
