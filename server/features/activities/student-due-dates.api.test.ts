import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityWithParts, ClassView, zActivityList } from '../../../common/activities/contracts.ts';
import type { DueDate } from '../../../common/activities/schema.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type ActivityList = z.infer<typeof zActivityList>;
const DAY = 86_400_000;

/**
 * A student's own due date (an extension): the teacher sets it, the student sees it on the lesson and
 * in their due dates, and is overdue only after it; the teacher's lesson list counts hand-ins and
 * overdue students by it.
 */
describe.each(testEngines())("a student's own due date on %s", (engine) => {
  let t: TestApp;
  let school: { id: number };
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let classmate: SignedInPerson;
  let third: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    classmate = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    third = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    for (const s of [student, classmate, third])
      await buildSubjectRole(t.db, subject, s.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (who: SignedInPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const extend = (lessonId: number, principal: string, dueAt: string | null) =>
    call(teacher, 'PUT', `/v3/activities/${lessonId}/students/${principal}/dueDate`, { dueAt });

  it('shows the student their own due date on the lesson, in their list and due dates, overdue only after it', async () => {
    const due = new Date(Date.now() - DAY);
    const extended = new Date(Date.now() + 3 * DAY).toISOString();
    const lesson = await buildActivity(t.db, subject, { title: 'Evaporation', dueAt: due });
    const set = await extend(lesson.id, student.principal, extended);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      studentDueDate: { activityId: lesson.id, studentPrincipal: student.principal, extendedDueAt: extended },
    });

    const dueAtFor = async (who: SignedInPerson) =>
      (await call(who, 'GET', `/v3/activities/${lesson.id}`)).json<{ activity: ActivityWithParts }>().activity
        .dueAt;
    expect(await dueAtFor(student)).toBe(extended);
    expect(await dueAtFor(classmate)).toBe(due.toISOString());
    expect(await dueAtFor(teacher)).toBe(due.toISOString());

    const listed = (await call(student, 'GET', `/v3/subjects/${subject.id}/activities`)).json<ActivityList>();
    expect(listed.activities.find((a) => a.id === lesson.id)).toMatchObject({
      dueAt: extended,
      classProgress: null,
    });

    const dueDatesOf = async (who: SignedInPerson) =>
      (await call(who, 'GET', `/v3/institutions/${school.id}/dueDates`))
        .json<{ dueDates: DueDate[] }>()
        .dueDates.filter((d) => d.activityId === lesson.id);
    expect(await dueDatesOf(student)).toEqual([
      expect.objectContaining({ dueAt: extended, isOverdue: false }),
    ]);
    expect(await dueDatesOf(classmate)).toEqual([
      expect.objectContaining({ dueAt: due.toISOString(), isOverdue: true }),
    ]);

    const view = (await call(teacher, 'GET', `/v3/activities/${lesson.id}/classView`)).json<ClassView>();
    const extendedOf = (p: string) => view.students.find((s) => s.principal === p)!.extendedDueAt;
    expect(extendedOf(student.principal)).toBe(extended);
    expect(extendedOf(classmate.principal)).toBeNull();

    // Null gives the student the lesson's date again.
    expect((await extend(lesson.id, student.principal, null)).json()).toMatchObject({
      studentDueDate: { extendedDueAt: null },
    });
    expect(await dueAtFor(student)).toBe(due.toISOString());
  });

  it("counts, on the teacher's list, each published lesson's hand-ins and students past their own due date", async () => {
    const other = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, other, teacher.principal, 'INSTRUCTOR');
    for (const s of [student, classmate, third]) await buildSubjectRole(t.db, other, s.principal, 'STUDENT');
    const past = await buildActivity(t.db, other, { dueAt: new Date(Date.now() - DAY), position: 0 });
    const future = await buildActivity(t.db, other, { dueAt: new Date(Date.now() + DAY), position: 1 });
    const draft = await buildActivity(t.db, other, {
      status: 'draft',
      dueAt: new Date(Date.now() - DAY),
      position: 2,
    });
    expect((await call(classmate, 'POST', `/v3/activities/${past.id}/actions/submit`)).statusCode).toBe(200);
    expect((await call(third, 'POST', `/v3/activities/${future.id}/actions/submit`)).statusCode).toBe(200);
    await extend(past.id, student.principal, new Date(Date.now() + DAY).toISOString());

    const { result, counter } = runCountingQueries(() =>
      call(teacher, 'GET', `/v3/subjects/${other.id}/activities`),
    );
    const list = (await result).json<ActivityList>().activities;
    const progressOf = (id: number) => list.find((a) => a.id === id)!.classProgress;
    // Past due: the classmate handed in, the student has an extension, the third is overdue.
    expect(progressOf(past.id)).toEqual({ submittedCount: 1, overdueCount: 1 });
    expect(progressOf(future.id)).toEqual({ submittedCount: 1, overdueCount: 0 });
    expect(progressOf(draft.id)).toBeNull();
    const statements = counter.count;

    // As many statements for a class of six: the counts come with the list, not one per lesson or student.
    for (let i = 0; i < 3; i++) {
      const more = await buildSignedInMember(t.db, school.id, ['STUDENT']);
      await buildSubjectRole(t.db, other, more.principal, 'STUDENT');
    }
    await buildActivity(t.db, other, { dueAt: new Date(Date.now() - DAY), position: 3 });
    const again = runCountingQueries(() => call(teacher, 'GET', `/v3/subjects/${other.id}/activities`));
    const larger = (await again.result).json<ActivityList>().activities;
    expect(larger.find((a) => a.id === past.id)!.classProgress).toEqual({
      submittedCount: 1,
      overdueCount: 4,
    });
    expect(again.counter.count).toBe(statements);
  });

  it('refuses a principal who is not a student of the subject (404) and a date that is not one (400)', async () => {
    const lesson = await buildActivity(t.db, subject, { dueAt: new Date(Date.now() + DAY) });
    const at = new Date(Date.now() + 2 * DAY).toISOString();
    expect((await extend(lesson.id, teacher.principal, at)).statusCode).toBe(404);
    expect((await extend(lesson.id, 'nobody-at-all', at)).statusCode).toBe(404);
    expect((await extend(lesson.id, 'nobody-at-all', null)).statusCode).toBe(404);
    const bad = await extend(lesson.id, student.principal, 'next Tuesday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ problems: { field: string; message: string }[] }>().problems).toEqual([
      expect.objectContaining({ field: 'dueAt', message: 'is-not-a-date' }),
    ]);
    const missing = await call(
      teacher,
      'PUT',
      `/v3/activities/${lesson.id}/students/${student.principal}/dueDate`,
      {},
    );
    expect(missing.statusCode).toBe(400);
    // A student may not extend their own due date.
    const own = await call(
      student,
      'PUT',
      `/v3/activities/${lesson.id}/students/${student.principal}/dueDate`,
      {
        dueAt: at,
      },
    );
    expect(own.statusCode).toBe(403);
  });
});
