import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

/** What every scenario gets: where PostgreSQL is, and the load's shape. */
export interface Settings {
  baseUrl: string;
  connections: number;
  rounds: number;
  roundSeconds: number;
  warmupSeconds: number;
  /** Fraction of the full seed (1,000 schools, 200,000 people). */
  scale: number;
}

/** One measured round (or warm-up) of a target. */
export interface Round {
  perSec: number;
  p99Ms: number | null;
  /** Requests that did not answer as expected, and socket errors: any of them fails the target. */
  bad: number;
}

export interface Load {
  key: string;
  label: string;
  /** `perSec` of this target over `perSec` of `baseline` must reach `min`. */
  baseline?: { key: string; min: number; p99Max?: number };
  /** One real call first, so a broken route is reported as such; throws with the reason. */
  precheck?: (origin: string) => Promise<void>;
  run: (origin: string, seconds: number) => Promise<Round>;
}

/** A yes/no target that is not a rate: statement counts, membership. */
export interface Check {
  label: string;
  figure: string;
  required: string;
  pass: boolean;
}

/** One journey: its targets under load, its statement counts, and checks after the load. */
export interface Scenario {
  loads: Load[];
  /** Run against an app whose statements `counted()` counts (see startStatementCounter). */
  statements?: (origin: string, counted: () => number) => Promise<Check[]>;
  after?: () => Promise<Check[]>;
  /** Settings the app needs for this journey. */
  appEnv?: Record<string, string>;
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(baseUrl: string, name: string): Promise<string> {
  await withClient(baseUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return databaseUrl(baseUrl, name);
}

const children = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
};
process.on('exit', () => children.forEach((child) => killGroup(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

export interface Server {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` (no other Node flags) on a free loopback port and waits until
 * `readyPath` answers 200. Its stdout goes to /dev/null: the figures include building log lines,
 * not a terminal drawing them.
 */
export async function startServer(
  script: string,
  env: Record<string, string | undefined>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2_000)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    children.delete(child);
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`${script} exited before it was ready: ${stderr.trim()}`);
    const status = await fetch(origin + readyPath).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
    if (status === 200) return { origin, stop };
  }
  await stop();
  throw new Error(`${script} was not ready within 60 s: ${stderr.trim()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One autocannon run of `seconds` over `connections` keep-alive connections. */
export async function drive(
  origin: string,
  seconds: number,
  connections: number,
  requests: autocannon.Request[],
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return autocannon({ url: origin, connections, duration: seconds, headers, requests });
}

/** An HTTP target: the same request (or one of `paths`, in turn) with the status it must answer. */
export function httpLoad(
  spec: Pick<Load, 'key' | 'label' | 'baseline'> & {
    method: 'GET' | 'POST';
    paths: string[];
    headers?: Record<string, string>;
    body?: unknown;
    connections: number;
  },
): Load {
  const headers = { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) };
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  let turn = 0;
  const request: autocannon.Request = {
    method: spec.method,
    ...(body ? { body } : {}),
    setupRequest: (req) => ({ ...req, path: spec.paths[turn++ % spec.paths.length]! }),
  };
  return {
    ...spec,
    precheck: async (origin) => {
      const response = await fetch(origin + spec.paths[0]!, { method: spec.method, headers, body });
      if (response.status !== 200)
        throw new Error(
          `${spec.method} ${spec.paths[0]} answered ${response.status}: ${await response.text()}`,
        );
    },
    run: async (origin, seconds) => {
      const r = await drive(origin, seconds, spec.connections, [request], headers);
      const ok = r['2xx'] ?? 0;
      return { perSec: ok / r.duration, p99Ms: r.latency.p99, bad: r.non2xx + r.errors };
    },
  };
}

const run = promisify(execFile);

/** pgbench's own default (TPC-B-like) transactions, in a scale-10 database of their own. */
export async function pgbenchLoad(settings: Settings): Promise<Load> {
  const url = await recreateDatabase(settings.baseUrl, 'bench_pgbench');
  const pgbench = process.env.PGBENCH || 'pgbench';
  await run(pgbench, ['-i', '-s', '10', '-q', url], { maxBuffer: 1 << 24 });
  return {
    key: 'pgbench',
    label: 'pgbench TPC-B (baseline)',
    run: async (_origin, seconds) => {
      const args = ['-c', String(settings.connections), '-j', '2', '-T', String(seconds), url];
      const { stdout } = await run(pgbench, args, { maxBuffer: 1 << 24 });
      const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
      if (!tps) throw new Error(`no TPS in pgbench's output: ${stdout.slice(-300)}`);
      return { perSec: Number(tps), p99Ms: null, bad: 0 };
    },
  };
}

/**
 * A loopback proxy in front of PostgreSQL that counts the statements clients send it: each simple
 * Query ('Q') and each Execute ('E') of the extended protocol, BEGIN and COMMIT included. The app
 * connects through it in its own process, so the counts come over HTTP from the app as it runs.
 */
export async function startStatementCounter(target: string): Promise<{
  url: string;
  statements: () => number;
  close: () => void;
}> {
  const upstream = new URL(target);
  let statements = 0;
  const server = net.createServer((client) => {
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
    let pending = Buffer.alloc(0);
    let startedUp = false;
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // The start-up message (and an SSL request before it) has no type byte.
        const head = startedUp ? 1 : 0;
        if (pending.length < head + 4) break;
        const end = head + pending.readInt32BE(head);
        if (pending.length < end) break;
        if (!startedUp) startedUp = pending.readInt32BE(4) !== 80_877_103;
        else if (pending[0] === 0x51 || pending[0] === 0x45) statements += 1;
        pending = pending.subarray(end);
      }
    });
    client.pipe(db).pipe(client);
    const close = () => {
      client.destroy();
      db.destroy();
    };
    client.on('error', close).on('close', close);
    db.on('error', close).on('close', close);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), statements: () => statements, close: () => server.close() };
}

/**
 * Statements per call: the fewest a call took over five calls after two warm-up calls (a
 * background job's statement can land in one call's window; a first session read in the first).
 */
export async function statementsPerCall(
  counted: () => number,
  call: () => Promise<Response>,
): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const before = counted();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
    await sleep(30); // work the app finishes after its answer counts too
    if (i >= 2) counts.push(counted() - before);
  }
  return Math.min(...counts);
}
