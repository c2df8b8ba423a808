import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DUPLICATE_WAIT_RETRIES } from '../../../common/subjects/constants.ts';
import { endpointUrl } from '../../../common/api/endpoint.ts';
import { SUBJECT_EVENT, zSubjectEvent, type SubjectEvent } from '../../../common/subjects/contracts.ts';
import { watchInstitutionSubjects, watchSubject } from '../../../common/subjects/endpoints.ts';
import { isApiError } from '../../api/api-error.ts';
import { dropSubjectFromList, fetchSubject, storeWatchedSubject, subjectKeys } from './subjects.queries.ts';

/** Pause between two attempts at re-fetching a duplicate. */
const DUPLICATE_RETRY_DELAY_MS = 1000;

function parseSubjectEvent(message: MessageEvent<unknown>): SubjectEvent | null {
  if (typeof message.data !== 'string') return null;
  try {
    const parsed = zSubjectEvent.safeParse(JSON.parse(message.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens a server-sent event stream of `subject` events (same origin, so the session cookie goes
 * along) and calls `onEvent` for each; `onReconnect` runs when the browser reconnects after a
 * drop, since events sent in between are lost. Returns the function that closes it.
 */
function watchSubjectEvents(
  url: string,
  onEvent: (event: SubjectEvent) => void,
  onReconnect: () => void = () => undefined,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(url);
  let wasDropped = false;
  source.addEventListener(SUBJECT_EVENT, (message) => {
    const event = parseSubjectEvent(message);
    if (event) onEvent(event);
  });
  source.addEventListener('error', () => {
    wasDropped = true;
  });
  source.addEventListener('open', () => {
    if (wasDropped) onReconnect();
    wasDropped = false;
  });
  return () => source.close();
}

/**
 * Keeps an institution's subject list live (spec 2.4): a subject archived or deleted anywhere
 * leaves the list at once, and any change (a new subject, a renamed one) re-fetches the list.
 * Off (`isMember` false) for someone only invited there, whom the stream refuses.
 */
export function useInstitutionSubjectEvents(institutionId: number, isMember = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isMember) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: subjectKeys.list(institutionId) });
      void queryClient.invalidateQueries({ queryKey: subjectKeys.anyArchived(institutionId) });
    };
    return watchSubjectEvents(
      endpointUrl(watchInstitutionSubjects, { params: { institutionId } }),
      (event) => {
        if (event.isArchived || event.deleted) dropSubjectFromList(queryClient, institutionId, event.id);
        void queryClient.invalidateQueries({ queryKey: subjectKeys.one(event.id) });
        refresh();
      },
      refresh,
    );
  }, [institutionId, isMember, queryClient]);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Re-fetches a duplicate, trying again up to DUPLICATE_WAIT_RETRIES times (spec 4 and 9) while
 * the server cannot answer it yet. A 404 ends the wait at once: the copy was deleted.
 */
async function fetchDuplicate(subjectId: number, signal: AbortSignal) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchSubject(subjectId, signal);
    } catch (error) {
      const isGone = isApiError(error) && error.code === 'not-found';
      if (isGone || signal.aborted || attempt >= DUPLICATE_WAIT_RETRIES) throw error;
      await wait(DUPLICATE_RETRY_DELAY_MS, signal);
    }
  }
}

/**
 * Watches a duplicating subject (spec 4): listens to its server-sent events, re-fetches it when it
 * changes (waiting for it with up to 12 retries), and puts it back in the list, where the item
 * re-renders as its state changes. Watching stops once the subject is no longer duplicating (the
 * caller passes isDuplicating false, which closes the stream).
 */
export function useDuplicateWatch(subjectId: number, institutionId: number, isDuplicating: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isDuplicating) return;
    const controller = new AbortController();
    let inFlight = false;
    let again = false;
    const refetch = async () => {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      try {
        do {
          again = false;
          const subject = await fetchDuplicate(subjectId, controller.signal);
          if (!controller.signal.aborted) storeWatchedSubject(queryClient, subject);
        } while (again && !controller.signal.aborted);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === 'not-found')
          dropSubjectFromList(queryClient, institutionId, subjectId);
        else void queryClient.invalidateQueries({ queryKey: subjectKeys.list(institutionId) });
      } finally {
        inFlight = false;
      }
    };
    // The stream's first event is the subject's state now, so a copy that finished before the
    // stream opened is caught as well.
    const close = watchSubjectEvents(
      endpointUrl(watchSubject, { params: { subjectId } }),
      () => void refetch(),
      () => void refetch(),
    );
    return () => {
      controller.abort();
      close();
    };
  }, [institutionId, isDuplicating, queryClient, subjectId]);
}
