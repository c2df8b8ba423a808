import { describe, expect, it } from 'vitest';
import {
  createSubjectBody,
  createSubjectProblems,
  isCreateSubjectDirty,
  validateCreateSubject,
} from './create-subject-form.ts';

describe('create subject form (spec 2.5)', () => {
  it('counts as unsaved when the name or the code is filled', () => {
    expect(isCreateSubjectDirty({ name: '', code: '' })).toBe(false);
    expect(isCreateSubjectDirty({ name: '  ', code: '' })).toBe(false);
    expect(isCreateSubjectDirty({ name: 'Year 7', code: '' })).toBe(true);
    expect(isCreateSubjectDirty({ name: '', code: '7B' })).toBe(true);
  });

  it('finds a missing or too long name before sending', () => {
    expect(validateCreateSubject({ name: ' ', code: '' }, 1)).toEqual([
      { field: 'name', message: 'is-not-present' },
    ]);
    expect(validateCreateSubject({ name: 'x'.repeat(201), code: '' }, 1)).toEqual([
      { field: 'name', message: 'above-max-length', max: 200 },
    ]);
    expect(validateCreateSubject({ name: 'Year 7 Science', code: '7B' }, 1)).toEqual([]);
  });

  it("puts the API's problems on their fields, first one each", () => {
    expect(
      createSubjectProblems([
        { field: 'name', message: 'above-max-length', max: 200 },
        { field: 'body.name', message: 'is-not-present' },
        { field: 'code', message: 'above-max-length', max: 60 },
        { field: 'institutionId', message: 'is-invalid' },
      ]),
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
