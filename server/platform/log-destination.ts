import { writeSync } from 'node:fs';

/** Past this many characters a batch is written at once instead of at the end of the tick. */
const MAX_BATCH_CHARS = 64 * 1024;

export interface LogDestination {
  write(line: string): void;
  /** Writes what is buffered now, synchronously. */
  flushSync(): void;
  /** pino's `logger.flush(cb)`: writes what is buffered, then calls back. */
  flush(cb?: (error?: Error) => void): void;
}

/**
 * Standard output for the server's log, written once per turn of the event loop instead of once
 * per line: under load the lines of every request answered in one turn go out in one `write`
 * (a request log line per request made the write system call a large part of a request's cost),
 * while a line written when the server is quiet still appears at the end of the same turn.
 *
 * Writes stay synchronous, so nothing is ever in flight when the process exits, and whatever is
 * buffered is written on `exit`, including `process.exit()` after a shutdown or a fatal error.
 * The batch is encoded once and written straight to the descriptor: pino's own synchronous
 * writer measured the text's byte length and re-encoded what it had written, two more passes over
 * every batch.
 */
export function batchedStdout(fd = 1): LogDestination {
  let batch = '';
  let scheduled = false;

  const flushSync = () => {
    scheduled = false;
    if (batch === '') return;
    const chunk = batch;
    batch = '';
    writeFully(fd, Buffer.from(chunk));
  };

  process.on('exit', flushSync);

  return {
    write(line: string) {
      batch += line;
      if (batch.length >= MAX_BATCH_CHARS) flushSync();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
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
