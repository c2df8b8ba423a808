import { describe, expect, it } from 'vitest';
import { problemsByField, problemsOf } from '../../../common/api/zod-problems.ts';
import { zCreateSubject } from '../../../common/subjects/schema.ts';
import { createSubjectBody, isCreateSubjectDirty } from './create-subject-form.ts';

/** What the form checks before sending: the body it would send, against the creation contract. */
const checkCreateSubject = (values: { name: string; code: string }) =>
  problemsOf(zCreateSubject, createSubjectBody(values, 1));

describe('create subject form (spec 2.5)', () => {
  it('counts as unsaved when the name or the code is filled', () => {
    expect(isCreateSubjectDirty({ name: '', code: '' })).toBe(false);
    expect(isCreateSubjectDirty({ name: '  ', code: '' })).toBe(false);
    expect(isCreateSubjectDirty({ name: 'Year 7', code: '' })).toBe(true);
    expect(isCreateSubjectDirty({ name: '', code: '7B' })).toBe(true);
  });

  it('finds a missing or too long name before sending', () => {
    expect(checkCreateSubject({ name: ' ', code: '' })).toEqual([
      { field: 'name', message: 'is-not-present' },
    ]);
    expect(checkCreateSubject({ name: 'x'.repeat(201), code: '' })).toEqual([
      { field: 'name', message: 'above-max-length', max: 200 },
    ]);
    expect(checkCreateSubject({ name: 'Year 7 Science', code: '7B' })).toEqual([]);
  });

  it("puts the API's problems on their fields, first one each", () => {
    expect(
      problemsByField(
        [
          { field: 'name', message: 'above-max-length', max: 200 },
          { field: 'body.name', message: 'is-not-present' },
          { field: 'code', message: 'above-max-length', max: 60 },
          { field: 'institutionId', message: 'is-invalid' },
        ],
        ['name', 'code'],
      ),
    ).toEqual({
      name: { field: 'name', message: 'above-max-length', max: 200 },
      code: { field: 'code', message: 'above-max-length', max: 60 },
    });
  });

  it('sends the trimmed name and the code only when typed', () => {
    expect(createSubjectBody({ name: ' Year 7 ', code: ' ' }, 3)).toEqual({
      name: 'Year 7',
      institutionId: 3,
    });
    expect(createSubjectBody({ name: 'Year 7', code: '7B' }, 3)).toEqual({
      name: 'Year 7',
      institutionId: 3,
      code: '7B',
    });
  });
});
