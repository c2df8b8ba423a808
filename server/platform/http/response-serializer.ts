import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The schema with every object left open. fast-json-stringify writes only declared properties
 * whatever `additionalProperties` says, but picks a branch of `anyOf` (a nullable object) by
 * validating against it, where a closed object would refuse a row with more columns than the
 * answer shows; Zod strips those, and so must this.
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (typeof node !== 'object' || node === null) return node;
  const nullable = nullableObject(node);
  if (nullable) return { ...(openObjects(nullable) as object), nullable: true };
  const open: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node))
    if (!(key === 'additionalProperties' && value === false)) open[key] = openObjects(value);
  return open;
}

/**
 * The object of a nullable object (`anyOf` of an object and null), to be written as a `nullable`
 * object: fast-json-stringify then writes null or the object, where for `anyOf` it validates the
 * value against each branch to choose one, which costs more than writing it (a learning outcome's
 * five null variants and its one present one).
 */
function nullableObject(node: object): object | null {
  const { anyOf, ...rest } = node as { anyOf?: unknown };
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(rest).length > 0) return null;
  const isNull = (branch: unknown) =>
    typeof branch === 'object' && branch !== null && (branch as { type?: unknown }).type === 'null';
  const other = anyOf.find((branch) => !isNull(branch)) as { type?: unknown } | undefined;
  return anyOf.some(isNull) && other?.type === 'object' ? other : null;
}

/** fast-json-stringify compiled from a schema's JSON Schema, or null when JSON Schema cannot say it. */
function compileFastSerializer(schema: z.ZodType): ((value: unknown) => string) | null {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJsonStringify(openObjects(jsonSchema) as Parameters<typeof fastJsonStringify>[0] & object);
}

/**
 * Writes every answer through its declared response schema, compiled once per route into
 * fast-json-stringify (Fastify's own serializer) from the JSON Schema of the Zod schema's output
 * side: only declared properties are written, so the schema stays the whitelist. It writes the
 * same JSON as encoding with Zod and `JSON.stringify` (optional properties after the required
 * ones), in about a third of the time on a large answer. A schema with a part JSON Schema cannot say (a
 * transform, a date object) is written by the Zod serializer instead.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  compileFastSerializer(route.schema) ?? zodSerializerCompiler(route);

/**
 * The serializer a route with this response schema gets, for writing an answer (or a part of
 * one) ahead of its requests (`written-answer.ts`).
 */
export function compileSerializer(schema: z.ZodType): (value: unknown) => string {
  return (
    compileFastSerializer(schema) ??
    (zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
      value: unknown,
    ) => string)
  );
}
