import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { runCountingQueries } from '../../platform/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildPerson, buildRole, buildSession } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildInvitation, buildSubject } from './invitation-test-world.fixtures.ts';

/**
 * A student's join leaves the subject, as they now see it, for the load of the subject that the
 * join form and the accept screen make at once (joined-subject-views.service.ts): that load reads nothing
 * from the database and answers exactly what a read from the database answers.
 */
describe.each(testEngines())('the subject handed from a join to the next read on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => await t.close());

  async function classWithCode() {
    const school = await buildInstitution(t.db);
    const teacher = await buildPerson(t.db, { fullName: 'Ada Teacher' });
    await buildRole(t.db, school.id, teacher.principal, ['SUBJECT_INSTRUCTOR']);
    const classmate = await buildPerson(t.db);
    const subject = await buildSubject(t.db, school.id, [
      { principal: teacher.principal, role: 'INSTRUCTOR' },
      { principal: classmate.principal, role: 'STUDENT' },
    ]);
    const { code } = await buildInvitation(t.db, {
      institutionId: school.id,
      subjectId: subject.id,
      studentMobId: subject.id,
      isMultiUse: true,
    });
    return { school, subject, code, teacher };
  }
  async function student(at?: { institutionId: number; roles: InstitutionRoleName[]; isPending?: boolean }) {
    const person = await buildPerson(t.db);
    if (at)
      await buildRole(t.db, at.institutionId, person.principal, at.roles, {
        isPending: at.isPending ?? false,
      });
    return { ...person, ...(await buildSession(t.db, person.principal)) };
  }
  const accept = (code: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${code}/actions/accept`,
      headers,
      payload: { code },
    });
  const loadSubject = async (subjectId: number, headers: Record<string, string>) => {
    const run = runCountingQueries(
      async () =>
        await t.app.inject({ method: 'GET', url: `/v3/subjects/${subjectId}?permissions=true`, headers }),
    );
    const res = await run.result;
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json<unknown>(), statements: run.counter.count };
  };

  it('answers the first load after a join from the join, the same as the database would', async () => {
    const { subject, code } = await classWithCode();
    const who = await student();
    expect((await accept(code, who.headers)).statusCode).toBe(200);
    const handedOver = await loadSubject(subject.id, who.headers);
    expect(handedOver.statements).toBe(0);
    expect(handedOver.body).toMatchObject({
      subject: { id: subject.id, studentCount: 2, instructors: [{ fullName: 'Ada Teacher' }] },
    });

    const fromDatabase = await loadSubject(subject.id, who.headers);
    expect(fromDatabase.statements).toBe(1); // each hand-over serves one read
    expect(handedOver.body).toEqual(fromDatabase.body);
  });

  it.each([
    ['an accepted student', { roles: ['STUDENT'] as InstitutionRoleName[] }],
    ['a pending teacher', { roles: ['SUBJECT_INSTRUCTOR'] as InstitutionRoleName[], isPending: true }],
    ['an admin', { roles: ['ADMIN'] as InstitutionRoleName[] }],
  ])('keeps the role %s already had at the school, as the database does', async (_, role) => {
    const { school, subject, code } = await classWithCode();
    const who = await student({ institutionId: school.id, ...role });
    expect((await accept(code, who.headers)).statusCode).toBe(200);
    const handedOver = await loadSubject(subject.id, who.headers);
    expect(handedOver.statements).toBe(0);
    expect(handedOver.body).toEqual((await loadSubject(subject.id, who.headers)).body);
  });

  it('is only for the student who joined: the teacher reads the subject from the database', async () => {
    const { subject, code, teacher } = await classWithCode();
    const who = await student();
    expect((await accept(code, who.headers)).statusCode).toBe(200);
    const teacherSession = await buildSession(t.db, teacher.principal);
    // The teacher's session, then the subject.
    expect((await loadSubject(subject.id, teacherSession.headers)).statements).toBe(2);
    expect((await loadSubject(subject.id, who.headers)).statements).toBe(0);
  });

  it('hands nothing over when the join changes nothing (already in the subject)', async () => {
    const { subject, code } = await classWithCode();
    const who = await student();
    expect((await accept(code, who.headers)).statusCode).toBe(200);
    expect((await loadSubject(subject.id, who.headers)).statements).toBe(0);
    const again = await accept(code, who.headers);
    expect(again.statusCode).toBe(400);
    expect((await loadSubject(subject.id, who.headers)).statements).toBe(1);
  });
});
