import { writeSync } from 'node:fs';

/** The batch's size: a line that may not fit has the batch written first, without waiting. */
export const BATCH_BYTES = 64 * 1024;

/** How long a line may wait in the batch for others to join it. */
export const DEFAULT_MAX_DELAY_MS = 50;

export interface LogDestination {
  write(line: string): void;
  /** Writes what is buffered now, synchronously. */
  flushSync(): void;
  /** pino's `logger.flush(cb)`: writes what is buffered, then calls back. */
  flush(cb?: (error?: Error) => void): void;
}

/**
 * Standard output for the server's log, written in batches instead of once per line: a line waits
 * at most `maxDelayMs` (or until 64 KB have gathered) for others to join it, and then they all go
 * out in one `write`. Under load that is a few hundred request lines a system call, where writing
 * at the end of every turn of the event loop was one call for every few requests and a visible
 * part of each one's cost; a quiet server's line still appears within the delay.
 *
 * Writes stay synchronous, so nothing is ever in flight when the process exits, and whatever is
 * buffered is written on `exit`, including `process.exit()` after a shutdown or a fatal error.
 * Each line is encoded into one reused buffer as it comes, which is written straight to the
 * descriptor: joining the lines into one string and encoding that took longer than making them
 * (a deep rope to flatten, and a new 64 KB string and buffer for every batch to collect).
 */
export function batchedStdout(fd = 1, { maxDelayMs = DEFAULT_MAX_DELAY_MS } = {}): LogDestination {
  const batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let timer: NodeJS.Timeout | null = null;

  const flushSync = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (used === 0) return;
    const length = used;
    used = 0;
    writeFully(fd, batch.subarray(0, length));
  };

  process.on('exit', flushSync);

  return {
    write(line: string) {
      // UTF-8 takes at most 3 bytes for each UTF-16 code unit.
      if (line.length * 3 > BATCH_BYTES - used) {
        flushSync();
        if (line.length * 3 > BATCH_BYTES) {
          writeFully(fd, Buffer.from(line));
          return;
        }
      }
      used += batch.write(line, used);
      // Unref'd: a pending batch never keeps the process alive; `exit` writes it.
      if (timer === null) timer = setTimeout(flushSync, maxDelayMs).unref();
    },
    flushSync,
    flush(cb) {
      flushSync();
      cb?.();
    },
  };
}

const waitCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `bytes`, however many calls it takes. A pipe or terminal in non-blocking mode can
 * take part of a batch or none (EAGAIN) while its reader catches up: wait a moment and go on,
 * rather than lose lines.
 */
export function writeFully(fd: number, bytes: Buffer, write: typeof writeSync = writeSync): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += write(fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(waitCell, 0, 0, 10);
    }
  }
}
