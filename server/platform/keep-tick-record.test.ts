import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepTickRecordAlive, keptTickRecordForTest } from './keep-tick-record.ts';

/**
 * The states of the property stores in `nextTick`'s record literal, read from V8's own view of
 * its feedback (`%DebugPrint`, with natives syntax, in a child process) after `cycles` rounds of
 * ticks each followed by a full collection while no record is alive: what an idle moment does to
 * a server.
 */
function literalStoreStates(keep: boolean, cycles = 60): string[] {
  const moduleUrl = JSON.stringify(path.resolve(import.meta.dirname, 'keep-tick-record.ts'));
  const script = [
    `const { keepTickRecordAlive } = await import(${moduleUrl});`,
    keep ? 'await keepTickRecordAlive();' : '',
    'const noop = () => {};',
    `for (let cycle = 0; cycle < ${cycles}; cycle += 1) {`,
    '  for (let i = 0; i < 2000; i += 1) process.nextTick(noop, i);',
    '  await new Promise((resolve) => setImmediate(resolve));',
    '  await new Promise((resolve) => setImmediate(resolve));',
    '  globalThis.gc();',
    '}',
    // Built with Function so that no loader ever parses the natives syntax.
    "new Function('f', '%DebugPrint(f)')(process.nextTick);",
  ].join('\n');
  // V8 writes the print straight to file descriptor 1, and through a pipe it arrives cut short.
  const printFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'tick-record-')), 'print.txt');
  const printFd = openSync(printFile, 'w');
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8', stdio: ['ignore', printFd, 'pipe'] },
  );
  closeSync(printFd);
  expect(child.stderr).toBe('');
  const print = readFileSync(printFile, 'utf8');
  rmSync(path.dirname(printFile), { recursive: true, force: true });
  return print
    .split('\n')
    .filter((line) => line.includes('DefineKeyedOwnPropertyInLiteral'))
    .map((line) => /(UNINITIALIZED|MONOMORPHIC|POLYMORPHIC|MEGAMORPHIC)/.exec(line)?.[1] ?? line);
}

describe('keepTickRecordAlive', () => {
  it('holds a nextTick record: the object the tick queue made', async () => {
    await keepTickRecordAlive();
    const record = keptTickRecordForTest();
    expect(record).toBeDefined();
    expect(Object.keys(record!)).toEqual(['callback', 'args']);
  });

  // If a Node upgrade stops this from happening, keep-tick-record.ts is no longer needed.
  it('is needed: without it, collections while no record is alive make the stores megamorphic', () => {
    const states = literalStoreStates(false);
    expect(states).toHaveLength(5);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('keeps every store of the record literal monomorphic through those collections', () => {
    expect(literalStoreStates(true)).toEqual(Array(5).fill('MONOMORPHIC'));
  });
});
