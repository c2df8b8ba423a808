import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointUrl } from '../../../common/api/endpoint.ts';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import { zActivityResponseEvent } from '../../../common/activities/contracts.ts';
import { watchClassView } from '../../../common/activities/endpoints.ts';
import { activityKeys } from './activities.queries.ts';

/** How long after an event the grid is re-read, so a class typing at once costs one read, not thirty. */
const REFRESH_DELAY_MS = 400;

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/**
 * Keeps a lesson's class view live: each answer saved, submitted or marked anywhere (the server's
 * event stream, fed by the event bus, so it works across server processes) re-reads the grid. A
 * dropped stream re-reads it when it comes back, since events in between are lost. Returns the
 * stream's state and the principals whose answers changed last (to highlight them).
 */
export function useClassViewEvents(activityId: number): {
  state: StreamState;
  lastChanged: ReadonlySet<string>;
} {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const [lastChanged, setLastChanged] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(endpointUrl(watchClassView, { params: { activityId } }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let changed = new Set<string>();
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: activityKeys.classView(activityId) });
        setLastChanged(changed);
        changed = new Set();
      }, REFRESH_DELAY_MS);
    };
    let wasDropped = false;
    source.addEventListener(ACTIVITY_RESPONSE_EVENT, (message: MessageEvent<unknown>) => {
      try {
        const parsed = zActivityResponseEvent.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success || parsed.data.activityId !== activityId) return;
        changed.add(parsed.data.studentPrincipal);
      } catch {
        return;
      }
      refresh();
    });
    source.addEventListener('open', () => {
      setState('live');
      if (wasDropped) refresh();
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
  }, [activityId, queryClient]);
  return { state, lastChanged };
}
