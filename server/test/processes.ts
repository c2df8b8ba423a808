import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How long a test that starts processes of its own may take before it counts as hung. Nothing
 * waits for this long: every wait below ends on what the process prints or on its exit. It is
 * generous because a server's start (loading the app, creating an embedded database, migrating,
 * loading the curricula) takes seconds on an idle machine and half a minute or more on a loaded
 * two-core one.
 */
export const PROCESS_TEST_TIMEOUT_MS = 300_000;

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Settles once the process has exited and all it printed has been read. */
  closed: Promise<void>;
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
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, output: () => output, exited, closed };
}

/**
 * Resolves as soon as the process has printed something matching `pattern`; rejects, with all it
 * printed, if it exits first. It has no deadline of its own: the test's timeout bounds a hang.
 */
export function waitForOutput(proc: RunningProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const streams = [proc.child.stdout, proc.child.stderr].filter((s) => s !== null);
    let settled = false;
    const check = () => {
      const match = pattern.exec(proc.output());
      if (!match || settled) return;
      settled = true;
      for (const stream of streams) stream.off('data', check);
      resolve(match);
    };
    // Added after runTs's own listeners, so output() already holds the chunk when check runs.
    for (const stream of streams) stream.on('data', check);
    check();
    void proc.closed.then(() => {
      check();
      if (settled) return;
      settled = true;
      reject(new Error(`Process exited before printing ${String(pattern)}; output:\n${proc.output()}`));
    });
  });
}

/** Waits for a server process to say it is listening; its port. */
export async function waitUntilListening(proc: RunningProcess): Promise<number> {
  const [, port] = await waitForOutput(proc, /"address":"http:\/\/127\.0\.0\.1:(\d+)"/);
  return Number(port);
}
