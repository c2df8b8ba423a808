import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { handleError } from '../../ui/handle-error.ts';
import type { TaggedOutcome } from './use-tagged-outcomes.ts';

/**
 * A question's or a lesson's tags as an editor changes them: each change is shown at once, in the
 * same render as the click that made it (a controlled radio or switch would otherwise show its old
 * state until the save's optimistic update lands), and saved whole; once the save has settled the
 * cache's tags show again. A refused save is explained under `failedContext`.
 */
export function useTagList<T extends { learningOutcomeUuid: string }>(
  saved: T[],
  save: Pick<UseMutationResult<unknown, unknown, T[]>, 'mutate'>,
  failedContext: string,
) {
  const [pending, setPending] = useState<{ tags: T[]; turn: number } | null>(null);
  const turns = useRef(0);
  const tags = pending ? pending.tags : saved;

  const saveTags = (next: T[]) => {
    turns.current += 1;
    const turn = turns.current;
    setPending({ tags: next, turn });
    save.mutate(next, {
      onError: (error) => handleError(error, failedContext),
      onSettled: () => setPending((current) => (current?.turn === turn ? null : current)),
    });
  };
  return {
    tags,
    save: saveTags,
    add: (tag: T) => saveTags([...tags, tag]),
    replace: (uuid: string, tag: T) =>
      saveTags(tags.map((existing) => (existing.learningOutcomeUuid === uuid ? tag : existing))),
    remove: (uuid: string) => saveTags(tags.filter((tag) => tag.learningOutcomeUuid !== uuid)),
  };
}

/** The curriculum of the first tag whose outcome is loaded: where a picker for more opens. */
export const curriculumOfTags = (
  tags: readonly { learningOutcomeUuid: string }[],
  byUuid: ReadonlyMap<string, TaggedOutcome>,
): CurriculumCode | null =>
  tags
    .map((tag) => byUuid.get(tag.learningOutcomeUuid)?.outcome.curriculumCode)
    .find((code) => code !== undefined) ?? null;
