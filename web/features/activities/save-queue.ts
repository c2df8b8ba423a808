import { onlineManager } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';

/** Where a piece of work stands: nothing unsaved, waiting to be sent, being sent, or not saved. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

/** Where keeping unsaved values across a reload goes (localStorage for answers). */
export interface DraftStore<V> {
  write(key: string, value: V): void;
  /** Forgets the key's draft: it reached the server. */
  clear(key: string): void;
}

export interface SaveQueueOptions<V> {
  /** Sends one value; throws when it did not reach the server. */
  save: (key: string, value: V) => Promise<void>;
  /** How long after the last change a value is sent (typing is not sent key by key). */
  debounceMs?: number;
  /** Waits before trying a failed save again; the last repeats. Coming back online retries at once. */
  retryDelaysMs?: readonly number[];
  drafts?: DraftStore<V>;
}

interface Entry<V> {
  value: V;
  /** Bumped on every change, so a save that finishes knows whether what it sent is still the latest. */
  version: number;
  savedVersion: number;
  isSaving: boolean;
  failures: number;
  /** The last failure, when the latest value has not been saved. */
  error: unknown;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The save being sent, so a flush can wait for it. */
  inFlight: Promise<void> | undefined;
}

/**
 * A request the server refused for what was sent (a validation problem, a lesson no longer open):
 * sending the same again will not help. A lost connection, a timeout or a 5xx will.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Unsaved work, one value per key (an answer per question, a lesson's fields), sent a moment after
 * the last change, one request at a time per key, the latest value winning. A value that does not
 * reach the server stays here (and in `drafts`) and is sent again: after a pause, and at once when
 * the browser is back online. Nothing is dropped until the server has it.
 */
export class SaveQueue<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly listeners = new Set<() => void>();
  private unsubscribeOnline: (() => void) | null = null;
  private holders = 0;
  private isDisposed = false;
  private snapshot: ReadonlyMap<string, SaveStatus> = new Map();

  constructor(private readonly options: SaveQueueOptions<V>) {
    this.listenOnline();
  }

  /**
   * A component that uses the queue holds it while mounted: the returned release sends what is
   * unsaved and, once nobody holds it, stops it. (React may unmount and mount an effect again with
   * the same queue, so stopping must wait for the last release.)
   */
  hold(): () => void {
    this.holders += 1;
    this.isDisposed = false;
    this.listenOnline();
    return () => {
      this.holders -= 1;
      void this.flush().finally(() => {
        if (this.holders === 0) this.dispose();
      });
    };
  }

  private listenOnline(): void {
    this.unsubscribeOnline ??= onlineManager.subscribe((isOnline) => {
      if (isOnline) this.retryFailed();
    });
  }

  /** Records a change; it is kept at once (drafts) and sent after the debounce. */
  change(key: string, value: V): void {
    const entry = this.entries.get(key) ?? {
      value,
      version: 0,
      savedVersion: 0,
      isSaving: false,
      failures: 0,
      error: undefined,
      timer: undefined,
      inFlight: undefined,
    };
    entry.value = value;
    entry.version += 1;
    this.entries.set(key, entry);
    this.options.drafts?.write(key, value);
    this.schedule(key, entry, this.options.debounceMs ?? 800);
    this.emit();
  }

  /**
   * Sends every unsaved value now, waiting for saves already on their way (leaving the page,
   * submitting, publishing). True when the server has everything; false as soon as a save fails.
   */
  async flush(): Promise<boolean> {
    for (let round = 0; round < 5; round += 1) {
      const waiting = [...this.entries].filter(([, e]) => e.isSaving || e.savedVersion !== e.version);
      if (waiting.length === 0) return true;
      await Promise.all(waiting.map(([key, e]) => (e.isSaving && e.inFlight ? e.inFlight : this.send(key))));
      if (waiting.some(([, e]) => !e.isSaving && e.savedVersion !== e.version && e.error !== undefined))
        return false;
    }
    return [...this.entries.values()].every((e) => e.savedVersion === e.version);
  }

  /** Tries every failed save again now. */
  retryFailed(): void {
    for (const [key, entry] of this.entries) {
      if (entry.savedVersion !== entry.version && !entry.isSaving) void this.send(key);
    }
  }

  status(key: string): SaveStatus {
    return this.snapshot.get(key) ?? 'saved';
  }

  /** The status of the whole: failed if anything failed, else saving, else pending, else saved. */
  overall(): SaveStatus {
    const all = [...this.snapshot.values()];
    for (const status of ['failed', 'saving', 'pending'] as const) if (all.includes(status)) return status;
    return 'saved';
  }

  /** The last error of a key whose latest value is not saved. */
  errorOf(key: string): unknown {
    const entry = this.entries.get(key);
    return entry && entry.savedVersion !== entry.version ? entry.error : undefined;
  }

  /** The latest value of a key not yet saved, if any. */
  unsavedValue(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.savedVersion !== entry.version ? entry.value : undefined;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Statuses by key, the same object until something changes (for useSyncExternalStore). */
  getSnapshot = (): ReadonlyMap<string, SaveStatus> => this.snapshot;

  dispose(): void {
    this.isDisposed = true;
    this.unsubscribeOnline?.();
    this.unsubscribeOnline = null;
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
  }

  private schedule(key: string, entry: Entry<V>, ms: number): void {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void this.send(key), ms);
  }

  private async send(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || this.isDisposed) return;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (entry.isSaving || entry.savedVersion === entry.version) return;
    const { value, version } = entry;
    entry.isSaving = true;
    this.emit();
    let done: () => void = () => {};
    entry.inFlight = new Promise<void>((resolve) => (done = resolve));
    try {
      await this.options.save(key, value);
      entry.savedVersion = Math.max(entry.savedVersion, version);
      entry.failures = 0;
      entry.error = undefined;
      if (entry.savedVersion === entry.version) this.options.drafts?.clear(key);
    } catch (error) {
      entry.failures += 1;
      entry.error = error;
      if (isWorthRetrying(error) && !this.isDisposed) {
        const delays = this.options.retryDelaysMs ?? [2_000, 5_000, 15_000, 30_000];
        const delay = delays[Math.min(entry.failures, delays.length) - 1] ?? 30_000;
        if (onlineManager.isOnline()) this.schedule(key, entry, delay);
      }
    } finally {
      entry.isSaving = false;
      entry.inFlight = undefined;
      done();
    }
    // Changed while it was being sent: send the newer value (after the usual pause).
    if (entry.savedVersion !== entry.version && !entry.error) this.schedule(key, entry, 0);
    this.emit();
  }

  private emit(): void {
    if (this.isDisposed) return;
    const next = new Map<string, SaveStatus>();
    for (const [key, entry] of this.entries) {
      next.set(
        key,
        entry.isSaving
          ? 'saving'
          : entry.savedVersion === entry.version
            ? 'saved'
            : entry.error !== undefined
              ? 'failed'
              : 'pending',
      );
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
