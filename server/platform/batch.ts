import { AppError } from './errors.ts';

export type BatchGetOptions<Id, Item, Wrapped> = {
  ids: readonly Id[];
  ignoreMissing: boolean;
  keyOfId: (id: Id) => string;
  wrap: (item: Item) => Wrapped;
  /** The spec's message, e.g. 'Institution was missing from batch get response'. */
  missingMessage: string;
} & (
  | {
      /** Loads every requested entity the caller may see, in one query per entity type. */
      load: (ids: readonly Id[]) => Promise<readonly Item[]>;
      keyOfItem: (item: Item) => string;
    }
  | {
      /** Loads them already by key: a map that may hold more than was asked (a kept index). */
      loadByKey: (ids: readonly Id[]) => Promise<ReadonlyMap<string, Item>>;
    }
);

/**
 * The one helper behind every `POST …/batch/get` (ARCHITECTURE.md, convention 6).
 * Answers in the order asked, once per distinct id. A missing id, or one the caller may not see
 * (the two are indistinguishable on purpose), fails the whole call unless ignoreMissing is set.
 */
export async function batchGet<Id, Item, Wrapped>(
  options: BatchGetOptions<Id, Item, Wrapped>,
): Promise<{ getResponses: Wrapped[] }> {
  const distinct = new Map<string, Id>();
  for (const id of options.ids) distinct.set(options.keyOfId(id), id);
  const ids = [...distinct.values()];
  let byKey: ReadonlyMap<string, Item>;
  if ('loadByKey' in options) byKey = distinct.size ? await options.loadByKey(ids) : new Map();
  else {
    const keyed = new Map<string, Item>();
    for (const item of distinct.size ? await options.load(ids) : []) keyed.set(options.keyOfItem(item), item);
    byKey = keyed;
  }
  const getResponses: Wrapped[] = [];
  for (const key of distinct.keys()) {
    const item = byKey.get(key);
    if (item === undefined) {
      if (options.ignoreMissing) continue;
      throw AppError.notFound(options.missingMessage);
    }
    getResponses.push(options.wrap(item));
  }
  return { getResponses };
}
