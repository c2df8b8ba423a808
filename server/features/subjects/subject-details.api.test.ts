import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, subjectRoles, subjectStudentCounts, subjects } from '../../db/schema/index.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/engines.ts';
import { buildInstitution, buildPerson, buildSubject, buildSubjectRole } from '../../test/factories.ts';
import { findSubjectForViewer } from './subjects.repo.ts';

/** The student count kept beside subject_roles follows every change, however it is made. */
describe.each(testEngines())('a subject’s instructors and student count on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { poolSize: 4 });
  });
  afterAll(() => t.drop());
  const db = () => t.database.db;

  async function subjectWith(students: number, instructors: string[] = []) {
    const school = await buildInstitution(db());
    const subject = await buildSubject(db(), school.id, { name: 'Physics' });
    const principals: string[] = [];
    for (let i = 0; i < students; i++) principals.push((await buildPerson(db())).principal);
    for (const principal of principals) await buildSubjectRole(db(), subject, principal, 'STUDENT');
    for (const principal of instructors) await buildSubjectRole(db(), subject, principal, 'INSTRUCTOR');
    return { subject, principals };
  }
  /** As the provider's staff see it: they may read any subject. */
  const staff = { principal: 'internal-staff', isInternalAdmin: true };
  const detailsOf = async (subjectId: number) => {
    const found = await findSubjectForViewer(db(), staff, subjectId, {
      includeArchived: true,
      details: true,
    });
    return found && { instructors: found.instructors, studentCount: found.studentCount };
  };
  const countOf = async (subjectId: number) => (await detailsOf(subjectId))?.studentCount;

  it('counts students added, archived, moved back and removed, and not instructors', async () => {
    const teacher = await buildPerson(db(), { fullName: 'Zoe Teacher' });
    const { subject, principals } = await subjectWith(5, [teacher.principal]);
    expect(await countOf(subject.id)).toBe(5);
    const [first, second, third] = principals;
    await db()
      .update(subjectRoles)
      .set({ role: 'ARCHIVED_STUDENT' })
      .where(and(eq(subjectRoles.subjectId, subject.id), eq(subjectRoles.principal, first!)));
    expect(await countOf(subject.id)).toBe(4);
    await db()
      .update(subjectRoles)
      .set({ role: 'STUDENT' })
      .where(and(eq(subjectRoles.subjectId, subject.id), eq(subjectRoles.principal, first!)));
    await db()
      .delete(subjectRoles)
      .where(and(eq(subjectRoles.subjectId, subject.id), eq(subjectRoles.principal, second!)));
    await db().delete(people).where(eq(people.principal, third!));
    expect(await countOf(subject.id)).toBe(3);
  });

  it('counts joins made at once on several connections', async () => {
    const { subject } = await subjectWith(0);
    const joiners = await Promise.all(Array.from({ length: 12 }, () => buildPerson(db())));
    await Promise.all(joiners.map((p) => buildSubjectRole(db(), subject, p.principal, 'STUDENT')));
    expect(await countOf(subject.id)).toBe(12);
  });

  it('lists instructors by name with a count of zero for a subject without students', async () => {
    const b = await buildPerson(db(), { fullName: 'Bea Brown' });
    const a = await buildPerson(db(), { fullName: 'Amy Adams' });
    const { subject } = await subjectWith(0, [b.principal, a.principal]);
    expect(await detailsOf(subject.id)).toEqual({
      instructors: [
        { principal: a.principal, fullName: 'Amy Adams' },
        { principal: b.principal, fullName: 'Bea Brown' },
      ],
      studentCount: 0,
    });
  });

  it('lets a subject with students be deleted for good, its count rows with it', async () => {
    const { subject } = await subjectWith(3);
    await db().delete(subjects).where(eq(subjects.id, subject.id));
    expect(await detailsOf(subject.id)).toBeNull();
    const left = await db()
      .select()
      .from(subjectStudentCounts)
      .where(eq(subjectStudentCounts.subjectId, subject.id));
    expect(left).toEqual([]);
  });

  it('gives the details only to someone who may read the subject, and in the same statement', async () => {
    const teacher = await buildPerson(db(), { fullName: 'Ida Instructor' });
    const { subject, principals } = await subjectWith(2, [teacher.principal]);
    const outsider = await buildPerson(db());
    const withDetails = { includeArchived: true, details: true };
    const asOutsider = await findSubjectForViewer(
      db(),
      { principal: outsider.principal, isInternalAdmin: false },
      subject.id,
      withDetails,
    );
    expect(asOutsider).toBeNull();
    const asStudent = await findSubjectForViewer(
      db(),
      { principal: principals[0]!, isInternalAdmin: false },
      subject.id,
      withDetails,
    );
    expect(asStudent).toMatchObject({
      viewerRole: 'STUDENT',
      studentCount: 2,
      instructors: [{ principal: teacher.principal, fullName: 'Ida Instructor' }],
    });
  });
});
