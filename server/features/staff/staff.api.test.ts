import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { StaffResponse } from '../../../common/staff/schema.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildInvitation,
  buildPerson,
  buildRole,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testEngines())('GET /v3/institutions/{institutionId}/staff on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const member = (id: number, roles: InstitutionRoleName[], isPending = false) =>
    buildSignedInMember(t.db, id, roles, isPending);
  const list = (id: number, who: SignedInPerson) =>
    t.app.inject({ method: 'GET', url: `/v3/institutions/${id}/staff`, headers: who.headers });

  async function school() {
    const { id } = await buildInstitution(t.db);
    return {
      id,
      admin: await member(id, ['ADMIN']),
      hos: await member(id, ['HEAD_OF_SCIENCE']),
      teacher: await member(id, ['SUBJECT_INSTRUCTOR']),
      creator: await member(id, ['SUBJECT_CREATOR']),
      student: await member(id, ['STUDENT']),
      invited: await member(id, ['SUBJECT_CREATOR'], true),
    };
  }

  it('lists every staff member with roles, status, last activity and subjects taught, and no students', async () => {
    const s = await school();
    const owner = await buildPerson(t.db, { fullName: 'Aaron Owner' });
    await buildRole(t.db, s.id, owner.principal, [], { isSubscriptionOwner: true });
    const physics = await buildSubject(t.db, s.id, { name: 'Physics', namePlaintext: 'Physics' });
    const chemistry = await buildSubject(t.db, s.id, { name: 'Chemistry', namePlaintext: 'Chemistry' });
    const gone = await buildSubject(t.db, s.id, { deletedOn: new Date() });
    await buildSubjectRole(t.db, physics, s.teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, chemistry, s.teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, chemistry, s.creator.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, gone, s.teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, physics, s.student.principal, 'STUDENT');

    const res = await list(s.id, s.admin);
    expect(res.statusCode).toBe(200);
    const { staff, viewer } = res.json<StaffResponse>();
    const byPrincipal = new Map(staff.map((m) => [m.principal, m]));
    expect(byPrincipal.has(s.student.principal)).toBe(false);
    expect([...byPrincipal.keys()].sort()).toEqual(
      [s.admin, s.hos, s.teacher, s.creator, s.invited, owner].map((p) => p.principal).sort(),
    );
    expect(byPrincipal.get(s.teacher.principal)).toMatchObject({
      email: s.teacher.email,
      roles: ['SUBJECT_INSTRUCTOR'],
      isPending: false,
      subjects: [
        { id: chemistry.id, name: 'Chemistry', coTeachers: 1 },
        { id: physics.id, name: 'Physics', coTeachers: 0 },
      ],
    });
    expect(byPrincipal.get(s.teacher.principal)!.lastActiveOn).toEqual(expect.any(String));
    expect(byPrincipal.get(s.invited.principal)).toMatchObject({
      roles: [],
      pendingRoles: ['SUBJECT_CREATOR'],
      isPending: true,
    });
    expect(byPrincipal.get(owner.principal)).toMatchObject({ isSubscriptionOwner: true, lastActiveOn: null });
    expect(viewer).toEqual({
      principal: s.admin.principal,
      canGrant: { subjectCreator: true, admins: true, subscriptionOwners: true, headOfScience: false },
    });
    expect(res.json<StaffResponse>().schoolSubjects).toEqual([
      { id: chemistry.id, name: 'Chemistry' },
      { id: physics.id, name: 'Physics' },
    ]);
    const asHos = (await list(s.id, s.hos)).json<StaffResponse>();
    expect(asHos.viewer.canGrant.headOfScience).toBe(true);
  });

  it('keeps a teacher listed after their subject creator role is taken, and anyone teaching a subject', async () => {
    const s = await school();
    const taught = [];
    for (const name of ['Biology', 'Chemistry', 'Earth', 'Physics', 'Space']) {
      const subject = await buildSubject(t.db, s.id, { name, namePlaintext: name });
      await buildSubjectRole(t.db, subject, s.creator.principal, 'INSTRUCTOR');
      taught.push(subject.id);
    }
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/v3/institutions/${s.id}/subjectCreator/${s.creator.principal}`,
      headers: s.admin.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const roleless = await buildPerson(t.db, { fullName: 'Rolf Roleless' });
    await buildRole(t.db, s.id, roleless.principal, []);
    await buildSubjectRole(t.db, await buildSubject(t.db, s.id), roleless.principal, 'INSTRUCTOR');

    const { staff } = (await list(s.id, s.admin)).json<StaffResponse>();
    const creator = staff.find((m) => m.principal === s.creator.principal);
    expect(creator).toMatchObject({ roles: ['SUBJECT_INSTRUCTOR'] });
    expect(creator!.subjects.map((subject) => subject.id)).toEqual(taught);
    expect(staff.map((m) => m.principal)).toContain(roleless.principal);
  });

  it('lists staff invitations still waiting, and not used, turned-off, expired or student ones', async () => {
    const s = await school();
    const subject = await buildSubject(t.db, s.id, { name: 'Biology', namePlaintext: 'Biology' });
    const base = { institutionId: s.id, emailAddress: 'new@example.test' };
    const creator = await buildInvitation(t.db, { ...base, creatorInstitutionId: s.id });
    const teacher = await buildInvitation(t.db, {
      ...base,
      subjectId: subject.id,
      instructorSubjectId: subject.id,
    });
    await buildInvitation(t.db, { ...base, sudoadminInstitutionId: s.id, isActive: false });
    await buildInvitation(t.db, { ...base, sudoadminInstitutionId: s.id, consumedOn: new Date() });
    await buildInvitation(t.db, {
      ...base,
      creatorInstitutionId: s.id,
      expiresOn: new Date(Date.now() - 1000),
    });
    await buildInvitation(t.db, { ...base, subjectId: subject.id, studentMobId: subject.id });

    const { invitations } = (await list(s.id, s.admin)).json<StaffResponse>();
    expect(invitations.map((i) => i.code).sort()).toEqual([creator.code, teacher.code].sort());
    expect(invitations.find((i) => i.code === teacher.code)).toMatchObject({
      kind: 'instructor',
      emailAddress: 'new@example.test',
      subject: { id: subject.id, name: 'Biology' },
    });
    expect(invitations.find((i) => i.code === creator.code)).toMatchObject({
      kind: 'creator',
      subject: null,
    });
  });

  it("refuses the school's teachers and students (403) and another school's admin (404)", async () => {
    const s = await school();
    const other = await buildInstitution(t.db);
    const otherAdmin = await member(other.id, ['ADMIN']);
    expect((await list(s.id, s.teacher)).statusCode).toBe(403);
    expect((await list(s.id, s.creator)).statusCode).toBe(403);
    expect((await list(s.id, s.student)).statusCode).toBe(403);
    expect((await list(s.id, s.invited)).statusCode).toBe(403);
    const res = await list(s.id, otherAdmin);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(s.teacher.email);
  });

  it('answers in the same number of statements for a small staff and a large one', async () => {
    const counted = async (request: InjectOptions) => {
      const run = runCountingQueries(async () => await t.app.inject(request));
      const res = await run.result;
      return { status: res.statusCode, statements: run.counter.count };
    };
    const small = await school();
    const large = await school();
    for (let n = 0; n < 12; n++) {
      const teacher = await member(large.id, ['SUBJECT_INSTRUCTOR']);
      const subject = await buildSubject(t.db, large.id);
      await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
      await buildInvitation(t.db, {
        institutionId: large.id,
        emailAddress: `n${n}@example.test`,
        creatorInstitutionId: large.id,
      });
    }
    const warm = (id: number, who: SignedInPerson) =>
      t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: who.headers }).then(() => list(id, who));
    await warm(small.id, small.admin);
    await warm(large.id, large.admin);
    const a = await counted({
      method: 'GET',
      url: `/v3/institutions/${small.id}/staff`,
      headers: small.admin.headers,
    });
    const b = await counted({
      method: 'GET',
      url: `/v3/institutions/${large.id}/staff`,
      headers: large.admin.headers,
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.statements).toBe(a.statements);
    expect(a.statements).toBeLessThanOrEqual(4);
  });
});
