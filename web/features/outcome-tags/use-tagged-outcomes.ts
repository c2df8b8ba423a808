import { useMemo } from 'react';
import { consolidateOutcome } from '../../../common/outcomes/consolidate.ts';
import type { ConsolidatedOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { useOutcomesByUuids } from '../outcomes/outcomes.queries.ts';

export interface TaggedOutcome {
  outcome: LearningOutcome;
  consolidated: ConsolidatedOutcome;
}

const logError = (message: string, details: Record<string, unknown>) => console.error(message, details);

/**
 * The outcomes tags name, each with its sub-standards gathered under it (spec 3's consolidated
 * form), keyed by lower-case uuid: the outcomes in one call, then their sub-standards in another.
 */
export function useTaggedOutcomes(uuids: readonly string[]) {
  const outcomes = useOutcomesByUuids(uuids);
  const childUuids = useMemo(
    () =>
      [...(outcomes.data?.values() ?? [])].flatMap((o) => o.standardBasedLearningOutcome?.childrenIds ?? []),
    [outcomes.data],
  );
  const children = useOutcomesByUuids(childUuids);
  const byUuid = useMemo(() => {
    const map = new Map<string, TaggedOutcome>();
    for (const [uuid, outcome] of outcomes.data ?? []) {
      const subs = (outcome.standardBasedLearningOutcome?.childrenIds ?? []).flatMap((child) => {
        const found = children.data?.get(child.toLowerCase());
        return found ? [found] : [];
      });
      const consolidated = consolidateOutcome([outcome, ...subs], logError);
      if (consolidated) map.set(uuid, { outcome, consolidated });
    }
    return map;
  }, [outcomes.data, children.data]);
  return {
    byUuid,
    isPending: outcomes.isPending || (childUuids.length > 0 && children.isPending),
    isError: outcomes.isError || children.isError,
  };
}
