import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectRoles, subjects } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Removing a teacher who left (purgeUser) loses nothing: each subject stays, with its students,
 * with its co-teachers or, taught by nobody else, with the admin who removed them; the teacher
 * no longer teaches there.
 */
describe.each(testEngines())('purging a teacher hands on their subjects on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const rolesIn = async (subjectId: number) =>
    (await t.db.select().from(subjectRoles).where(eq(subjectRoles.subjectId, subjectId)))
      .map((r) => `${r.principal}:${r.role}`)
      .sort();

  async function school() {
    const { id } = await buildInstitution(t.db);
    const admin = await buildSignedInMember(t.db, id, ['ADMIN']);
    const teacher = await buildSignedInMember(t.db, id, ['SUBJECT_CREATOR']);
    const coTeacher = await buildSignedInMember(t.db, id, ['SUBJECT_INSTRUCTOR']);
    const student = await buildSignedInMember(t.db, id, ['STUDENT']);
    const alone = await buildSubject(t.db, id);
    const shared = await buildSubject(t.db, id);
    await buildSubjectRole(t.db, alone, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, alone, student.principal, 'STUDENT');
    await buildSubjectRole(t.db, shared, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, shared, coTeacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, shared, student.principal, 'STUDENT');
    return { id, admin, teacher, coTeacher, student, alone, shared };
  }

  const purge = (id: number, principal: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/v3/institutions/${id}/purgeUser/${principal}`, headers });

  it('gives a subject nobody else teaches to the admin, leaves shared ones with their co-teachers', async () => {
    const s = await school();
    expect((await purge(s.id, s.teacher.principal, s.admin.headers)).statusCode).toBe(204);
    expect(await rolesIn(s.alone.id)).toEqual(
      [`${s.admin.principal}:INSTRUCTOR`, `${s.student.principal}:STUDENT`].sort(),
    );
    expect(await rolesIn(s.shared.id)).toEqual(
      [`${s.coTeacher.principal}:INSTRUCTOR`, `${s.student.principal}:STUDENT`].sort(),
    );
    const live = await t.db
      .select()
      .from(subjects)
      .where(and(eq(subjects.institutionId, s.id)));
    expect(live.map((x) => x.deletedOn)).toEqual([null, null]);
    // The teacher who left no longer reaches the subjects; the admin and the student still do.
    const read = (subjectId: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/v3/subjects/${subjectId}`, headers });
    expect((await read(s.alone.id, s.teacher.headers)).statusCode).toBe(404);
    expect((await read(s.shared.id, s.teacher.headers)).statusCode).toBe(404);
    expect((await read(s.alone.id, s.student.headers)).statusCode).toBe(200);
    expect((await read(s.shared.id, s.coTeacher.headers)).statusCode).toBe(200);
  });

  it("an internal admin's purge hands lone subjects to one of the school's admins", async () => {
    const s = await school();
    const staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
    expect((await purge(s.id, s.teacher.principal, staff.headers)).statusCode).toBe(204);
    expect(await rolesIn(s.alone.id)).toContain(`${s.admin.principal}:INSTRUCTOR`);
    expect(await rolesIn(s.alone.id)).not.toContain(`${s.teacher.principal}:INSTRUCTOR`);
  });

  it('changes nothing when the purge is refused (the last admin)', async () => {
    const s = await school();
    await buildSubjectRole(t.db, s.shared, s.admin.principal, 'INSTRUCTOR');
    const before = await rolesIn(s.shared.id);
    const res = await purge(s.id, s.admin.principal, s.admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid-action' });
    expect(await rolesIn(s.shared.id)).toEqual(before);
  });
});
