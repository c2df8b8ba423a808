import type { LearningOutcome } from './schema.ts';

/** Whether an outcome may be tagged: not a level of a framework that only groups others (a grade, a claim). */
export function isTaggable(outcome: LearningOutcome): boolean {
  return !outcome.standardBasedLearningOutcome?.isGrouping;
}
import { isUuid } from './uuid.ts';

/**
 * The uuids of a selector's existing outcomes worth fetching (spec 5): invalid uuids are ignored,
 * and each is asked for once, in the order given.
 */
export function existingOutcomeUuidsToFetch(uuids: readonly unknown[]): string[] {
  return [...new Set(uuids.filter(isUuid).map((uuid) => uuid.toLowerCase()))];
}

export type ExistingOutcomes = {
  /** The outcomes found, in the order of `uuids`, sub-standards left out. */
  outcomes: LearningOutcome[];
  /** Not valid uuids: ignored. */
  ignored: unknown[];
  /** Valid but not found: dropped. */
  dropped: string[];
};

/**
 * The existing outcomes of a selector (spec 5): invalid uuids are ignored, uuids that are not
 * found are dropped, and outcomes of type SUBSTANDARD are excluded (they are tagged through their
 * parent), as are a framework's levels that only group outcomes.
 */
export function resolveExistingOutcomes(
  uuids: readonly unknown[],
  found: readonly LearningOutcome[],
): ExistingOutcomes {
  const byUuid = new Map(found.map((outcome) => [outcome.uuid.toLowerCase(), outcome]));
  const result: ExistingOutcomes = {
    outcomes: [],
    ignored: uuids.filter((uuid) => !isUuid(uuid)),
    dropped: [],
  };
  for (const uuid of existingOutcomeUuidsToFetch(uuids)) {
    const outcome = byUuid.get(uuid);
    if (!outcome) result.dropped.push(uuid);
    else if (outcome.standardBasedLearningOutcome?.type !== 'SUBSTANDARD' && isTaggable(outcome))
      result.outcomes.push(outcome);
  }
  return result;
}

/** Existing tags without those of type SUBSTANDARD (spec 5), for tags already flattened. */
export function withoutSubStandardTags<T extends { type: string | null }>(tags: readonly T[]): T[] {
  return tags.filter((tag) => tag.type !== 'SUBSTANDARD');
}
