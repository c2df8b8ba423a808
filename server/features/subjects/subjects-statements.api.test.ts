import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../../common/subjects/schema.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubject,
  buildSubjectRole,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * No query per subject (the classic course-list failure): the subjects page's calls run the same
 * number of SQL statements for a teacher with 1 subject as for one with 200.
 */
describe.each(testEngines())('statements per subjects-page call on %s', (engine) => {
  let t: TestApp;
  let school: number;
  const teachers = {} as Record<'one' | 'many', { headers: Record<string, string>; ids: number[] }>;

  async function teacherWith(count: number) {
    const p = await buildPerson(t.db);
    await buildRole(t.db, school, p.principal, ['SUBJECT_CREATOR']);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const subject = await buildSubject(t.db, school, { name: `Subject ${i}`, isArchived: i === 0 });
      await buildSubjectRole(t.db, subject, p.principal, 'INSTRUCTOR');
      ids.push(subject.id);
    }
    return { headers: (await buildSession(t.db, p.principal)).headers, ids };
  }

  async function statements(
    who: { headers: Record<string, string> },
    request: { method: 'GET' | 'POST'; url: string; payload?: object },
  ) {
    // inject() is lazy: awaiting inside the callback runs the request in the counted context.
    const { result, counter } = runCountingQueries(
      async () => await t.app.inject({ ...request, headers: who.headers }),
    );
    const res = await result;
    expect(res.statusCode, res.body).toBe(200);
    return { subjects: (res.json<{ subjects?: Subject[] }>().subjects ?? []).length, count: counter.count };
  }

  /**
   * A first request touches each session once and leaves it in the server's session cache, so
   * what is counted after it is the call's own work (the steady state of a page's calls).
   */
  async function warmSessions() {
    for (const who of Object.values(teachers))
      await statements(who, { method: 'GET', url: '/v3/users/me/subjectRoles' });
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    school = (await buildInstitution(t.db)).id;
    // Other teachers' subjects at the school, which the list must not touch one by one either.
    await teacherWith(100);
    teachers.one = await teacherWith(2);
    teachers.many = await teacherWith(201);
    await warmSessions();
  });
  afterAll(() => t.close());

  it('lists 1 or 200 subjects with permissions in one statement that also checks the institution', async () => {
    await warmSessions();
    const url = `/v3/subjects?institutionId=${school}&permissions=true`;
    const one = await statements(teachers.one, { method: 'GET', url });
    const many = await statements(teachers.many, { method: 'GET', url });
    expect([one.subjects, many.subjects]).toEqual([1, 200]);
    expect(many.count).toBe(one.count);
    expect(one.count).toBe(1);
  });

  it('answers the archived-subjects check in one statement that also checks the institution', async () => {
    await warmSessions();
    const url = `/v3/institutions/${school}/anyArchivedAubjects`;
    expect((await statements(teachers.one, { method: 'GET', url })).count).toBe(1);
  });

  it('reads one subject with its instructors and student count in one statement', async () => {
    await warmSessions();
    const url = `/v3/subjects/${teachers.one.ids[1]}?permissions=true`;
    expect((await statements(teachers.one, { method: 'GET', url })).count).toBe(1);
  });

  const reads: [string, () => string][] = [
    ['the archived-subjects check', () => `/v3/institutions/${school}/anyArchivedAubjects`],
    ['subject roles', () => '/v3/users/me/subjectRoles?includeArchived=true'],
  ];
  it.each(reads)('answers %s in as many statements for 1 subject as for 200', async (_, url) => {
    const one = await statements(teachers.one, { method: 'GET', url: url() });
    const many = await statements(teachers.many, { method: 'GET', url: url() });
    expect(many.count).toBe(one.count);
  });

  it('batch-gets 1 or 200 subjects in as many statements', async () => {
    const one = await statements(teachers.one, {
      method: 'POST',
      url: '/v3/subjects/batch/get',
      payload: { ids: teachers.one.ids.slice(0, 1), permissions: true },
    });
    const many = await statements(teachers.many, {
      method: 'POST',
      url: '/v3/subjects/batch/get',
      payload: { ids: teachers.many.ids.slice(0, 200), permissions: true },
    });
    expect(many.count).toBe(one.count);
  });
});
