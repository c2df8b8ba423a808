import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zSubjectList } from '../../../common/subjects/contracts.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The subject list and the archived-subjects check decide in one statement whether the viewer may
 * see the institution: the same rule as the institution itself (a role there, pending or accepted,
 * or an internal admin), and the same 404 as a missing institution for everyone else.
 */
describe.each(testEngines())('institution visibility of the subject list on %s', (engine) => {
  let t: TestApp;
  let school: number;
  let expired: number;
  let current: number;
  const who = {} as Record<'pending' | 'expiredTeacher' | 'leftOver' | 'staff' | 'teacher', SignedInPerson>;

  /** A subject and its members' subject roles (whatever their role at the institution). */
  async function subjectWith(institutionId: number, isArchived: boolean, members: SignedInPerson[]) {
    const subject = await buildSubject(t.db, institutionId, { name: 'Science', isArchived });
    for (const p of members)
      await buildSubjectRole(
        t.db,
        subject,
        p.principal,
        p === who.staff || p === who.teacher ? 'INSTRUCTOR' : 'STUDENT',
      );
    return subject.id;
  }
  const get = (url: string, person: SignedInPerson) =>
    t.app.inject({ method: 'GET', url, headers: person.headers });
  const list = (institutionId: number, person: SignedInPerson) =>
    get(`/v3/subjects?institutionId=${institutionId}&permissions=true`, person);
  const anyArchived = (institutionId: number, person: SignedInPerson) =>
    get(`/v3/institutions/${institutionId}/anyArchivedAubjects`, person);
  const listed = async (institutionId: number, person: SignedInPerson) =>
    (await list(institutionId, person)).json<{ subjects: { id: number; permissions: object }[] }>().subjects;

  beforeAll(async () => {
    t = await createTestApp(engine);
    school = (await buildInstitution(t.db)).id;
    expired = (await buildInstitution(t.db, { expiresOn: new Date('2020-01-01') })).id;
    who.pending = await buildSignedInMember(t.db, school, ['STUDENT'], true);
    who.expiredTeacher = await buildSignedInMember(t.db, expired, ['SUBJECT_CREATOR']);
    who.teacher = await buildSignedInMember(t.db, school, ['SUBJECT_CREATOR']);
    // Subject roles left behind at a school whose role was taken away.
    who.leftOver = await buildSignedInPerson(t.db);
    who.staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
    current = await subjectWith(school, false, [who.pending, who.leftOver, who.staff, who.teacher]);
    await subjectWith(school, true, [who.pending, who.leftOver]);
    await subjectWith(expired, false, [who.expiredTeacher]);
  });
  afterAll(() => t.close());

  it('shows a pending member their subjects and their archive, without update', async () => {
    expect(await listed(school, who.pending)).toMatchObject([
      { id: current, permissions: { update: false } },
    ]);
    expect((await anyArchived(school, who.pending)).body).toBe('true');
  });

  it('answers a member of an expired institution as any other', async () => {
    expect(await listed(expired, who.expiredTeacher)).toHaveLength(1);
    expect((await anyArchived(expired, who.expiredTeacher)).body).toBe('false');
  });

  it('answers 404 to someone with subject roles but no role at the institution', async () => {
    for (const res of [await list(school, who.leftOver), await anyArchived(school, who.leftOver)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'not-found',
        message: 'Institution not found',
        requestId: expect.any(String) as unknown,
      });
    }
  });

  it("shows an internal admin their own subjects at any institution, and 404 for one that doesn't exist", async () => {
    expect(await listed(school, who.staff)).toMatchObject([{ id: current, permissions: { update: true } }]);
    expect(await listed(expired, who.staff)).toEqual([]);
    expect((await anyArchived(school, who.staff)).body).toBe('false');
    expect((await list(2_000_000_000, who.staff)).statusCode).toBe(404);
    expect((await anyArchived(2_000_000_000, who.staff)).statusCode).toBe(404);
  });

  it('answers the list byte for byte as the Zod response schema would serialize it', async () => {
    for (const url of [
      `/v3/subjects?institutionId=${school}&permissions=true`,
      `/v3/subjects?institutionId=${school}`,
    ]) {
      const res = await get(url, who.pending);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(JSON.stringify(zSubjectList.parse(JSON.parse(res.body))));
    }
  });

  it('lists each subject exactly as it answers on its own', async () => {
    const [inList] = await listed(school, who.teacher);
    const single = (await get(`/v3/subjects/${current}?permissions=true`, who.teacher)).json<{
      subject: Record<string, unknown>;
    }>().subject;
    const { instructors, studentCount, institutionName, institutionCode, ...base } = single;
    expect([instructors, studentCount, institutionName, institutionCode]).not.toContain(undefined);
    expect(inList).toStrictEqual(base);
  });
});
