import { useMemo } from 'react';
import { flattenOutcome } from '../../../common/outcomes/flatten.ts';
import { classYearSpan, type YearSpan } from '../../../common/outcomes/year-levels.ts';
import { useSubject } from '../subjects/subjects.queries.ts';
import type { TaggedOutcome } from './use-tagged-outcomes.ts';

/**
 * The year level of the class a lesson belongs to, for the outcome search to list first: what the
 * subject's name (or code) says, else the grade most of the outcomes tagged here have
 * (`classYearSpan`); null while the subject loads or when neither says.
 */
export function useClassYears(
  subjectId: number,
  tagged: ReadonlyMap<string, TaggedOutcome>,
): YearSpan | null {
  const subject = useSubject(subjectId);
  const name = subject.data?.namePlaintext;
  const code = subject.data?.code;
  const grades = useMemo(
    () => [...tagged.values()].map((found) => flattenOutcome(found.outcome).grade),
    [tagged],
  );
  const span = classYearSpan([name, code], grades);
  const from = span?.from;
  const to = span?.to;
  // The same years give the same object, so a search box does not start again on every render.
  return useMemo(() => (from === undefined || to === undefined ? null : { from, to }), [from, to]);
}
