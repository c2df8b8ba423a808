import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zErrorBody } from '../../../common/api/problems.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
const zodWrites = (schema: z.ZodType, data: unknown) =>
  (zodSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (d: unknown) => string)(
    data,
  );

const zShape = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  state: z.enum(['LIVE', 'DUPLICATING']),
  tags: z.array(z.string()),
  isArchived: z.boolean(),
  note: z.string().optional(),
  owner: z.object({ principal: z.string(), fullName: z.string() }).nullable(),
  counts: z.record(z.string(), z.number()),
});

describe('the response serializer', () => {
  it('writes the JSON Zod writes, for values of every kind', () => {
    const values = [
      {
        id: 1,
        name: 'Year 7 "Science"',
        code: null,
        state: 'LIVE',
        tags: [],
        isArchived: false,
        owner: null,
        counts: {},
      },
      {
        id: 2,
        name: 'Physik – Ü',
        code: 'PHY\n10',
        state: 'DUPLICATING',
        tags: ['a', 'b'],
        isArchived: true,
        note: 'x',
        owner: { principal: 'p-1', fullName: 'Tessa' },
        counts: { students: 25 },
      },
    ];
    for (const value of values)
      expect(JSON.parse(compile(zShape)(value))).toStrictEqual(JSON.parse(zodWrites(zShape, value)));
  });

  it('writes only declared properties: the schema is the whitelist', () => {
    const written = JSON.parse(
      compile(zShape)({
        id: 1,
        name: 'n',
        code: null,
        state: 'LIVE',
        tags: [],
        isArchived: false,
        owner: { principal: 'p', fullName: 'f', passwordHash: 'secret' },
        counts: {},
        sessionToken: 'secret',
      }),
    ) as Record<string, unknown>;
    expect(written).not.toHaveProperty('sessionToken');
    expect(written.owner).toEqual({ principal: 'p', fullName: 'f' });
  });

  it('writes error bodies as Zod does', () => {
    const error = {
      code: 'validation-failed',
      message: 'No',
      problems: [{ field: 'name', message: 'is-not-present', extra: 1 }],
      requestId: 'r-1',
    };
    expect(JSON.parse(compile(zErrorBody)(error))).toStrictEqual(JSON.parse(zodWrites(zErrorBody, error)));
  });

  it('falls back to Zod for a schema JSON Schema cannot express', () => {
    const zWhen = z.object({ at: z.date() });
    const at = new Date(Date.UTC(2026, 10, 26));
    expect(compile(zWhen)({ at })).toBe(zodWrites(zWhen, { at }));
  });
});
