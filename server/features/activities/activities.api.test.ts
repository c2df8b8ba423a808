import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, WorksheetItem } from '../../../common/activities/schema.ts';
import { inArray } from 'drizzle-orm';
import { activities } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { PURGE_DELETED_ACTIVITIES_QUEUE } from './activities.jobs.ts';
import {
  buildActivity,
  buildInstitution,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  buildWorksheetItem,
  richText,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Writing lessons and questions: CRUD, order, publish, delete and restore, duplicate. */
describe.each(testEngines())('lessons and questions on %s', (engine) => {
  let t: TestApp;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let subject: { id: number; institutionId: number };
  let otherSubject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    subject = await buildSubject(t.db, school.id);
    otherSubject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, otherSubject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInPerson,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function createLesson(title: string, extra: object = {}): Promise<Activity> {
    const res = await call(teacher, 'POST', `/v3/subjects/${subject.id}/activities`, { title, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ activity: Activity }>().activity;
  }

  it('creates a draft lesson at the end with its text and due date in the school timezone', async () => {
    const first = await createLesson('States of matter', {
      body: richText('Matter is anything that has mass and takes up space.'),
      dueAt: '2030-03-01T09:00:00+11:00',
    });
    const second = await createLesson('Forces');
    expect(first).toMatchObject({
      status: 'draft',
      subjectId: subject.id,
      dueAt: '2030-02-28T22:00:00.000Z',
      timezone: 'Australia/Sydney',
      itemCount: 0,
      permissions: { update: true },
    });
    expect(second.position).toBe(first.position + 1);
  });

  it('refuses a title missing, a due date that is not one, and rich text outside the schema, field by field', async () => {
    const res = await call(teacher, 'POST', `/v3/subjects/${subject.id}/activities`, {
      title: ' ',
      dueAt: 'tomorrow',
      body: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json<{ problems: { field: string; message: string }[] }>()
      .problems.map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'dueAt']));
    expect(fields.some((f) => f.startsWith('body'))).toBe(true);
  });

  it('adds questions of every kind, hides model answers from students, and reorders them', async () => {
    const lesson = await createLesson('Cells');
    const kinds = [
      {
        kind: 'multipleChoice',
        options: [
          { id: 'a', text: 'Nucleus' },
          { id: 'b', text: 'Wall' },
        ],
        allowMultiple: false,
        modelAnswer: { correctOptionIds: ['a'] },
      },
      { kind: 'shortAnswer', modelAnswer: { text: 'Mitochondria' } },
      { kind: 'longAnswer', modelAnswer: null },
      {
        kind: 'numeric',
        modelAnswer: { value: 10, unit: 'um', tolerance: { kind: 'relative', amount: 0.1 } },
      },
      { kind: 'maths', modelAnswer: { latex: '\\frac{d}{t}' } },
    ];
    const ids: number[] = [];
    for (const k of kinds) {
      const res = await call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, {
        prompt: richText('Q'),
        marks: 2,
        ...k,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ worksheetItem: WorksheetItem }>().worksheetItem.id);
    }
    const reordered = await call(
      teacher,
      'POST',
      `/v3/activities/${lesson.id}/worksheetItems/actions/reorder`,
      {
        worksheetItemIds: [...ids].reverse(),
      },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    const items = reordered.json<{ activity: { worksheetItems: WorksheetItem[] } }>().activity.worksheetItems;
    expect(items.map((i) => i.id)).toEqual([...ids].reverse());
    expect(items.find((i) => i.kind === 'maths')?.modelAnswer).toEqual({ latex: '\\frac{d}{t}' });

    await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/publish`);
    const asStudent = await call(student, 'GET', `/v3/activities/${lesson.id}?includeWorksheetItems=true`);
    expect(asStudent.statusCode).toBe(200);
    const seen = asStudent.json<{ activity: Activity & { worksheetItems: WorksheetItem[] } }>().activity;
    expect(seen.permissions.update).toBe(false);
    expect(seen.totalMarks).toBe(10);
    expect(seen.worksheetItems.every((i) => i.modelAnswer === null)).toBe(true);
    expect(seen.worksheetItems.find((i) => i.kind === 'multipleChoice')).toMatchObject({
      options: [
        { id: 'a', text: 'Nucleus' },
        { id: 'b', text: 'Wall' },
      ],
    });

    const badOrder = await call(
      teacher,
      'POST',
      `/v3/activities/${lesson.id}/worksheetItems/actions/reorder`,
      {
        worksheetItemIds: ids.slice(1),
      },
    );
    expect(badOrder.statusCode).toBe(400);
  });

  it('refuses a multiple-choice question whose correct option is not one of its options', async () => {
    const lesson = await createLesson('Bad question');
    const res = await call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, {
      kind: 'multipleChoice',
      prompt: richText('Q'),
      marks: 1,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      allowMultiple: false,
      modelAnswer: { correctOptionIds: ['c'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ problems: { field: string }[] }>().problems[0]?.field).toBe(
      'modelAnswer.correctOptionIds',
    );
  });

  it('changes, replaces and deletes a question', async () => {
    const lesson = await buildActivity(t.db, subject, { status: 'draft' });
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer' });
    const put = await call(teacher, 'PUT', `/v3/worksheetItems/${item.id}`, {
      kind: 'numeric',
      prompt: richText('How hot?'),
      marks: 3,
      modelAnswer: { value: 100, unit: 'degC', tolerance: { kind: 'absolute', amount: 0 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ worksheetItem: WorksheetItem }>().worksheetItem).toMatchObject({
      kind: 'numeric',
      marks: 3,
    });
    expect((await call(teacher, 'DELETE', `/v3/worksheetItems/${item.id}`)).statusCode).toBe(204);
    expect(
      (
        await call(teacher, 'PUT', `/v3/worksheetItems/${item.id}`, {
          kind: 'longAnswer',
          prompt: richText('x'),
          marks: 1,
          modelAnswer: null,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows students published lessons only and teachers every lesson, in order; reorders them', async () => {
    const subjectB = await buildSubject(t.db, subject.institutionId);
    await buildSubjectRole(t.db, subjectB, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subjectB, student.principal, 'STUDENT');
    const a = await buildActivity(t.db, subjectB, { title: 'A', position: 0 });
    const b = await buildActivity(t.db, subjectB, {
      title: 'B',
      position: 1,
      status: 'draft',
      publishedAt: null,
    });
    const c = await buildActivity(t.db, subjectB, { title: 'C', position: 2 });
    const teacherList = await call(teacher, 'GET', `/v3/subjects/${subjectB.id}/activities`);
    expect(teacherList.json<{ activities: Activity[] }>().activities.map((x) => x.title)).toEqual([
      'A',
      'B',
      'C',
    ]);
    const studentList = await call(student, 'GET', `/v3/subjects/${subjectB.id}/activities`);
    const seen = studentList.json<{ activities: (Activity & { mySubmission: unknown })[] }>().activities;
    expect(seen.map((x) => x.title)).toEqual(['A', 'C']);
    expect(seen[0]?.mySubmission).toEqual({
      submittedAt: null,
      returnedAt: null,
      answeredCount: 0,
      score: 0,
      markedMaxScore: 0,
    });
    expect((await call(student, 'GET', `/v3/activities/${b.id}`)).statusCode).toBe(404);

    const reorder = await call(teacher, 'POST', `/v3/subjects/${subjectB.id}/activities/actions/reorder`, {
      activityIds: [c.id, a.id, b.id],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(reorder.json<{ activities: Activity[] }>().activities.map((x) => x.title)).toEqual([
      'C',
      'A',
      'B',
    ]);
    const refused = await call(teacher, 'POST', `/v3/subjects/${subjectB.id}/activities/actions/reorder`, {
      activityIds: [c.id, a.id],
    });
    expect(refused.json<{ problems: unknown[] }>().problems).toEqual([
      { field: 'activityIds', message: 'is-invalid' },
    ]);
  });

  it('publishes and unpublishes: the student sees the lesson only while it is published', async () => {
    const lesson = await createLesson('Forces and motion');
    expect((await call(student, 'GET', `/v3/activities/${lesson.id}`)).statusCode).toBe(404);
    const published = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/publish`);
    expect(published.json<{ activity: Activity }>().activity).toMatchObject({ status: 'published' });
    expect((await call(student, 'GET', `/v3/activities/${lesson.id}`)).statusCode).toBe(200);
    await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/unpublish`);
    expect((await call(student, 'GET', `/v3/activities/${lesson.id}`)).statusCode).toBe(404);
  });

  it('deletes a lesson softly, lists it among the deleted, and restores it at the end', async () => {
    const lesson = await createLesson('Deleted by mistake');
    expect((await call(teacher, 'DELETE', `/v3/activities/${lesson.id}`)).statusCode).toBe(204);
    expect((await call(teacher, 'GET', `/v3/activities/${lesson.id}`)).statusCode).toBe(404);
    const deleted = await call(teacher, 'GET', `/v3/subjects/${subject.id}/activities?deleted=true`);
    expect(deleted.json<{ activities: Activity[] }>().activities.map((a) => a.id)).toContain(lesson.id);
    expect(
      (await call(student, 'GET', `/v3/subjects/${subject.id}/activities?deleted=true`)).statusCode,
    ).toBe(403);
    const restored = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ activity: Activity }>().activity.deletedAt).toBeNull();
  });

  it('purges, once a day, lessons deleted more than 30 days ago, and keeps those still restorable', async () => {
    const old = await buildActivity(t.db, subject, { deletedAt: new Date(Date.now() - 31 * 86_400_000) });
    const recent = await buildActivity(t.db, subject, { deletedAt: new Date(Date.now() - 86_400_000) });
    await t.jobs.enqueue(PURGE_DELETED_ACTIVITIES_QUEUE, {});
    await t.jobs.drain();
    const left = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(inArray(activities.id, [old.id, recent.id]));
    expect(left.map((r) => r.id)).toEqual([recent.id]);
  });

  it('duplicates a lesson with its questions, as a draft without its due date, here or into another subject the teacher teaches', async () => {
    const lesson = await buildActivity(t.db, subject, {
      title: 'Cells',
      dueAt: new Date('2030-01-01T00:00:00Z'),
    });
    await buildWorksheetItem(t.db, lesson);
    await buildWorksheetItem(t.db, lesson, { kind: 'maths', position: 1 });
    const here = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/duplicate`, {});
    expect(here.statusCode, here.body).toBe(201);
    // A copy beside its original is told apart from it; one in another subject keeps the title.
    // A draft copy has no due date: it is set again when the copy is published.
    expect(here.json<{ activity: Activity }>().activity).toMatchObject({
      title: 'Cells (copy)',
      status: 'draft',
      dueAt: null,
      itemCount: 2,
      subjectId: subject.id,
    });
    const there = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/duplicate`, {
      subjectId: otherSubject.id,
    });
    expect(there.json<{ activity: Activity }>().activity).toMatchObject({
      title: 'Cells',
      subjectId: otherSubject.id,
      itemCount: 2,
      status: 'draft',
      dueAt: null,
    });

    const notTaught = await buildSubject(t.db, subject.institutionId);
    expect(
      (
        await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/duplicate`, {
          subjectId: notTaught.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(student, 'POST', `/v3/activities/${lesson.id}/actions/duplicate`, {})).statusCode,
    ).toBe(403);
  });

  it('batch-gets lessons with their questions; a lesson not readable is missing unless ignoreMissing', async () => {
    const lesson = await buildActivity(t.db, subject);
    await buildWorksheetItem(t.db, lesson);
    const draft = await buildActivity(t.db, subject, { status: 'draft' });
    const res = await call(student, 'POST', '/v3/activities/batch/get', {
      ids: [lesson.id, draft.id],
      includeWorksheetItems: true,
      ignoreMissing: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<{ getResponses: { activity: Activity & { worksheetItems: WorksheetItem[] } }[] }>()
      .getResponses;
    expect(got.map((g) => g.activity.id)).toEqual([lesson.id]);
    expect(got[0]?.activity.worksheetItems).toHaveLength(1);
    const missing = await call(student, 'POST', '/v3/activities/batch/get', { ids: [lesson.id, draft.id] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Activity was missing from batch get response');
  });
});
