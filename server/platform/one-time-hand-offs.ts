/**
 * Values one request leaves for a later one in the same process: each is taken at most once,
 * within `ttlMs` of being offered, and at most `maxEntries` are kept, the oldest offered going
 * first. What is not taken in time is simply not found: the taker falls back to the database.
 */
export class OneTimeHandOffs<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #clock: () => number;

  constructor(ttlMs: number, maxEntries: number, clock: () => number = () => performance.now()) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#clock = clock;
  }

  /** Leaves `value` under `key`, replacing what was there. */
  offer(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: this.#clock() + this.#ttlMs });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /**
   * The value under `key` if `matches` accepts it, removed so that nobody takes it again; null
   * when there is none, it does not match (it then stays), or it is too old.
   */
  take(key: string, matches: (value: V) => boolean = () => true): V | null {
    const entry = this.#entries.get(key);
    if (!entry || !matches(entry.value)) return null;
    this.#entries.delete(key);
    return entry.until > this.#clock() ? entry.value : null;
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
