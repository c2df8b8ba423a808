import http from 'node:http';
import type { LoadResult } from '../load.ts';
import { joinStatusCounts, summariseJoins, type JoinOutcomes } from './join-stats.ts';
import { studentHeaders } from './students.ts';

/**
 * The join load driver, run as its own process: `connections` workers on keep-alive sockets, each
 * taking the next unused student and making the three calls of a join in order (fetch the
 * invitation, accept it with the CSRF header, load the subject). A join counts when all three
 * answered 200; its latency is from the first request to the last answer. No student is used twice.
 */
export interface JoinJob {
  origin: string;
  code: string;
  subjectId: number;
  salt: string;
  /** Students firstStudent..lastStudent are unused. */
  firstStudent: number;
  lastStudent: number;
  connections: number;
  seconds: number;
}

export type JoinDriverResult = LoadResult & JoinOutcomes;

function request(
  agent: http.Agent,
  origin: URL,
  options: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: options.method,
        path: options.path,
        headers: options.body
          ? {
              ...options.headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(options.body),
            }
          : options.headers,
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function runJoins(job: JoinJob): Promise<JoinDriverResult> {
  const origin = new URL(job.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const outcomes: JoinOutcomes = {
    completed: 0,
    accepted: 0,
    failures: {},
    errors: 0,
    nextStudent: job.firstStudent,
    exhausted: false,
  };
  const latencies: number[] = [];
  const fail = (key: string) => (outcomes.failures[key] = (outcomes.failures[key] ?? 0) + 1);
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  const code = encodeURIComponent(job.code);
  const body = JSON.stringify({ code: job.code });

  async function join(student: number): Promise<void> {
    const { cookie, 'x-csrf-token': csrf } = studentHeaders(job.salt, student);
    const t0 = performance.now();
    const steps: [string, Parameters<typeof request>[2]][] = [
      [
        'fetch',
        {
          method: 'GET',
          path: `/v3/roleInvitations/${code}?includeRelatedIfValid=true`,
          headers: { cookie },
        },
      ],
      [
        'accept',
        {
          method: 'POST',
          path: `/v3/roleInvitations/${code}/actions/accept`,
          headers: { cookie, 'x-csrf-token': csrf },
          body,
        },
      ],
      [
        'subject',
        { method: 'GET', path: `/v3/subjects/${job.subjectId}?permissions=true`, headers: { cookie } },
      ],
    ];
    for (const [step, options] of steps) {
      const status = await request(agent, origin, options);
      if (step === 'accept' && status === 200) outcomes.accepted += 1;
      if (status !== 200) return void fail(`${step} ${status}`);
    }
    outcomes.completed += 1;
    latencies.push(performance.now() - t0);
  }

  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      if (outcomes.nextStudent > job.lastStudent) {
        outcomes.exhausted = true;
        return;
      }
      const student = outcomes.nextStudent;
      outcomes.nextStudent += 1;
      try {
        await join(student);
      } catch {
        outcomes.errors += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: job.connections }, worker));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    ...outcomes,
    rounds: [summariseJoins(latencies, elapsed)],
    statusCounts: joinStatusCounts(outcomes),
    timeouts: 0,
  };
}

if (process.argv[1]?.endsWith('driver.ts')) {
  runJoins(JSON.parse(process.argv[2] ?? '') as JoinJob)
    .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
