import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { adminQuery, databaseUrl } from './seed.ts';

const run = promisify(execFile);

export function findPgbench(): string | null {
  if (process.env.PGBENCH && existsSync(process.env.PGBENCH)) return process.env.PGBENCH;
  for (const candidate of ['/usr/bin/pgbench', '/usr/local/bin/pgbench', '/opt/homebrew/bin/pgbench']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The TPS figure pgbench prints ("tps = 12345.6 (without initial connection time)"). */
export function parsePgbenchTps(output: string): number | null {
  const match =
    /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  return match?.[1] ? Number(match[1]) : null;
}

/** A scale-10 pgbench database of its own, recreated each run. Returns its URL. */
export async function initPgbench(pgbench: string, baseUrl: string, name: string): Promise<string> {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(baseUrl, `create database ${name}`);
  const url = databaseUrl(baseUrl, name);
  await run(pgbench, ['-i', '-s', '10', '-q', url], { maxBuffer: 16 * 1024 * 1024 });
  return url;
}

/**
 * PostgreSQL's own select-only benchmark (one primary-key select per transaction): what this
 * server answers when no application sits in between.
 */
export async function runPgbenchSelectOnly(
  pgbench: string,
  url: string,
  options: { clients: number; seconds: number },
): Promise<number | null> {
  const args = ['-S', '-n', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), url];
  const { stdout } = await run(pgbench, args, { maxBuffer: 16 * 1024 * 1024 });
  return parsePgbenchTps(stdout);
}
