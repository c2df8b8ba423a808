import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/engines.ts';
import { seedDemo } from './demo.ts';

describe.each(testEngines())('demo data on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  it('seeds the district, two schools and the six accounts of the README, once', async () => {
    const first = await seedDemo(t.database.db);
    const second = await seedDemo(t.database.db);
    expect(second).toEqual(first);

    const people = await t.database.db.query.people.findMany({ orderBy: (p, { asc }) => asc(p.email) });
    // The demo school's class of students without accounts (demo-usage.ts) is checked beside it.
    const accounts = people.filter((p) => !/^pupil\d+@/.test(p.email));
    expect(people.length - accounts.length).toBe(24);
    expect(accounts.map((p) => p.email)).toEqual([
      'admin@demo.test',
      'bayview.teacher@demo.test',
      'hillside.teacher@demo.test',
      'invited@demo.test',
      'newcomer@demo.test',
      'staff@demo.test',
      'student@demo.test',
      'teacher@demo.test',
    ]);
    expect(people.find((p) => p.email === 'staff@demo.test')?.isInternalAdmin).toBe(true);

    const roles = await t.database.db.query.institutionRoles.findMany();
    const rolesOf = (principal: string) =>
      roles
        .filter((r) => r.principal === principal)
        .map((r) => ({ id: r.institutionId, roles: r.roles, pending: r.isPending }));
    expect(rolesOf('demo-teacher')).toHaveLength(2);
    expect(rolesOf('demo-student')).toEqual([
      { id: first.firstSchoolId, roles: ['STUDENT'], pending: false },
    ]);
    expect(rolesOf('demo-admin')).toEqual([{ id: first.firstSchoolId, roles: ['ADMIN'], pending: false }]);
    expect(rolesOf('demo-invited')).toEqual([{ id: first.firstSchoolId, roles: [], pending: true }]);
    expect(rolesOf('demo-newcomer')).toEqual([]);

    const institutions = await t.database.db.query.institutions.findMany({
      orderBy: (i, { asc }) => asc(i.id),
    });
    expect(institutions.map((i) => [i.name, i.locale, i.districtUuid !== null])).toEqual([
      ['Riverbank High School', 'EN_AU', true],
      ['Hillside College', 'EN_AU', true],
      ['Bayview Middle School', 'EN_US', false],
    ]);
    expect(new Set(institutions.map((i) => i.districtUuid)).size).toBe(2);
  });

  it('gives the Californian school a US teacher with a subject, US English and California mathematics', async () => {
    await seedDemo(t.database.db);
    const bayview = await t.database.db.query.institutions.findFirst({
      where: (i, { eq }) => eq(i.code, 'bayview-middle'),
    });
    const teacher = await t.database.db.query.people.findFirst({
      where: (p, { eq }) => eq(p.principal, 'bayview-teacher'),
    });
    expect(teacher?.preferredLanguage).toBe('en-US');
    const roles = await t.database.db.query.institutionRoles.findMany({
      where: (r, { eq }) => eq(r.institutionId, bayview!.id),
    });
    expect(roles.map((r) => [r.principal, r.roles])).toEqual([['bayview-teacher', ['ADMIN']]]);
    const subjects = await t.database.db.query.subjects.findMany({
      where: (s, { eq }) => eq(s.institutionId, bayview!.id),
    });
    expect(subjects.map((s) => s.name)).toEqual(['Grade 7 Life Science']);
    const flags = await t.database.db.query.featureFlagOverrides.findMany({
      where: (f, { eq }) => eq(f.institutionId, bayview!.id),
    });
    expect(flags.map((f) => [f.flag, f.isEnabled])).toEqual([['curriculum.US_CALI_MATHS', true]]);
  });

  it('gives the demo teacher six subjects at the first school, the student three, the admin none', async () => {
    const { firstSchoolId } = await seedDemo(t.database.db);
    const subjects = await t.database.db.query.subjects.findMany({
      where: (s, { eq }) => eq(s.createdBy, 'demo-teacher'),
      orderBy: (s, { asc }) => asc(s.id),
    });
    expect(subjects.map((s) => [s.name, s.code, s.isArchived])).toEqual([
      ['Year 7 Science', 'SCI-7A', false],
      ['Year 8 Science', 'SCI-8B', false],
      ['Year 9 Chemistry', 'CHEM-9', false],
      ['Year 10 Physics', 'PHY-10', false],
      ['Biology Club', 'global', false],
      ['Year 7 Science 2025', 'SCI-7A-2025', true],
    ]);
    expect(new Set(subjects.map((s) => s.institutionId))).toEqual(new Set([firstSchoolId]));
    const roles = await t.database.db.query.subjectRoles.findMany();
    const nameOf = (id: number) => subjects.find((s) => s.id === id)?.name;
    const of = (principal: string) =>
      roles.filter((r) => r.principal === principal).map((r) => [nameOf(r.subjectId), r.role]);
    expect(of('demo-teacher')).toHaveLength(6);
    expect(of('demo-teacher').every(([, role]) => role === 'INSTRUCTOR')).toBe(true);
    expect(of('demo-student')).toEqual([
      ['Year 7 Science', 'STUDENT'],
      ['Year 9 Chemistry', 'STUDENT'],
      ['Year 7 Science 2025', 'STUDENT'],
    ]);
    expect(of('demo-admin')).toEqual([]);
    const teacher = await t.database.db.query.people.findFirst({
      where: (p, { eq }) => eq(p.principal, 'demo-teacher'),
    });
    expect(teacher?.instructorSubjectWasAutoArchivedOn).not.toBeNull();
  });
});
