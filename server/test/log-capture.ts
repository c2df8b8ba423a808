import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export interface CapturedLog {
  logger: Logger;
  /** What was written, as written: one chunk of JSON text per entry. */
  lines: string[];
  /** The entries written so far, parsed. */
  entries: () => Record<string, unknown>[];
}

/** A logger at `level` whose lines are kept for assertions. */
export function capturingLogger(level: pino.Level, options: pino.LoggerOptions = {}): CapturedLog {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const entries = () =>
    lines.flatMap((chunk) =>
      chunk
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    );
  return { logger: pino({ ...options, level }, sink), lines, entries };
}
