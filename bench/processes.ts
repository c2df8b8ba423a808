import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: children run from there so relative paths (migrations, ./data) resolve. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last few kilobytes the child wrote to stderr, for error messages. */
  stderrTail(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

/** Each child leads its own process group, so killing the group also ends anything it started. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function killAllChildren(): void {
  for (const child of live) killGroup(child, 'SIGKILL');
  live.clear();
}

let handlersInstalled = false;
/** No child outlives the bench, whether it ends normally, fails or is interrupted. */
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal} received, stopping child processes`);
      killAllChildren();
      process.exit(130);
    });
  }
}

const APP_SCRIPT = 'server/main.ts';

/**
 * The Node flags `npm start` gives the server (package.json's `start` script), read from there so
 * the bench starts the app exactly as production does.
 */
export function productionNodeFlags(startScript?: string): string[] {
  const script =
    startScript ??
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
      .scripts.start;
  const command = /\bnode\s+(.*?)\s*server\/main\.ts/.exec(script);
  if (!command)
    throw new Error(`package.json's start script does not run server/main.ts with node: ${script}`);
  const flags = command[1]!.split(/\s+/).filter(Boolean);
  const loader = flags.indexOf('--import');
  if (loader !== -1 && flags[loader + 1] === 'tsx') flags.splice(loader, 2);
  return flags;
}

/** Runs a TypeScript file with the same Node binary, through tsx's loader (one process, no wrapper). */
export function spawnTs(
  name: string,
  script: string,
  options: { env?: Record<string, string | undefined>; args?: string[]; captureStdout?: boolean } = {},
): Child {
  // The app gets npm start's Node flags; BENCH_APP_NODE_ARGS adds more, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs =
    script === APP_SCRIPT
      ? [...productionNodeFlags(), ...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean)]
      : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...(options.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    // stdout goes to /dev/null unless the caller reads it: a server's log lines cost what they cost
    // to produce, not what a terminal costs to draw them.
    stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
    detached: true,
  });
  live.add(child);
  let tail = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4_000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      live.delete(child);
      resolve(code);
    });
    child.on('error', () => resolve(-1));
  });
  return {
    name,
    process: child,
    stderrTail: () => tail.trim(),
    exited,
    stop: async () => {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a child to completion and parses the JSON it prints as its last stdout line. */
export async function runTsForJson<T>(name: string, script: string, args: string[]): Promise<T> {
  const child = spawnTs(name, script, { args, captureStdout: true });
  let stdout = '';
  child.process.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const code = await child.exited;
  const last = stdout.trim().split('\n').pop() ?? '';
  if (code !== 0 || !last) {
    throw new Error(`${name} failed (exit ${code}): ${summariseStderr(child.stderrTail() || stdout)}`);
  }
  return JSON.parse(last) as T;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The line of a crash report worth reading (the error), not the whole stack. */
export function summariseStderr(tail: string): string {
  const lines = tail
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const error = lines.find((l) => /^\w*Error\b|Error:|error:/i.test(l));
  return (error ?? lines.at(-1) ?? '').slice(0, 300);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers with `status`; fails early, with the child's stderr, if the child dies. */
export async function waitForHttp(
  child: Child,
  url: string,
  status = 200,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      const reason = summariseStderr(child.stderrTail()) || 'no output on stderr; its log went to /dev/null';
      throw new Error(`${child.name} exited (code ${child.process.exitCode}) before it was ready: ${reason}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      lastProblem = `answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(150);
  }
  throw new Error(`${child.name} was not ready at ${url} within ${timeoutMs / 1000} s (${lastProblem})`);
}

/**
 * Runs a benchmark's main: exit 0 when it ran (a failed target is a measurement, printed as such),
 * 1 when it could not run, with the reason.
 */
export function runBenchmark(main: () => Promise<void>): void {
  main()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(`\nbench could not run: ${(error as Error).message}`);
      process.exit(1);
    });
}
