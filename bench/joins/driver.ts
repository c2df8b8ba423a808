import { isMainModule, runDriver, type LoadResult } from '../load.ts';
import { encodeRequest, KeepAliveConnection } from './keep-alive-client.ts';
import { joinStatusCounts, summariseJoins, type JoinOutcomes } from './join-stats.ts';
import { studentHeaders } from './students.ts';

/**
 * The join load driver, run as its own process: `connections` workers, each on its own keep-alive
 * connection, taking the next unused student and making the three calls of a join in order (fetch
 * the invitation, accept it with the CSRF header, load the subject). A join counts when all three
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

export type JoinDriverResult = LoadResult &
  JoinOutcomes & {
    /** The driver's own CPU per completed join, in µs: load generation shares the cores too. */
    driverCpuUs: number | null;
  };

export async function runJoins(job: JoinJob): Promise<JoinDriverResult> {
  const origin = new URL(job.origin);
  const host = origin.host;
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
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  const code = encodeURIComponent(job.code);
  const body = JSON.stringify({ code: job.code });

  /** The three requests of student n's join, in order. */
  function joinRequests(student: number): [string, Buffer][] {
    const { cookie, 'x-csrf-token': csrf } = studentHeaders(job.salt, student);
    return [
      [
        'fetch',
        encodeRequest(host, {
          method: 'GET',
          path: `/v3/roleInvitations/${code}?includeRelatedIfValid=true`,
          headers: { cookie },
        }),
      ],
      [
        'accept',
        encodeRequest(host, {
          method: 'POST',
          path: `/v3/roleInvitations/${code}/actions/accept`,
          headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
          body,
        }),
      ],
      [
        'subject',
        encodeRequest(host, {
          method: 'GET',
          path: `/v3/subjects/${job.subjectId}?permissions=true`,
          headers: { cookie },
        }),
      ],
    ];
  }

  async function join(connection: KeepAliveConnection, student: number): Promise<void> {
    const requests = joinRequests(student);
    const t0 = performance.now();
    for (const [step, request] of requests) {
      const { status } = await connection.send(request);
      if (step === 'accept' && status === 200) outcomes.accepted += 1;
      if (status !== 200) return void fail(`${step} ${status}`);
    }
    outcomes.completed += 1;
    latencies.push(performance.now() - t0);
  }

  async function worker(): Promise<void> {
    const connection = new KeepAliveConnection(origin.hostname, Number(origin.port));
    try {
      while (performance.now() < deadline) {
        if (outcomes.nextStudent > job.lastStudent) {
          outcomes.exhausted = true;
          return;
        }
        const student = outcomes.nextStudent;
        outcomes.nextStudent += 1;
        await join(connection, student).catch(() => (outcomes.errors += 1));
      }
    } finally {
      connection.close();
    }
  }

  await Promise.all(Array.from({ length: job.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    ...outcomes,
    rounds: [summariseJoins(latencies, elapsed)],
    statusCounts: joinStatusCounts(outcomes),
    timeouts: 0,
    driverCpuUs: outcomes.completed > 0 ? (cpu.user + cpu.system) / outcomes.completed : null,
  };
}

if (isMainModule(import.meta.url)) runDriver(runJoins);
