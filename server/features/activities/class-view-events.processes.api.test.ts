import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import type { ActivityResponseEvent } from '../../../common/activities/contracts.ts';
import { createTestDatabase, type TestDatabase } from '../../test/engines.ts';
import { watchEvents } from '../../test/event-stream.ts';
import {
  buildActivity,
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubject,
  buildSubjectRole,
  buildWorksheetItem,
} from '../../test/factories.ts';
import {
  PROCESS_TEST_TIMEOUT_MS,
  runTs,
  waitUntilListening,
  type RunningProcess,
} from '../../test/processes.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('the class view across server processes (PostgreSQL)', () => {
  let t: TestDatabase;
  let a: RunningProcess;
  let b: RunningProcess;
  let urlA: string;
  let urlB: string;
  const headers = {} as Record<'teacher' | 'student', Record<string, string>>;
  let activityId: number;
  let itemId: number;
  let studentPrincipal: string;

  const start = async () => {
    const proc = runTs('server/main.ts', { DATABASE_URL: t.url!, PORT: '0', SEED_DEMO: 'false' });
    return { proc, url: `http://127.0.0.1:${await waitUntilListening(proc)}` };
  };

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    const db = t.database.db;
    const school = (await buildInstitution(db)).id;
    const teacher = await buildPerson(db);
    const student = await buildPerson(db);
    studentPrincipal = student.principal;
    await buildRole(db, school, teacher.principal, ['SUBJECT_CREATOR']);
    await buildRole(db, school, student.principal, ['STUDENT']);
    headers.teacher = (await buildSession(db, teacher.principal)).headers;
    headers.student = (await buildSession(db, student.principal)).headers;
    const subject = await buildSubject(db, school, { name: 'Year 7 Science' });
    await buildSubjectRole(db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(db, subject, student.principal, 'STUDENT');
    const lesson = await buildActivity(db, subject);
    activityId = lesson.id;
    itemId = (await buildWorksheetItem(db, lesson)).id;
    [{ proc: a, url: urlA }, { proc: b, url: urlB }] = await Promise.all([start(), start()]);
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    for (const proc of [a, b]) if (proc && proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await t?.drop();
  });

  it("delivers a student's save, taken by one process, to the teacher's class view on the other", async () => {
    const onB = await watchEvents<ActivityResponseEvent>(
      `${urlB}/v3/activities/${activityId}/classView/events`,
      ACTIVITY_RESPONSE_EVENT,
      headers.teacher,
    );
    expect(onB.res.status).toBe(200);
    await onB.connected();

    const saved = await fetch(`${urlA}/v3/worksheetItems/${itemId}/myResponse`, {
      method: 'PUT',
      headers: { ...headers.student, 'content-type': 'application/json' },
      body: JSON.stringify({
        value: { kind: 'multipleChoice', optionIds: ['b'] },
        clientSavedAt: new Date().toISOString(),
      }),
    });
    expect(saved.status).toBe(200);
    const submitted = await fetch(`${urlA}/v3/activities/${activityId}/actions/submit`, {
      method: 'POST',
      headers: headers.student,
    });
    expect(submitted.status).toBe(200);

    await onB.waitFor(
      (e) => e.change === 'saved' && e.worksheetItemId === itemId && e.studentPrincipal === studentPrincipal,
    );
    await onB.waitFor((e) => e.change === 'submitted' && e.activityId === activityId);

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 60_000);
});
