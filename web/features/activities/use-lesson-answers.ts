import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ActivityWithParts } from '../../../common/activities/contracts.ts';
import { saveResponse } from '../../../common/activities/answer-endpoints.ts';
import type { Response, ResponseValue, WorksheetItem } from '../../../common/activities/schema.ts';
import { callEndpoint } from '../../api/client.ts';
import { putMyResponse } from './responses.queries.ts';
import { answerDraftStore, readAnswerDrafts } from './answer-drafts.ts';
import { emptyAnswer } from './components/answer-input.tsx';
import { SaveQueue, type SaveStatus } from './save-queue.ts';

/** What is kept for one question: the whole answer and when it was typed (shown, never trusted for order). */
interface AnswerSave {
  value: ResponseValue;
  clientSavedAt: string;
}

/**
 * A student's answers to a lesson: what each input shows, saved while they type. The server's
 * answers are the start; an answer kept in this browser that the server does not have yet (typed
 * offline, or before a reload) wins and is sent again. Each save sends back the answer's version it
 * was made on, so the server orders saves by version, never by this device's clock; when another tab
 * or device saved in between, what is typed here is sent again on top (the other stays in the
 * answer's history). Each save's answer goes into the lesson's cache.
 */
export function useLessonAnswers(activity: ActivityWithParts, principal: string) {
  const queryClient = useQueryClient();
  const items = useMemo(() => activity.worksheetItems ?? [], [activity.worksheetItems]);
  // The lesson's cache holds the answers: each save and check goes into it, and a re-read brings
  // the marks given since (on hand-in, by the teacher).
  const responses = useMemo(() => byItem(activity.myResponses ?? []), [activity.myResponses]);
  // The version each answer is at, as last heard from the server (mutated by saves, never rendered).
  const [versions] = useState(() => new Map([...responses].map(([id, r]) => [id, r.versionCount])));

  const queue = useMemo(
    () =>
      new SaveQueue<AnswerSave>({
        drafts: answerDraftStore<AnswerSave>(principal, activity.id),
        save: async (key, body) => {
          const response = await saveOnTop(Number(key), body, versions);
          putMyResponse(queryClient, activity.id, response);
        },
      }),
    [activity.id, principal, queryClient, versions],
  );
  useEffect(() => queue.hold(), [queue]);
  const statuses = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  const [answers, setAnswers] = useState(() => {
    const drafts = readAnswerDrafts<AnswerSave>(principal, activity.id);
    const start = new Map<number, ResponseValue>();
    for (const item of items) {
      const saved = responses.get(item.id);
      const draft = drafts.get(item.id)?.answer;
      const isUnsaved = draft && draft.value.kind === item.kind && isOtherThan(draft.value, saved);
      start.set(item.id, isUnsaved ? draft.value : (saved?.value ?? emptyAnswer(item)));
    }
    return start;
  });

  // Answers kept in the browser that the server does not have yet go again as the lesson opens.
  useEffect(() => {
    const drafts = readAnswerDrafts<AnswerSave>(principal, activity.id);
    for (const [itemId, draft] of drafts) {
      if (isOtherThan(draft.answer.value, responses.get(itemId))) queue.change(String(itemId), draft.answer);
    }
    // Only on opening: later changes go through change().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);

  const change = useCallback(
    (item: WorksheetItem, value: ResponseValue) => {
      setAnswers((old) => new Map(old).set(item.id, value));
      queue.change(String(item.id), { value, clientSavedAt: new Date().toISOString() });
    },
    [queue],
  );

  return {
    answers,
    responses,
    statusOf: (itemId: number): SaveStatus => statuses.get(String(itemId)) ?? 'saved',
    overall: statusOverall(statuses),
    /** Sends whatever is unsaved now; true when everything reached the server. */
    flush: () => queue.flush(),
    retry: () => queue.retryFailed(),
    change,
  };
}

/** Saves an answer on the latest version known; once more on the newer one when another tab saved first. */
async function saveOnTop(
  worksheetItemId: number,
  body: AnswerSave,
  versions: Map<number, number>,
): Promise<Response> {
  let response: Response | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await callEndpoint(saveResponse, {
      params: { worksheetItemId },
      body: { ...body, baseVersion: versions.get(worksheetItemId) ?? 0 },
    });
    response = result.response;
    versions.set(worksheetItemId, response.versionCount);
    if (result.applied || JSON.stringify(response.value) === JSON.stringify(body.value)) break;
  }
  return response!;
}

/** A kept answer the server does not hold (it is sent again, whichever device's clock is ahead). */
const isOtherThan = (value: ResponseValue, saved: Response | undefined): boolean =>
  !saved || JSON.stringify(value) !== JSON.stringify(saved.value);

function byItem(responses: readonly Response[]): Map<number, Response> {
  return new Map(responses.map((r) => [r.worksheetItemId, r]));
}

function statusOverall(statuses: ReadonlyMap<string, SaveStatus>): SaveStatus {
  const all = [...statuses.values()];
  for (const status of ['failed', 'saving', 'pending'] as const) if (all.includes(status)) return status;
  return 'saved';
}
