import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemsByField, problemsOf } from './zod-problems.ts';

const zForm = z.object({
  email: z.string().trim().min(1).max(20).email(),
  password: z.string().min(8),
  age: z.number().optional(),
  name: z.string().trim().min(1, 'is-not-present').max(5, 'above-max-length'),
  tags: z.array(z.string().max(3)).optional(),
});
const valid = { email: 'a@b.test', password: 'longenough', name: 'Ann' };

describe('problemsOf', () => {
  it('finds no problem in a valid value', () => {
    expect(problemsOf(zForm, valid)).toEqual([]);
  });

  it('reads a missing or blank value as is-not-present', () => {
    expect(problemsOf(zForm, { ...valid, email: '   ' })).toEqual([
      { field: 'email', message: 'is-not-present' },
      { field: 'email', message: 'is-not-an-email' },
    ]);
    expect(problemsOf(zForm, { email: 'a@b.test', name: 'Ann' })).toEqual([
      { field: 'password', message: 'is-not-present' },
    ]);
  });

  it('names the bound of a length problem', () => {
    expect(problemsOf(zForm, { ...valid, password: 'short' })).toEqual([
      { field: 'password', message: 'below-min-length', min: 8 },
    ]);
    expect(problemsOf(zForm, { ...valid, email: `${'x'.repeat(20)}@b.test` })).toEqual([
      { field: 'email', message: 'above-max-length', max: 20 },
    ]);
  });

  it("takes a schema's own message key, with the bound it names", () => {
    expect(problemsOf(zForm, { ...valid, name: ' ' })).toEqual([
      { field: 'name', message: 'is-not-present' },
    ]);
    expect(problemsOf(zForm, { ...valid, name: 'Annabel' })).toEqual([
      { field: 'name', message: 'above-max-length', max: 5 },
    ]);
  });

  it('tells a wrong type and a malformed address from a missing value', () => {
    expect(problemsOf(zForm, { ...valid, age: 'ten' })).toEqual([
      { field: 'age', message: 'is-not-a-number' },
    ]);
    expect(problemsOf(zForm, { ...valid, email: 'teacher' })).toEqual([
      { field: 'email', message: 'is-not-an-email' },
    ]);
  });

  it('tells a missing choice from one that is not offered', () => {
    const zChoice = z.object({ language: z.enum(['en-AU', 'en-US']) });
    expect(problemsOf(zChoice, {})).toEqual([{ field: 'language', message: 'is-not-present' }]);
    expect(problemsOf(zChoice, { language: null })).toEqual([
      { field: 'language', message: 'is-not-present' },
    ]);
    expect(problemsOf(zChoice, { language: 'fr-FR' })).toEqual([
      { field: 'language', message: 'is-invalid' },
    ]);
    expect(problemsOf(zChoice.extend({ language: zChoice.shape.language.nullable() }), {})).toEqual([
      { field: 'language', message: 'is-not-present' },
    ]);
  });

  it('names a nested field by its dotted path, and an unknown key as is-not-allowed', () => {
    expect(problemsOf(zForm, { ...valid, tags: ['ok', 'long'] })).toEqual([
      { field: 'tags.1', message: 'above-max-length', max: 3 },
    ]);
    expect(problemsOf(zForm.strict(), { ...valid, extra: 1 })).toEqual([
      { field: 'extra', message: 'is-not-allowed' },
    ]);
  });

  it('calls a problem with the whole value (root)', () => {
    expect(problemsOf(zForm, null)).toEqual([{ field: '(root)', message: 'is-not-present' }]);
  });
});

describe('problemsByField', () => {
  it('keeps the first problem of each field, whatever the path style', () => {
    expect(
      problemsByField(
        [
          { field: 'email', message: 'is-not-an-email' },
          { field: 'email', message: 'is-not-present' },
          { field: '/body/password', message: 'below-min-length', min: 8 },
          { field: 'emailAddresses.3', message: 'is-not-an-email' },
          { field: 'other', message: 'is-invalid' },
        ],
        ['email', 'password', 'emailAddresses'],
      ),
    ).toEqual({
      email: { field: 'email', message: 'is-not-an-email' },
      password: { field: '/body/password', message: 'below-min-length', min: 8 },
      emailAddresses: { field: 'emailAddresses.3', message: 'is-not-an-email' },
    });
  });
});
