import { outcomeBadges, type OutcomeBadge } from '../../../common/outcomes/colours.ts';
import { consolidateOutcomes } from '../../../common/outcomes/consolidate.ts';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../common/outcomes/schema.ts';
import { sortOutcomes } from '../../../common/outcomes/sort.ts';
import { outcomeName } from './outcome-name.ts';

/** One outcome as a column of the mastery grid or the scope and sequence. */
export interface OutcomeColumn {
  /** Lower case, as the grid's cells are looked up. */
  uuid: string;
  outcome: LearningOutcome;
  flat: FlatOutcome;
  badges: OutcomeBadge[];
  /** The code (else title) of the standard a sub-standard column belongs to; null for any other. */
  parentName: string | null;
}

const lower = (uuid: string) => uuid.toLowerCase();

/**
 * The columns for a list of outcome uuids: the outcomes found, in the outcome sort of spec 9, each
 * sub-standard right after its standard when both are there. A uuid with no outcome found (none
 * should: withdrawn outcomes are still found by uuid) has no column.
 */
export function outcomeColumns(
  uuids: readonly string[],
  outcomes: ReadonlyMap<string, LearningOutcome>,
): OutcomeColumn[] {
  const found = [...new Set(uuids.map(lower))].flatMap((uuid) => {
    const outcome = outcomes.get(uuid);
    return outcome ? [outcome] : [];
  });
  const byUuid = new Map(found.map((outcome) => [lower(outcome.uuid), outcome]));
  const consolidated = consolidateOutcomes(found);
  const subStandardsOf = new Map(consolidated.map((c) => [lower(c.uuid), c.subStandards]));
  const column = (outcome: LearningOutcome, parentName: string | null): OutcomeColumn => ({
    uuid: lower(outcome.uuid),
    outcome,
    flat: flattenOutcome(outcome),
    badges: outcomeBadges(outcome),
    parentName,
  });
  return sortOutcomes(found.filter((outcome) => subStandardsOf.has(lower(outcome.uuid)))).flatMap(
    (outcome) => {
      const parent = column(outcome, null);
      const children = (subStandardsOf.get(parent.uuid) ?? []).flatMap((sub) => {
        const child = byUuid.get(lower(sub.uuid));
        return child ? [column(child, outcomeName(parent.flat))] : [];
      });
      return [parent, ...children];
    },
  );
}
