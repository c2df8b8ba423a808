import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { endpointUrl } from '../../../common/api/endpoint.ts';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import { zActivityResponseEvent, type ActivityResponseEvent } from '../../../common/activities/contracts.ts';
import { watchClassView, watchMyResponses } from '../../../common/activities/answer-endpoints.ts';
import { activityKeys } from './activities.queries.ts';

/** How long after an event the page is re-read, so a class typing at once costs one read, not thirty. */
const REFRESH_DELAY_MS = 400;

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/**
 * Listens to a lesson's answer events (the server's event stream, fed by the event bus, so it
 * works across server processes) and calls `refresh` a moment after the last of a burst that
 * `matters`, with the events of that burst. A dropped stream calls it when it comes back, since
 * events in between are lost.
 */
function useResponseEventStream(
  url: string | null,
  activityId: number,
  matters: (event: ActivityResponseEvent) => boolean,
  refresh: (events: ActivityResponseEvent[]) => void,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  // The latest callbacks, without opening the stream again when they change.
  const latest = useRef({ matters, refresh });
  useEffect(() => {
    latest.current = { matters, refresh };
  });
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let burst: ActivityResponseEvent[] = [];
    const refreshSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const events = burst;
        burst = [];
        latest.current.refresh(events);
      }, REFRESH_DELAY_MS);
    };
    let wasDropped = false;
    source.addEventListener(ACTIVITY_RESPONSE_EVENT, (message: MessageEvent<unknown>) => {
      try {
        const parsed = zActivityResponseEvent.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success || parsed.data.activityId !== activityId) return;
        if (!latest.current.matters(parsed.data)) return;
        burst.push(parsed.data);
      } catch {
        return;
      }
      refreshSoon();
    });
    source.addEventListener('open', () => {
      setState('live');
      if (wasDropped) refreshSoon();
      wasDropped = false;
    });
    source.addEventListener('error', () => {
      wasDropped = true;
      setState('reconnecting');
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [url, activityId]);
  return state;
}

/**
 * Keeps a lesson's class view live: each answer saved, lesson handed in or returned, or answer
 * marked anywhere re-reads the grid. Returns the stream's state and the principals whose answers
 * changed last (to highlight them).
 */
export function useClassViewEvents(activityId: number): {
  state: StreamState;
  lastChanged: ReadonlySet<string>;
} {
  const queryClient = useQueryClient();
  const [lastChanged, setLastChanged] = useState<ReadonlySet<string>>(new Set());
  const state = useResponseEventStream(
    endpointUrl(watchClassView, { params: { activityId } }),
    activityId,
    () => true,
    (events) => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.classView(activityId) });
      setLastChanged(new Set(events.map((e) => e.studentPrincipal)));
    },
  );
  return { state, lastChanged };
}

/**
 * Keeps a student's open lesson up to date with what others do to their answers: a teacher's mark
 * and feedback, a return of the lesson, or a hand-in from another tab re-read the lesson. Their
 * own saves (every keystroke's) are not worth a read. The server sends only the student's own.
 */
export function useMyLessonEvents(activityId: number, isWatching: boolean): StreamState {
  const queryClient = useQueryClient();
  return useResponseEventStream(
    isWatching ? endpointUrl(watchMyResponses, { params: { activityId } }) : null,
    activityId,
    (event) => event.change !== 'saved',
    () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.one(activityId) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.myResponses(activityId) });
    },
  );
}
