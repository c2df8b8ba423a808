import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubjectEvent } from '../../../common/subjects/contracts.ts';
import type { Subject } from '../../../common/subjects/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubject,
  buildSubjectRole,
} from '../../test/factories.ts';
import {
  PROCESS_TEST_TIMEOUT_MS,
  runTs,
  waitUntilListening,
  type RunningProcess,
} from '../../test/processes.ts';

/** Reads `event: subject` blocks from a server-sent event stream as they arrive. */
function collectEvents(body: ReadableStream<Uint8Array>) {
  const events: SubjectEvent[] = [];
  let text = '';
  void (async () => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        for (const match of text.matchAll(/^event: subject\ndata: (.*)$/gm))
          if (!events.some((e) => JSON.stringify(e) === match[1]))
            events.push(JSON.parse(match[1]!) as SubjectEvent);
      }
    } catch {
      // the stream was closed
    }
  })();
  return {
    events,
    connected: () => text.includes(': connected'),
    waitFor: (match: (e: SubjectEvent) => boolean) =>
      vi.waitFor(
        () => {
          if (!events.some(match)) throw new Error(`not yet: ${JSON.stringify(events)}`);
        },
        { timeout: 20_000, interval: 50 },
      ),
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('subject events across server processes (PostgreSQL)', () => {
  let t: TestDatabase;
  let a: RunningProcess;
  let b: RunningProcess;
  let urlA: string;
  let urlB: string;
  let headers: Record<string, string>;
  let school: number;
  let source: number;

  const start = async () => {
    const proc = runTs('server/main.ts', { DATABASE_URL: t.url!, PORT: '0', SEED_DEMO: 'false' });
    return { proc, url: `http://127.0.0.1:${await waitUntilListening(proc)}` };
  };

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    const db = t.database.db;
    school = (await buildInstitution(db)).id;
    const teacher = await buildPerson(db);
    await buildRole(db, school, teacher.principal, ['SUBJECT_CREATOR']);
    headers = (await buildSession(db, teacher.principal)).headers;
    const subject = await buildSubject(db, school, { name: 'Year 7 Science', code: 'SCI-7A' });
    source = subject.id;
    await buildSubjectRole(db, subject, teacher.principal, 'INSTRUCTOR');
    [{ proc: a, url: urlA }, { proc: b, url: urlB }] = await Promise.all([start(), start()]);
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    for (const proc of [a, b]) if (proc && proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await t?.drop();
  });

  it("delivers a duplicate's progress, requested on one process, to a stream on the other", async () => {
    const list = await fetch(`${urlB}/v3/institutions/${school}/subjects/events`, { headers });
    expect(list.status).toBe(200);
    const onB = collectEvents(list.body!);
    await vi.waitFor(() => expect(onB.connected()).toBe(true));

    const res = await fetch(`${urlA}/v3/subjects/${source}/actions/duplicate`, { method: 'POST', headers });
    expect(res.status).toBe(202);
    const copy = ((await res.json()) as { subject: Subject }).subject;
    expect(copy.state).toBe('duplicating');

    const watch = await fetch(`${urlB}/v3/subjects/${copy.id}/events`, { headers });
    const copyOnB = collectEvents(watch.body!);

    // 'duplicating' was announced by A's request; 'ready' by whichever process ran the job.
    await onB.waitFor((e) => e.id === copy.id && e.state === 'duplicating');
    await onB.waitFor((e) => e.id === copy.id && e.state === 'ready');
    await copyOnB.waitFor((e) => e.id === copy.id && e.state === 'ready');

    // Both processes shut down cleanly with streams still open.
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 60_000);
});
