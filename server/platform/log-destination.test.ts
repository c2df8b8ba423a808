import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, type writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_BYTES, DEFAULT_MAX_DELAY_MS, batchedStdout, writeFully } from './log-destination.ts';

describe('batchedStdout', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-destination-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  it('writes the lines that gather within the delay together, once the delay is up', () => {
    vi.useFakeTimers();
    const file = path.join(dir, 'batch.log');
    const destination = batchedStdout(openSync(file, 'w'));
    destination.write('{"n":1}\n');
    vi.advanceTimersByTime(DEFAULT_MAX_DELAY_MS - 1);
    destination.write('{"n":2}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    vi.advanceTimersByTime(1);
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
    destination.write('{"n":3}\n');
    vi.advanceTimersByTime(DEFAULT_MAX_DELAY_MS);
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });

  it('writes the batch at once, without waiting for the delay, when the next line may not fit', () => {
    vi.useFakeTimers();
    const file = path.join(dir, 'full.log');
    const destination = batchedStdout(openSync(file, 'w'));
    const line = `${'x'.repeat(1023)}\n`;
    const fitting = Math.floor(BATCH_BYTES / line.length) - 2;
    for (let i = 0; i < fitting; i += 1) destination.write(line);
    expect(readFileSync(file, 'utf8')).toBe('');
    destination.write(line);
    expect(readFileSync(file, 'utf8')).toBe(line.repeat(fitting));
    vi.advanceTimersByTime(DEFAULT_MAX_DELAY_MS);
    expect(readFileSync(file, 'utf8')).toBe(line.repeat(fitting + 1));
  });

  it('writes non-ASCII text as UTF-8, and a line longer than a batch on its own', () => {
    const file = path.join(dir, 'long.log');
    const destination = batchedStdout(openSync(file, 'w'));
    const long = `${'é'.repeat(BATCH_BYTES)}\n`;
    destination.write('{"name":"Zoë Ngā"}\n');
    destination.write(long);
    expect(readFileSync(file, 'utf8')).toBe(`{"name":"Zoë Ngā"}\n${long}`);
  });

  it('writes at once on flush and flushSync', async () => {
    const file = path.join(dir, 'flush.log');
    const destination = batchedStdout(openSync(file, 'w'));
    destination.write('a\n');
    destination.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('a\n');
    destination.write('b\n');
    await new Promise<void>((resolve) => destination.flush(() => resolve()));
    expect(readFileSync(file, 'utf8')).toBe('a\nb\n');
  });

  it('loses no line when the process exits right after logging', () => {
    const script = [
      "import pino from 'pino';",
      `import { batchedStdout } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log-destination.ts'))};`,
      'const logger = pino({ base: null }, batchedStdout());',
      "for (let i = 0; i < 3; i += 1) logger.info({ i }, 'line');",
      "logger.warn('exiting');",
      'process.exit(3);',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    expect(child.status).toBe(3);
    const lines = child.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(['line', 'line', 'line', 'exiting']);
  });
});

describe('writeFully', () => {
  it('goes on after a partial write and after EAGAIN until every byte is written', () => {
    const written: string[] = [];
    let calls = 0;
    const flakyWrite = ((_fd: number, bytes: Buffer, offset: number, length: number) => {
      calls += 1;
      if (calls === 2) throw Object.assign(new Error('busy'), { code: 'EAGAIN' });
      const taken = Math.min(length, 3);
      written.push(bytes.subarray(offset, offset + taken).toString());
      return taken;
    }) as typeof writeSync;
    writeFully(1, Buffer.from('{"n":1}\n'), flakyWrite);
    expect(written.join('')).toBe('{"n":1}\n');
    expect(calls).toBe(4); // 3 + EAGAIN + 3 + 2 bytes
  });

  it('passes on any other error', () => {
    const failing = (() => {
      throw Object.assign(new Error('broken pipe'), { code: 'EPIPE' });
    }) as typeof writeSync;
    expect(() => writeFully(1, Buffer.from('x\n'), failing)).toThrow('broken pipe');
  });
});
