import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry point of this repository as its own process, the way `npm start` does:
 * node with the tsx loader, so signals reach the server itself (tsx's CLI wrapper would SIGKILL a
 * child that is slow to acknowledge a SIGTERM, which defeats a graceful shutdown under load).
 */
export function runTs(entry: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the process has printed a line matching `pattern`. */
export async function waitForOutput(
  proc: RunningProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(proc.output());
    if (match) return match;
    if (proc.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Process did not print ${String(pattern)}; output:\n${proc.output()}`);
}
