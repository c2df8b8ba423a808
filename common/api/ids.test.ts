import { describe, expect, it } from 'vitest';
import { problemsOf } from './zod-problems.ts';
import { zId } from './ids.ts';

describe('an id', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
    [12, 12],
  ])('reads %j as %d', (value, id) => expect(zId.parse(value)).toBe(id));

  it.each(['0x1', ' 1', '1 ', '1e0', '1.0', '+1', '0b1', '01', '', 'abc', true, false, [1], { id: 1 }])(
    'refuses %j as not a number',
    (value) => expect(problemsOf(zId, value)).toEqual([{ field: '(root)', message: 'is-not-a-number' }]),
  );

  it.each(['0', '-1', 0, -3, 1.5, 2_147_483_648, '2147483648'])('refuses %j as out of range', (value) =>
    expect(problemsOf(zId, value)).toMatchObject([{ message: 'is-invalid' }]),
  );
});
