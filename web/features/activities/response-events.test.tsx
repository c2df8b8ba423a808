import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResponseEvent } from '../../../common/activities/contracts.ts';
import { watchMyResponses } from '../../../common/activities/answer-endpoints.ts';
import { endpointUrl } from '../../../common/api/endpoint.ts';
import { useMyLessonEvents } from './response-events.ts';

/** Stands in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent) => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  emit(type: string, data?: unknown) {
    const message = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
}

const event = (change: ActivityResponseEvent['change'], activityId = 5): ActivityResponseEvent => ({
  activityId,
  institutionId: 1,
  change,
  studentPrincipal: 'sam',
  worksheetItemId: 51,
  responseId: 900,
});

function watch(isWatching = true) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useMyLessonEvents(5, isWatching), { wrapper });
  const reads = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, reads };
}

describe("useMyLessonEvents: a student's open lesson follows what happens to their answers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("watches the student's own answers to the lesson, and stops when the page closes", () => {
    const { hook } = watch();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([
      endpointUrl(watchMyResponses, { params: { activityId: 5 } }),
    ]);
    hook.unmount();
    expect(FakeEventSource.opened[0]?.isClosed).toBe(true);
  });

  it('re-reads the lesson once after a burst of marks or a return, never for a save', () => {
    const { reads } = watch();
    const source = FakeEventSource.opened[0]!;
    act(() => {
      source.emit('open');
      source.emit('activity-response', event('saved'));
      vi.advanceTimersByTime(1_000);
    });
    expect(reads()).toEqual([]);
    act(() => {
      source.emit('activity-response', event('marked'));
      source.emit('activity-response', event('returned'));
      source.emit('activity-response', event('marked', 6));
      vi.advanceTimersByTime(1_000);
    });
    expect(reads()).toEqual([
      ['activities', 'one', 5],
      ['activities', 'myResponses', 5],
    ]);
  });

  it('re-reads the lesson when a dropped stream comes back, since events in between are lost', () => {
    const { reads } = watch();
    const source = FakeEventSource.opened[0]!;
    act(() => {
      source.emit('open');
      source.emit('error');
      source.emit('open');
      vi.advanceTimersByTime(1_000);
    });
    expect(reads()).toContainEqual(['activities', 'one', 5]);
  });

  it('opens nothing for a teacher’s preview', () => {
    watch(false);
    expect(FakeEventSource.opened).toEqual([]);
  });
});
