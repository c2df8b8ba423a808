import type { SerializedBase } from './institutions.types.ts';
import type { Db } from '../roles/roles.types.ts';

interface CachedInstitutionBase extends SerializedBase {
  storedAtMs: number;
}

export interface InstitutionCacheOptions {
  /** How long an entry is trusted without an invalidation having arrived (the safety net). */
  ttlMs: number;
  maxEntries: number;
  clock?: () => number;
}

/** Short: invalidations arrive through the event bus; this only bounds what a lost one costs. */
export const INSTITUTION_CACHE_TTL_MS = 30_000;
/** A few hundred bytes each; far more institutions than one deployment has. */
export const INSTITUTION_CACHE_MAX_ENTRIES = 20_000;

/**
 * Serialized institution bases in this process. Institutions, their banner upload and their
 * district change rarely and every page asks for them, so the hot reads take the base from here
 * and only read the viewer's role rows. Every change is announced on the event bus
 * (institutions.events.ts) and drops the entry in every process; entries also expire after a
 * short time, and the cache holds a bounded number of them (the oldest go first).
 */
export class InstitutionCache {
  private readonly entries = new Map<number, CachedInstitutionBase>();
  /** Bumped by every invalidation, so a read that raced one does not store what it read. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(options: InstitutionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.clock = options.clock ?? Date.now;
  }

  /** The current entry for `id`, or undefined when absent or too old. */
  get(id: number): SerializedBase | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    if (this.clock() - entry.storedAtMs >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading from the database; `set` ignores what was read if anything changed since. */
  currentGeneration(): number {
    return this.generation;
  }

  set(id: number, base: SerializedBase, readAtGeneration: number): void {
    if (readAtGeneration !== this.generation || this.maxEntries <= 0) return;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { ...base, storedAtMs: this.clock() });
  }

  invalidate(id: number): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, InstitutionCache>();

/** One cache per database object, shared by every service on it (as prepared statements are). */
export function institutionCacheFor(db: Db): InstitutionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new InstitutionCache({
      ttlMs: INSTITUTION_CACHE_TTL_MS,
      maxEntries: INSTITUTION_CACHE_MAX_ENTRIES,
    });
    caches.set(db, cache);
  }
  return cache;
}
