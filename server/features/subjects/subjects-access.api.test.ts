import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { zSubjectList } from '../../../common/subjects/contracts.ts';
import { subjectRoles, subjects } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSignedInMember,
  buildSignedInPerson,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PEOPLE = ['teacher', 'student', 'admin', 'colleague', 'otherSchool', 'staff', 'signedOut'] as const;
type Person = (typeof PEOPLE)[number];

/**
 * The authorization matrix of the subject calls: who gets what status. The teacher teaches the
 * subject and the student is in it; the admin administers the school; the colleague teaches at
 * the school but not this subject; otherSchool is an admin elsewhere; staff are internal admins.
 * (Changing a subject is covered in subject-actions.api.test.ts, streams in subject-events.)
 */
const MATRIX: [string, 'GET' | 'POST', string, Record<Person, number>, object?][] = [
  [
    'the subject list',
    'GET',
    '/v3/subjects?institutionId={school}&permissions=true',
    { teacher: 200, student: 200, admin: 200, colleague: 200, otherSchool: 404, staff: 200, signedOut: 401 },
  ],
  [
    'one subject',
    'GET',
    '/v3/subjects/{subject}?permissions=true',
    { teacher: 200, student: 200, admin: 200, colleague: 404, otherSchool: 404, staff: 200, signedOut: 401 },
  ],
  [
    'the batch get',
    'POST',
    '/v3/subjects/batch/get',
    { teacher: 200, student: 200, admin: 200, colleague: 404, otherSchool: 404, staff: 200, signedOut: 401 },
    { ids: ['{subject}'] },
  ],
  [
    "one's own subject roles",
    'GET',
    '/v3/users/me/subjectRoles?includeArchived=true&includeDeleted=true',
    { teacher: 200, student: 200, admin: 200, colleague: 200, otherSchool: 200, staff: 200, signedOut: 401 },
  ],
  [
    "the student's subject roles",
    'GET',
    '/v3/users/{student}/subjectRoles',
    { teacher: 404, student: 200, admin: 404, colleague: 404, otherSchool: 404, staff: 200, signedOut: 401 },
  ],
  [
    'anyArchivedAubjects',
    'GET',
    '/v3/institutions/{school}/anyArchivedAubjects',
    { teacher: 200, student: 200, admin: 200, colleague: 200, otherSchool: 404, staff: 200, signedOut: 401 },
  ],
  [
    'anyArchivedSubjects',
    'GET',
    '/v3/institutions/{school}/anyArchivedSubjects',
    { teacher: 200, student: 200, admin: 200, colleague: 200, otherSchool: 404, staff: 200, signedOut: 401 },
  ],
  [
    'creating a subject',
    'POST',
    '/v3/subjects',
    { teacher: 201, student: 403, admin: 201, colleague: 403, otherSchool: 404, staff: 201, signedOut: 401 },
    { name: 'New', institutionId: '{school}' },
  ],
  [
    'the auto-archived notice',
    'GET',
    '/v3/users/me/autoArchivedNotice',
    { teacher: 200, student: 200, admin: 200, colleague: 200, otherSchool: 200, staff: 200, signedOut: 401 },
  ],
  [
    'closing the auto-archived notice',
    'POST',
    '/v3/users/me/autoArchivedNotice/actions/close',
    { teacher: 200, student: 200, admin: 200, colleague: 200, otherSchool: 200, staff: 200, signedOut: 401 },
  ],
];

describe.each(testEngines())('subject authorization matrix on %s', (engine) => {
  let t: TestApp;
  const vars: Record<string, string> = {};
  const headers = {} as Record<Person, Record<string, string>>;

  async function person(institutionId: number | null, roles: InstitutionRoleName[], isInternalAdmin = false) {
    const p = await buildPerson(t.db, { isInternalAdmin });
    if (institutionId !== null) await buildRole(t.db, institutionId, p.principal, roles);
    return { principal: p.principal, headers: (await buildSession(t.db, p.principal)).headers };
  }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? name);
  const fillBody = (body: object) =>
    JSON.parse(fill(JSON.stringify(body)).replace(/"(\d+)"/g, '$1')) as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const school = (await buildInstitution(t.db)).id;
    const elsewhere = (await buildInstitution(t.db)).id;
    const teacher = await person(school, ['SUBJECT_CREATOR']);
    const student = await person(school, ['STUDENT']);
    headers.teacher = teacher.headers;
    headers.student = student.headers;
    headers.admin = (await person(school, ['ADMIN'])).headers;
    headers.colleague = (await person(school, ['SUBJECT_INSTRUCTOR'])).headers;
    headers.otherSchool = (await person(elsewhere, ['ADMIN'])).headers;
    headers.staff = (await person(null, [], true)).headers;
    headers.signedOut = {};
    const [subject] = await t.db
      .insert(subjects)
      .values({ institutionId: school, name: 'Year 7 Science', namePlaintext: 'Year 7 Science' })
      .returning();
    await t.db.insert(subjectRoles).values([
      { subjectId: subject!.id, principal: teacher.principal, institutionId: school, role: 'INSTRUCTOR' },
      { subjectId: subject!.id, principal: student.principal, institutionId: school, role: 'STUDENT' },
    ]);
    Object.assign(vars, { school: String(school), subject: String(subject!.id), student: student.principal });
  });
  afterAll(() => t.close());

  describe.each(MATRIX)('%s', (_name, method, url, expected, body) => {
    it.each(PEOPLE)('answers %s as expected', async (who) => {
      const res = await t.app.inject({
        method,
        url: fill(url),
        headers: headers[who],
        ...(body ? { payload: fillBody(body) } : {}),
      });
      expect(res.statusCode, res.body).toBe(expected[who]);
    });
  });
});

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
    const [row] = await t.db
      .insert(subjects)
      .values({ institutionId, name: 'Science', namePlaintext: 'Science', isArchived })
      .returning();
    const role = (p: SignedInPerson): 'INSTRUCTOR' | 'STUDENT' =>
      p === who.staff || p === who.teacher ? 'INSTRUCTOR' : 'STUDENT';
    await t.db
      .insert(subjectRoles)
      .values(
        members.map((p) => ({ subjectId: row!.id, principal: p.principal, institutionId, role: role(p) })),
      );
    return row!.id;
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
