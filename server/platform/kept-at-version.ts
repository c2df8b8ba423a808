/**
 * Values kept by key at the version they were made from, at most `limit` of them, the least
 * recently read going first. A version only goes up: a value is answered while its key is at the
 * version it was kept at, and a value made from an older version than the one kept (by a call that
 * overlapped a newer one) is not kept over it.
 */
export function keptAtVersion<K, V>(limit: number) {
  const kept = new Map<K, { version: bigint; value: V }>();
  return {
    /** The value kept for `key` at `version`, if any (and it becomes the most recently read). */
    get(key: K, version: bigint): V | undefined {
      const held = kept.get(key);
      if (held?.version !== version) return undefined;
      kept.delete(key);
      kept.set(key, held);
      return held.value;
    },

    keep(key: K, version: bigint, value: V): void {
      const held = kept.get(key);
      if (held && held.version > version) return;
      kept.delete(key);
      if (kept.size >= limit) kept.delete(kept.keys().next().value as K);
      kept.set(key, { version, value });
    },

    get size(): number {
      return kept.size;
    },
  };
}
