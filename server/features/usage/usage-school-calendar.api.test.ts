import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageReport } from '../../../common/usage/schema.ts';
import { sessions, subjectRoles } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rollUpUsage } from './usage.repo.ts';

/** Thursday 28 November 2024 in Sydney and in Los Angeles. */
const NOW = new Date('2024-11-28T20:00:00Z');

/**
 * The usage report and the school's own calendar: its saved time zone decides which day and week
 * a sign-in falls in, and a student joining a subject counts as active that week (joining is
 * something the student does, signed in; the report's "active students" is read so).
 */
describe.each(testEngines())('usage in the school’s calendar on %s', (engine) => {
  let t: TestApp;
  let school: number;
  let admin: SignedInPerson;
  const report = async (from: string, to: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${school}/usage?from=${from}&to=${to}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<UsageReport>();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    school = (await buildInstitution(t.db, { locale: 'EN_AU', timezone: 'Australia/Sydney' })).id;
    admin = await buildSignedInMember(t.db, school, ['ADMIN']);
  });
  afterAll(() => t.close());

  it('counts students who joined a subject in a week as that week’s active students', async () => {
    const subject = await buildSubject(t.db, school, { name: 'Year 8 Science' });
    const students = await Promise.all([1, 2].map(() => buildPerson(t.db)));
    for (const student of students) {
      await buildRole(t.db, school, student.principal, ['STUDENT']);
      await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
    }
    // Wednesday 20 November in Sydney; neither signs in that week.
    await t.db
      .update(subjectRoles)
      .set({ createdOn: new Date('2024-11-19T23:00:00Z') })
      .where(eq(subjectRoles.subjectId, subject.id));
    await rollUpUsage(t.db, NOW, 14);
    const week = (await report('2024-11-18', '2024-11-24')).weeks[0];
    expect(week).toMatchObject({ weekStart: '2024-11-18', studentsJoined: 2, activeStudents: 2 });
  });

  it('reads days and weeks in the time zone the school’s admins saved', async () => {
    const teacher = (await buildPerson(t.db)).principal;
    await buildRole(t.db, school, teacher, ['SUBJECT_CREATOR']);
    // Monday 25 November 10:00 in Sydney (the school's zone before); Sunday 24 November 15:00 in
    // Los Angeles, the zone its admin saves before the roll-up reads the sign-in.
    const at = new Date('2024-11-24T23:00:00Z');
    await t.db.insert(sessions).values({
      tokenHash: randomUUID(),
      principal: teacher,
      csrfToken: randomUUID(),
      createdAt: at,
      lastSeenAt: at,
      expiresAt: at,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v3/institutions/${school}/settings`,
      headers: admin.headers,
      payload: {
        name: 'Pacific School',
        timezone: 'America/Los_Angeles',
        terms: [{ name: 'Fall', startsOn: '2024-08-19', endsOn: '2024-12-20' }],
        defaultCurriculum: 'US',
      },
    });
    expect(saved.statusCode).toBe(200);
    await rollUpUsage(t.db, NOW, 14);
    const inLosAngeles = (await report('2024-11-18', '2024-11-28')).weeks;
    expect(inLosAngeles.map((w) => [w.weekStart, w.activeTeachers])).toEqual([
      ['2024-11-18', 1],
      ['2024-11-25', 0],
    ]);
  });
});
