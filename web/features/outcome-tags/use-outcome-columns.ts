import { useMemo } from 'react';
import { useOutcomesByUuids } from '../outcomes/outcomes.queries.ts';
import { outcomeColumns, type OutcomeColumn } from './outcome-columns.ts';

/**
 * The columns for the outcome uuids a page's data names (undefined while that data loads): the
 * outcomes fetched in one batch get and put in the outcome sort. `columns` is null until the
 * outcomes of exactly these uuids are in.
 */
export function useOutcomeColumns(uuids: readonly string[] | undefined) {
  const query = useOutcomesByUuids(uuids ?? []);
  const outcomes = uuids && !query.isPlaceholderData ? query.data : undefined;
  const columns = useMemo<OutcomeColumn[] | null>(
    () => (uuids && outcomes ? outcomeColumns(uuids, outcomes) : null),
    [uuids, outcomes],
  );
  return { columns, isError: query.isError, error: query.error, refetch: query.refetch };
}
