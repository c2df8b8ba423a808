import type { InstitutionRecord } from './institutions.types.ts';

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
 * Institution records (the row and its banner) in this process, as the database gave them.
 * Institutions change rarely and every page asks for them, so a batch get reads only the viewer's
 * role rows and takes the institutions from here. Every change is announced on the event bus
 * (institutions.events.ts) and drops the entry in every process; entries also expire after
 * INSTITUTION_CACHE_TTL_MS, and at most maxEntries are held (the oldest go first).
 */
export class InstitutionCache {
  private readonly entries = new Map<number, { record: InstitutionRecord; storedAtMs: number }>();
  /** Bumped by every invalidation, so a read that raced one does not store what it read. */
  private generation = 0;
  private readonly clock: () => number;

  constructor(private readonly options: InstitutionCacheOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** The record of `id`, or undefined when absent or too old. */
  get(id: number): InstitutionRecord | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    if (this.clock() - entry.storedAtMs >= this.options.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.record;
  }

  /** Taken before reading from the database; `set` ignores what was read if anything changed since. */
  currentGeneration(): number {
    return this.generation;
  }

  set(record: InstitutionRecord, readAtGeneration: number): void {
    if (readAtGeneration !== this.generation || this.options.maxEntries <= 0) return;
    const id = record.institution.id;
    this.entries.delete(id);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { record, storedAtMs: this.clock() });
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
