import { flattenOutcome } from './flatten.ts';
import type { ConsolidatedOutcome, LearningOutcome } from './schema.ts';

function isSubStandard(outcome: LearningOutcome): boolean {
  return outcome.standardBasedLearningOutcome?.type === 'SUBSTANDARD';
}

/**
 * Outcomes with their sub-standards gathered under them (spec 3, used for tagging). A
 * sub-standard goes under the outcome that lists it in `childrenIds` or that it names as its
 * `parentId`, in the parent's `childrenIds` order; one whose parent is not among `outcomes`
 * stands on its own.
 */
export function consolidateOutcomes(outcomes: readonly LearningOutcome[]): ConsolidatedOutcome[] {
  const byUuid = new Map(outcomes.map((outcome) => [outcome.uuid, outcome]));
  const parentOf = new Map<string, string>();
  for (const outcome of outcomes) {
    for (const childId of outcome.standardBasedLearningOutcome?.childrenIds ?? []) {
      if (byUuid.has(childId) && childId !== outcome.uuid) parentOf.set(childId, outcome.uuid);
    }
  }
  for (const outcome of outcomes) {
    const parentId = outcome.standardBasedLearningOutcome?.parentId;
    if (parentId && byUuid.has(parentId) && parentId !== outcome.uuid && !parentOf.has(outcome.uuid))
      parentOf.set(outcome.uuid, parentId);
  }

  const childrenOf = new Map<string, LearningOutcome[]>();
  for (const outcome of outcomes) {
    const parentId = parentOf.get(outcome.uuid);
    if (parentId && isSubStandard(outcome))
      childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), outcome]);
  }

  return outcomes
    .filter((outcome) => !(isSubStandard(outcome) && parentOf.has(outcome.uuid)))
    .map((outcome) => {
      const standard = outcome.standardBasedLearningOutcome;
      const order = standard?.childrenIds ?? [];
      const position = (uuid: string) => (order.includes(uuid) ? order.indexOf(uuid) : order.length);
      const children = [...(childrenOf.get(outcome.uuid) ?? [])].sort(
        (a, b) => position(a.uuid) - position(b.uuid),
      );
      return {
        ...flattenOutcome(outcome),
        learningScale: standard?.learningScale ?? null,
        parentId: standard?.parentId ?? null,
        subStandards: children.map((child) => {
          const flat = flattenOutcome(child);
          return {
            uuid: child.uuid,
            code: flat.code,
            title: flat.title,
            learningScale: child.standardBasedLearningOutcome?.learningScale ?? null,
          };
        }),
      };
    });
}

export type LogError = (message: string, details: Record<string, unknown>) => void;

/**
 * The consolidated form of one outcome and its sub-standards. A transform that does not yield
 * exactly one result is an error (spec 8): it is logged through `logError` and nothing is
 * rendered (null).
 */
export function consolidateOutcome(
  outcomes: readonly LearningOutcome[],
  logError: LogError,
): ConsolidatedOutcome | null {
  const consolidated = consolidateOutcomes(outcomes);
  if (consolidated.length === 1) return consolidated[0] ?? null;
  logError('A consolidated learning outcome transform did not yield exactly one result', {
    count: consolidated.length,
    uuids: outcomes.map((outcome) => outcome.uuid),
  });
  return null;
}
