import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { z } from 'zod';
import {
  defaultSuccessStatus,
  type EndpointDeclaration,
  type ResponseInput,
} from '../../../common/api/endpoint.ts';
import { compileSerializer } from './response-serializer.ts';

const WRITER = Symbol('answer writer');

/** Below this, gzip's header and a packet's worth of bytes make compressing not worth it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer written ahead of its requests by the endpoint's own response serializer (the one
 * `serve()` compiles from the declared schema), for an answer many requests share: a kept report,
 * reference data. It is kept as UTF-8 bytes, which `serve()` sends as they are: what goes out is
 * exactly what the declared schema writes, written and encoded once instead of on every request
 * (encoding a 20 KB answer with non-ASCII text to UTF-8 costs about as much as the rest of a
 * request).
 */
export class WrittenAnswer<E extends EndpointDeclaration = EndpointDeclaration> {
  declare private readonly endpoint: E;
  #gzipped: Buffer | undefined;
  /** Only the writers below make one (`WRITER` stays in this module), with the endpoint's serializer. */
  constructor(
    _writer: typeof WRITER,
    readonly bytes: Buffer,
    /** Sent to many requests (a kept answer): worth compressing, once, for all of them. */
    readonly isShared: boolean,
  ) {}

  /** Whether what is sent depends on the request's `Accept-Encoding` (for `Vary`). */
  get isCompressible(): boolean {
    return this.isShared && this.bytes.length >= COMPRESS_FROM_BYTES;
  }

  /**
   * The bytes to send to a request with this `Accept-Encoding`: a shared answer of some size
   * gzip-compressed (once, then kept with it: a class's outcome grid of 260 KB is about 20 KB)
   * when the request accepts gzip, as every browser does; otherwise the bytes as written.
   */
  encodedFor(acceptEncoding: string | undefined): { bytes: Buffer; encoding: 'gzip' | null } {
    if (!this.isCompressible || !acceptEncoding || negotiate(acceptEncoding, ['gzip']) !== 'gzip')
      return { bytes: this.bytes, encoding: null };
    this.#gzipped ??= gzipSync(this.bytes);
    return { bytes: this.#gzipped, encoding: 'gzip' };
  }
}

const serializers = new WeakMap<z.ZodType, (value: unknown) => string>();

/** The serializer `serve()` compiles for a schema, compiled once per schema. */
function serializerOf(schema: z.ZodType): (value: unknown) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = compileSerializer(schema);
    serializers.set(schema, serialize);
  }
  return serialize;
}

function successSchemaOf(endpoint: EndpointDeclaration): z.ZodType {
  const schema = (endpoint.responses as Record<number, z.ZodType | null | undefined>)[
    defaultSuccessStatus(endpoint)
  ];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} declares no JSON answer`);
  return schema;
}

/**
 * Writes an endpoint's answer; a value written before (the same object, as a kept report is) is
 * not written again while it is kept.
 */
export function answerWriter<E extends EndpointDeclaration>(
  endpoint: E,
): (value: ResponseInput<E>) => WrittenAnswer<E> {
  const serialize = serializerOf(successSchemaOf(endpoint));
  const written = new WeakMap<object, WrittenAnswer<E>>();
  return (value) => {
    const key = value as unknown as object;
    const kept = written.get(key);
    if (kept) return kept;
    const answer = new WrittenAnswer<E>(WRITER, Buffer.from(serialize(value)), true);
    written.set(key, answer);
    return answer;
  };
}

/** One item of a batch get, written (wrapped in its key) by the item schema of the endpoint's answer. */
export interface WrittenItem<T> {
  readonly bytes: Buffer;
  /** The item type it was written from; a type only. */
  readonly item?: T;
}

type BatchItemSchema<E extends EndpointDeclaration, K extends string> =
  E['responses'][200] extends z.ZodObject<{ getResponses: z.ZodArray<z.ZodObject<infer Shape>> }>
    ? Shape extends Record<K, infer Item extends z.ZodType>
      ? Item
      : never
    : never;

const OPENING = Buffer.from('{"getResponses":[');
const COMMA = Buffer.from(',');
const CLOSING = Buffer.from(']}');

/**
 * Writes a batch get's answer (`{ getResponses: [{ [key]: item }] }`, `zGetResponses`) from items
 * written one by one with the item's schema, taken from the endpoint's declared answer: an item
 * can be written once and kept, and answers put together from kept items. The answer is the same
 * JSON the endpoint's own serializer writes for those items.
 */
export function batchAnswerWriter<E extends EndpointDeclaration, K extends string>(endpoint: E, key: K) {
  const answer = successSchemaOf(endpoint) as z.ZodObject;
  const list = answer.shape.getResponses as z.ZodArray<z.ZodObject> | undefined;
  const itemSchema = list?.element.shape[key] as z.ZodType | undefined;
  if (!itemSchema) throw new Error(`${endpoint.method} ${endpoint.path} is not a batch get of ${key}`);
  const serialize = serializerOf(itemSchema);
  const opening = `{${JSON.stringify(key)}:`;
  type Item = z.input<BatchItemSchema<E, K>>;
  return {
    writeItem: (item: Item): WrittenItem<Item> => ({ bytes: Buffer.from(`${opening}${serialize(item)}}`) }),
    answer: (items: readonly WrittenItem<Item>[]): WrittenAnswer<E> => {
      const parts: Buffer[] = [OPENING];
      for (let index = 0; index < items.length; index += 1) {
        if (index > 0) parts.push(COMMA);
        parts.push(items[index]!.bytes);
      }
      parts.push(CLOSING);
      // Put together for one request: compressing it would cost each request what it saves.
      return new WrittenAnswer<E>(WRITER, Buffer.concat(parts), false);
    },
  };
}
