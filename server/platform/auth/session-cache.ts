import type { Actor } from './actor.ts';

interface Entry {
  actor: Actor;
  until: number;
}

/**
 * Signed-in actors by session token hash, each kept until its own deadline (never past the
 * session's expiry), so repeated requests with one cookie skip the session look-up. Bounded:
 * past `maxEntries` the oldest entry goes first.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #clock: () => number;

  constructor(maxEntries: number, clock: () => number = Date.now) {
    this.#maxEntries = maxEntries;
    this.#clock = clock;
  }

  get(tokenHash: string): Actor | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= this.#clock()) {
      this.#entries.delete(tokenHash);
      return null;
    }
    return entry.actor;
  }

  /** Keeps the actor for `forMs` milliseconds; nothing is kept for zero or less. */
  set(tokenHash: string, actor: Actor, forMs: number): void {
    if (forMs <= 0 || this.#maxEntries <= 0) return;
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { actor, until: this.#clock() + forMs });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
