import pino from 'pino';

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
 * Writes stay synchronous (pino's own stdout writer, `sync: true`), so nothing is ever in flight
 * when the process exits, and whatever is buffered is written on `exit`, including
 * `process.exit()` after a shutdown or a fatal error.
 */
export function batchedStdout(fd = 1): LogDestination {
  const out = pino.destination({ dest: fd, sync: true });
  let batch = '';
  let scheduled = false;

  const flushSync = () => {
    scheduled = false;
    if (batch === '') return;
    const chunk = batch;
    batch = '';
    out.write(chunk);
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
