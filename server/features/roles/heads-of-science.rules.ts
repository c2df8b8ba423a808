import { AppError } from '../../platform/errors.ts';

/**
 * Heads of science are only ever queried with `isHeadOfScience=true` (spec 5); anything else is
 * a malformed query, answered with the `must-be-true` problem rather than an unfiltered list.
 */
export function assertHeadsOfScienceQuery(query: { isHeadOfScience?: unknown }): void {
  if (query.isHeadOfScience === true || query.isHeadOfScience === 'true') return;
  throw AppError.validation(
    [{ field: 'isHeadOfScience', message: 'must-be-true' }],
    'Heads of science are queried with isHeadOfScience=true',
  );
}
