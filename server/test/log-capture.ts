import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** A logger at `level` whose lines (JSON text, one per entry) are kept in `lines` for assertions. */
export function capturingLogger(level: pino.Level): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}
