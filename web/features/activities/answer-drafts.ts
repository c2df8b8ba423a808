import type { DraftStore } from './save-queue.ts';

const PREFIX = 'lesson-answer';

/** An answer kept in this browser until the server has it, with when it was last changed. */
export interface AnswerDraft<A> {
  answer: A;
  changedAt: string;
}

/** The localStorage key of one person's answer to one question of one lesson. */
export function answerDraftKey(principal: string, activityId: number, worksheetItemId: number): string {
  return `${PREFIX}:${principal}:${activityId}:${worksheetItemId}`;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (private modes, policies): answers are then only sent, not kept.
    return null;
  }
}

/**
 * The answers a person has not yet seen saved for a lesson, by question id: what survives a lost
 * connection, a closed tab or a reload, to be sent again when the lesson opens next.
 */
export function readAnswerDrafts<A>(principal: string, activityId: number): Map<number, AnswerDraft<A>> {
  const store = storage();
  const drafts = new Map<number, AnswerDraft<A>>();
  if (!store) return drafts;
  const prefix = `${PREFIX}:${principal}:${activityId}:`;
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(prefix)) continue;
    const itemId = Number(key.slice(prefix.length));
    try {
      const parsed = JSON.parse(store.getItem(key) ?? '') as AnswerDraft<A>;
      if (Number.isSafeInteger(itemId) && parsed && typeof parsed.changedAt === 'string')
        drafts.set(itemId, parsed);
    } catch {
      store.removeItem(key);
    }
  }
  return drafts;
}

/** A DraftStore for a SaveQueue keyed by question id, kept under the person's and lesson's key. */
export function answerDraftStore<A>(principal: string, activityId: number): DraftStore<A> {
  return {
    write(itemKey, answer) {
      const draft: AnswerDraft<A> = { answer, changedAt: new Date().toISOString() };
      try {
        storage()?.setItem(answerDraftKey(principal, activityId, Number(itemKey)), JSON.stringify(draft));
      } catch {
        // Full or refused: the answer is still in the page and is still being sent.
      }
    },
    clear(itemKey) {
      storage()?.removeItem(answerDraftKey(principal, activityId, Number(itemKey)));
    },
  };
}
