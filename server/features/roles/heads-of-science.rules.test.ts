import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { assertHeadsOfScienceQuery } from './heads-of-science.rules.ts';

function problemsOf(query: { isHeadOfScience?: unknown }) {
  try {
    assertHeadsOfScienceQuery(query);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).status, problems: (error as AppError).problems };
  }
}

describe('assertHeadsOfScienceQuery', () => {
  it.each([true, 'true'])('accepts isHeadOfScience=%s', (value) => {
    expect(problemsOf({ isHeadOfScience: value })).toBeNull();
  });

  it.each([undefined, false, 'false', 'TRUE', '1', ''])(
    'rejects isHeadOfScience=%s with must-be-true',
    (value) => {
      expect(problemsOf({ isHeadOfScience: value })).toEqual({
        status: 400,
        problems: [{ field: 'isHeadOfScience', message: 'must-be-true' }],
      });
    },
  );
});
