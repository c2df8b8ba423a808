import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/api/problems.ts';
import type { UsageReport } from '../../../common/usage/schema.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import {
  activityResponseVersions,
  activityResponses,
  sessions,
  subjectRoles,
  usageActivity,
} from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildPerson,
  buildRole,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  buildWorksheetItem,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { USAGE_ROLLUP_QUEUE, createUsageService } from './index.ts';
import { rollUpUsage } from './usage.repo.ts';

/** Thursday 28 November 2024, 14:00 in Sydney (UTC+11): long past, so no session a test makes now counts. */
const NOW = new Date('2024-11-28T03:00:00Z');

/** A sign-in that began at `createdAt` and was last active at `lastSeenAt` (an ended session). */
async function signIn(t: TestApp, principal: string, createdAt: string, lastSeenAt = createdAt) {
  await t.db.insert(sessions).values({
    tokenHash: randomUUID(),
    principal,
    csrfToken: randomUUID(),
    createdAt: new Date(createdAt),
    lastSeenAt: new Date(lastSeenAt),
    expiresAt: new Date(lastSeenAt),
  });
}

describe.each(testEngines())('school usage on %s', (engine) => {
  let t: TestApp;
  let schoolA: number;
  let admin: SignedInPerson;
  let teacher: string;
  let subjectId: number;
  let pupils: string[];
  const usage = (query: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/v3/institutions/${schoolA}/usage?${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
    schoolA = (await buildInstitution(t.db, { timezone: 'Australia/Sydney' })).id;
    const schoolB = (await buildInstitution(t.db)).id;
    admin = await buildSignedInMember(t.db, schoolA, ['ADMIN']);
    teacher = (await buildPerson(t.db, { fullName: 'Tia Teacher' })).principal;
    await buildRole(t.db, schoolA, teacher, ['SUBJECT_CREATOR']);
    const students = await Promise.all([1, 2, 3].map(() => buildPerson(t.db)));
    for (const s of students) await buildRole(t.db, schoolA, s.principal, ['STUDENT']);
    const [s1, s2, s3] = students.map((s) => s.principal) as [string, string, string];
    pupils = [s1, s2, s3];
    const elsewhere = (await buildPerson(t.db)).principal;
    await buildRole(t.db, schoolB, elsewhere, ['STUDENT']);

    // Tuesday 26 09:00 and Thursday 28 10:00 in Sydney: two active days, one active teacher.
    await signIn(t, teacher, '2024-11-25T22:00:00Z', '2024-11-27T23:00:00Z');
    await signIn(t, s1, '2024-11-26T01:00:00Z');
    await signIn(t, s2, '2024-11-19T01:00:00Z');
    // Sunday in UTC but Monday 25 01:00 in Sydney: the school's own week.
    await signIn(t, s3, '2024-11-24T14:00:00Z');
    await signIn(t, elsewhere, '2024-11-26T01:00:00Z');

    const subject = await buildSubject(t.db, schoolA, {
      name: 'Year 9 Chemistry',
      createdBy: teacher,
      createdOn: new Date('2024-11-19T00:00:00Z'),
    });
    subjectId = subject.id;
    await buildSubjectRole(t.db, subject, teacher, 'INSTRUCTOR');
    const joined = await buildSubjectRole(t.db, subject, s1, 'STUDENT');
    await buildSubjectRole(t.db, subject, s2, 'STUDENT');
    await t.db
      .update(subjectRoles)
      .set({ createdOn: new Date('2024-11-26T01:00:00Z') })
      .where(eq(subjectRoles.principal, joined.principal));
    await t.db
      .update(subjectRoles)
      .set({ createdOn: new Date('2024-11-19T01:00:00Z') })
      .where(eq(subjectRoles.principal, s2));
    await buildSubject(t.db, schoolA, { name: 'Old Physics', isArchived: true });

    await rollUpUsage(t.db, NOW, 14);
  });
  afterAll(() => t.close());

  it('counts each week’s active teachers and students once, in the school’s own calendar', async () => {
    const res = await usage('from=2024-11-18&to=2024-11-28');
    expect(res.statusCode).toBe(200);
    expect(res.json<UsageReport>().weeks).toEqual([
      {
        weekStart: '2024-11-18',
        activeTeachers: 0,
        activeStudents: 1,
        studentsJoined: 1,
        lessonsPublished: 0,
        answersSubmitted: 0,
      },
      {
        weekStart: '2024-11-25',
        activeTeachers: 1,
        activeStudents: 2,
        studentsJoined: 1,
        lessonsPublished: 0,
        answersSubmitted: 0,
      },
    ]);
    expect(res.json<UsageReport>()).toMatchObject({
      from: '2024-11-18',
      to: '2024-11-28',
      rolledUpAt: NOW.toISOString(),
    });
  });

  it('gives each subject its joins and each teacher their active days and subjects created', async () => {
    const report = (await usage('from=2024-11-18&to=2024-11-28')).json<UsageReport>();
    expect(report.subjects).toEqual([
      {
        subjectId,
        name: 'Year 9 Chemistry',
        isArchived: false,
        studentsJoined: 2,
        lessonsPublished: 0,
        answersSubmitted: 0,
      },
    ]);
    expect(report.teachers).toContainEqual({
      principal: teacher,
      fullName: 'Tia Teacher',
      activeDays: 2,
      subjectsCreated: 1,
      lessonsPublished: 0,
    });
    expect(report.teachers).toContainEqual(
      expect.objectContaining({ principal: admin.principal, activeDays: 0 }),
    );
    expect(report.teachers).toHaveLength(2);
  });

  it('fills weeks without figures with zeros, and reads only the range asked for', async () => {
    const report = (await usage('from=2024-11-04&to=2024-11-19')).json<UsageReport>();
    expect(report.weeks.map((w) => w.weekStart)).toEqual(['2024-11-04', '2024-11-11', '2024-11-18']);
    expect(report.weeks[0]).toMatchObject({ activeStudents: 0, studentsJoined: 0 });
    expect(report.subjects[0]).toMatchObject({ studentsJoined: 1 });
  });

  it('gives the same figures when rolled up again, and keeps a day’s activity after its session moves on', async () => {
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date('2024-11-27T23:30:00Z') })
      .where(eq(sessions.createdAt, new Date('2024-11-26T01:00:00Z')));
    await rollUpUsage(t.db, NOW, 14);
    await rollUpUsage(t.db, NOW, 2);
    const weeks = (await usage('from=2024-11-18&to=2024-11-28')).json<UsageReport>().weeks;
    expect(weeks[1]).toMatchObject({ activeTeachers: 1, activeStudents: 2, studentsJoined: 1 });
    const days = await t.db.select().from(usageActivity).where(eq(usageActivity.institutionId, schoolA));
    expect(
      days
        .filter((d) => !d.isStaff)
        .map((d) => d.day)
        .sort(),
    ).toContain('2024-11-26');
  });

  it('refuses a range that is not one, naming the field', async () => {
    const backwards = await usage('from=2024-11-28&to=2024-11-18');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ErrorBody>().problems).toEqual([
      expect.objectContaining({ message: 'is-invalid' }),
    ]);
    expect(backwards.json<ErrorBody>().problems?.[0]?.field).toMatch(/to$/);
    const notADate = await usage('from=2024-02-30&to=2024-11-18');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json<ErrorBody>().problems?.[0]).toMatchObject({ message: 'is-not-a-date' });
    expect((await usage('from=2023-01-01&to=2024-11-18')).statusCode).toBe(400);
    expect((await usage('from=2024-11-18')).statusCode).toBe(400);
  });

  it('reads a year for a school in a constant number of statements', async () => {
    const service = createUsageService({ db: t.db });
    const admins = { institutionId: schoolA, memberRole: null };
    const { result, counter } = runCountingQueries(() =>
      service.getUsage(admins, { from: '2023-12-21', to: '2024-11-28' }),
    );
    expect((await result).weeks).toHaveLength(50);
    expect(counter.count).toBe(4);
    // Until the next roll-up, the same report is kept: only the roll-up time is read.
    const again = runCountingQueries(() =>
      service.getUsage(admins, { from: '2023-12-21', to: '2024-11-28' }),
    );
    expect(await again.result).toEqual(await result);
    expect(again.counter.count).toBe(1);
  });

  it('is rolled up by the recurring job on the queue', async () => {
    const school = (await buildInstitution(t.db)).id;
    const other = await buildSignedInMember(t.db, school, ['ADMIN']);
    await t.jobs.enqueue(USAGE_ROLLUP_QUEUE, {});
    await t.jobs.drain();
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${school}/usage?from=${today}&to=${today}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UsageReport>().rolledUpAt).not.toBeNull();
  });

  it('counts lessons on the day they were published and answers on the day first given', async () => {
    const subject = { id: subjectId, institutionId: schoolA };
    const lesson = await buildActivity(t.db, subject, {
      createdBy: teacher,
      publishedAt: new Date('2024-11-26T00:00:00Z'),
    });
    await buildActivity(t.db, subject, { status: 'draft', publishedAt: null, createdBy: teacher });
    const item = await buildWorksheetItem(t.db, lesson);
    const answer = async (student: string, savedAt: string[]) => {
      const [response] = await t.db
        .insert(activityResponses)
        .values({
          institutionId: schoolA,
          activityId: lesson.id,
          worksheetItemId: item.id,
          studentPrincipal: student,
          value: { optionIds: ['b'] },
          isAnswered: true,
          clientSavedAt: new Date(savedAt.at(-1)!),
          savedAt: new Date(savedAt.at(-1)!),
        })
        .returning();
      await t.db.insert(activityResponseVersions).values(
        savedAt.map((at) => ({
          institutionId: schoolA,
          responseId: response!.id,
          value: { optionIds: ['b'] },
          clientSavedAt: new Date(at),
          savedAt: new Date(at),
        })),
      );
    };
    // Edited the next day: still one answer, on the day it was first given.
    await answer(pupils[0]!, ['2024-11-26T02:00:00Z', '2024-11-27T02:00:00Z']);
    await answer(pupils[1]!, ['2024-11-27T03:00:00Z']);
    // A later run: the report kept for the earlier one is not served again.
    await rollUpUsage(t.db, new Date(NOW.getTime() + 60_000), 14);

    const report = (await usage('from=2024-11-18&to=2024-11-28')).json<UsageReport>();
    expect(report.weeks[1]).toMatchObject({ lessonsPublished: 1, answersSubmitted: 2 });
    expect(report.weeks[0]).toMatchObject({ lessonsPublished: 0, answersSubmitted: 0 });
    expect(report.subjects[0]).toMatchObject({ lessonsPublished: 1, answersSubmitted: 2 });
    expect(report.teachers.find((x) => x.principal === teacher)).toMatchObject({ lessonsPublished: 1 });
  });
});
