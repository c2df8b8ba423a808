import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassView } from '../../../common/activities/contracts.ts';
import type { DueDate, Response, SubmissionSummary } from '../../../common/activities/schema.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  buildWorksheetItem,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Saved = { response: Response; applied: boolean };

/** Answering: autosave newest-edit-wins, auto-marking, hand-in, marks and feedback, class view, due dates. */
describe.each(testEngines())('answers and marks on %s', (engine) => {
  let t: TestApp;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let classmate: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    classmate = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
    await buildSubjectRole(t.db, subject, classmate.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (who: SignedInPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const save = (who: SignedInPerson, itemId: number, value: object, clientSavedAt: string) =>
    call(who, 'PUT', `/v3/worksheetItems/${itemId}/myResponse`, { value, clientSavedAt });
  const versioned = (who: SignedInPerson, itemId: number, value: object, baseVersion: number, at: string) =>
    call(who, 'PUT', `/v3/worksheetItems/${itemId}/myResponse`, { value, clientSavedAt: at, baseVersion });

  it('keeps the newest edit: a late save made on an older version and a repeated save change nothing, and every version is kept', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer' });
    const at = '2030-01-01T00:00:01.000Z';
    const first = await versioned(student, item.id, { kind: 'shortAnswer', text: 'Evap' }, 0, at);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Saved>()).toMatchObject({
      applied: true,
      response: { value: { text: 'Evap' }, mark: null, versionCount: 1 },
    });
    const newer = await versioned(student, item.id, { kind: 'shortAnswer', text: 'Evaporation' }, 1, at);
    expect(newer.json<Saved>()).toMatchObject({ applied: true, response: { versionCount: 2 } });
    const late = await versioned(student, item.id, { kind: 'shortAnswer', text: 'Evapor' }, 1, at);
    expect(late.json<Saved>()).toMatchObject({
      applied: false,
      response: { value: { text: 'Evaporation' } },
    });
    const repeat = await versioned(student, item.id, { kind: 'shortAnswer', text: 'Evaporation' }, 1, at);
    expect(repeat.json<Saved>()).toMatchObject({ applied: false, response: { versionCount: 2 } });

    const responseId = newer.json<Saved>().response.id;
    const versions = await call(student, 'GET', `/v3/responses/${responseId}/versions`);
    expect(
      versions.json<{ versions: { value: { text: string } }[] }>().versions.map((v) => v.value.text),
    ).toEqual(['Evaporation', 'Evap']);
    expect((await call(classmate, 'GET', `/v3/responses/${responseId}/versions`)).statusCode).toBe(404);
    expect((await call(teacher, 'GET', `/v3/responses/${responseId}/versions`)).statusCode).toBe(200);
  });

  it('marks multiple choice, numbers with units and maths on hand-in, never on save; refuses an answer of another kind', async () => {
    const lesson = await buildActivity(t.db, subject);
    const choice = await buildWorksheetItem(t.db, lesson);
    const boiling = await buildWorksheetItem(t.db, lesson, { kind: 'numeric', position: 1 });
    const law = await buildWorksheetItem(t.db, lesson, { kind: 'maths', position: 2 });
    const at = '2030-01-01T00:00:00.000Z';
    const marked = async (itemId: number, value: object) =>
      (await save(student, itemId, value, at)).json<Saved>().response.mark;
    expect(await marked(choice.id, { kind: 'multipleChoice', optionIds: ['b'] })).toBeNull();
    expect(await marked(boiling.id, { kind: 'numeric', value: '212', unit: 'degF' })).toBeNull();
    expect(await marked(law.id, { kind: 'maths', latex: 'F=m\\cdot a' })).toBeNull();
    const wrongKind = await save(
      student,
      choice.id,
      { kind: 'shortAnswer', text: 'b' },
      '2030-01-02T00:00:00.000Z',
    );
    expect(wrongKind.statusCode).toBe(400);
    const submitted = await call(student, 'POST', `/v3/activities/${lesson.id}/actions/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const marks = submitted.json<{ responses: Response[] }>().responses.map((r) => r.mark);
    expect(marks).toEqual([
      expect.objectContaining({ score: 2, maxScore: 2, isAuto: true }),
      expect.objectContaining({ score: 2 }),
      expect.objectContaining({ score: 2 }),
    ]);
  });

  it('answers bad input with field-level problems, never a 500', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'longAnswer' });
    const problems = async (res: { statusCode: number; json: <T>() => T }) => {
      expect(res.statusCode).toBe(400);
      return res.json<{ problems: { field: string; message: string }[] }>().problems.map((p) => p.field);
    };
    const url = `/v3/worksheetItems/${item.id}/myResponse`;
    expect(
      await problems(await call(student, 'PUT', url, { value: { kind: 'essay' }, clientSavedAt: 'now' })),
    ).toEqual(expect.arrayContaining(['value.kind', 'clientSavedAt']));
    const script = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'script' }] }] }],
    };
    const fields = await problems(
      await call(student, 'PUT', url, {
        value: { kind: 'longAnswer', document: script },
        clientSavedAt: '2030-01-01T00:00:00Z',
      }),
    );
    expect(fields.some((f) => f.startsWith('value.document'))).toBe(true);
    const saved = await save(
      student,
      item.id,
      { kind: 'longAnswer', document: { type: 'doc', content: [{ type: 'paragraph' }] } },
      '2030-01-01T00:00:00Z',
    );
    const id = saved.json<Saved>().response.id;
    expect(await problems(await call(teacher, 'PUT', `/v3/responses/${id}/mark`, { score: -1 }))).toEqual([
      'score',
    ]);
    expect(await problems(await call(teacher, 'PUT', `/v3/responses/${id}/mark`, { score: 'x' }))).toEqual([
      'score',
    ]);
    expect(
      await problems(
        await call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, { kind: 'poll', marks: 1 }),
      ),
    ).not.toEqual([]);
  });

  it('refuses answers from the teacher, from a student of another subject, and to a draft lesson', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson);
    const value = { kind: 'multipleChoice', optionIds: ['a'] };
    expect((await save(teacher, item.id, value, '2030-01-01T00:00:00Z')).statusCode).toBe(403);
    const elsewhere = await buildSignedInMember(t.db, subject.institutionId, ['STUDENT']);
    expect((await save(elsewhere, item.id, value, '2030-01-01T00:00:00Z')).statusCode).toBe(404);
    const draft = await buildActivity(t.db, subject, { status: 'draft' });
    const draftItem = await buildWorksheetItem(t.db, draft);
    expect((await save(student, draftItem.id, value, '2030-01-01T00:00:00Z')).statusCode).toBe(404);
  });

  it('hands a lesson in once; answers then no longer change', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson);
    await save(student, item.id, { kind: 'multipleChoice', optionIds: ['b'] }, '2030-01-01T00:00:00Z');
    const submitted = await call(student, 'POST', `/v3/activities/${lesson.id}/actions/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const summary = submitted.json<{ submission: SubmissionSummary }>().submission;
    expect(summary).toMatchObject({ answeredCount: 1, score: 2, markedMaxScore: 2 });
    expect(summary.submittedAt).not.toBeNull();
    const again = await call(student, 'POST', `/v3/activities/${lesson.id}/actions/submit`);
    expect(again.json<{ submission: SubmissionSummary }>().submission.submittedAt).toBe(summary.submittedAt);
    const late = await save(
      student,
      item.id,
      { kind: 'multipleChoice', optionIds: ['a'] },
      '2030-01-02T00:00:00Z',
    );
    expect(late.statusCode).toBe(409);
  });

  it('lets the teacher mark an open answer with feedback, which its student then sees', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'longAnswer', marks: 4 });
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Particles spread out.' }] }],
    };
    const saved = await save(student, item.id, { kind: 'longAnswer', document: doc }, '2030-01-01T00:00:00Z');
    const id = saved.json<Saved>().response.id;
    expect((await call(teacher, 'PUT', `/v3/responses/${id}/mark`, { score: 5 })).statusCode).toBe(400);
    expect((await call(student, 'PUT', `/v3/responses/${id}/mark`, { score: 4 })).statusCode).toBe(403);
    expect((await call(classmate, 'PUT', `/v3/responses/${id}/mark`, { score: 4 })).statusCode).toBe(404);
    const marked = await call(teacher, 'PUT', `/v3/responses/${id}/mark`, {
      score: 3,
      feedback: 'Say why they spread.',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const mine = await call(student, 'GET', `/v3/activities/${lesson.id}/myResponses`);
    expect(mine.json<{ responses: Response[] }>().responses[0]?.mark).toMatchObject({
      score: 3,
      maxScore: 4,
      feedback: 'Say why they spread.',
      isAuto: false,
      markedBy: teacher.principal,
      markedByName: teacher.fullName,
    });
  });

  it("shows the teacher every student's answers and progress; a student gets 403", async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson);
    await save(student, item.id, { kind: 'multipleChoice', optionIds: ['b'] }, '2030-01-01T00:00:00Z');
    await save(classmate, item.id, { kind: 'multipleChoice', optionIds: ['a'] }, '2030-01-01T00:00:00Z');
    const view = await call(teacher, 'GET', `/v3/activities/${lesson.id}/classView`);
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json<ClassView>();
    expect(body.students).toHaveLength(2);
    expect(body.responses.map((r) => r.studentPrincipal).sort()).toEqual(
      [student.principal, classmate.principal].sort(),
    );
    // Not handed in: answered, with no automatic mark yet.
    expect(body.students.find((s) => s.principal === student.principal)?.submission).toMatchObject({
      answeredCount: 1,
      score: 0,
      markedMaxScore: 0,
    });
    expect(body.worksheetItems[0]?.modelAnswer).toEqual({ correctOptionIds: ['b'] });
    expect((await call(student, 'GET', `/v3/activities/${lesson.id}/classView`)).statusCode).toBe(403);
    const mine = await call(classmate, 'GET', `/v3/activities/${lesson.id}/myResponses`);
    expect(mine.json<{ responses: Response[] }>().responses.map((r) => r.studentPrincipal)).toEqual([
      classmate.principal,
    ]);
  });

  it('lists due lessons soonest first, overdue flagged for a student who has not handed in', async () => {
    const school = await buildInstitution(t.db, { timezone: 'Australia/Perth' });
    const teacherHere = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    const studentHere = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    const science = await buildSubject(t.db, school.id, { name: 'Year 7 Science' });
    await buildSubjectRole(t.db, science, teacherHere.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, science, studentHere.principal, 'STUDENT');
    const day = 86_400_000;
    const overdue = await buildActivity(t.db, science, {
      title: 'Overdue',
      dueAt: new Date(Date.now() - 2 * day),
    });
    const handedIn = await buildActivity(t.db, science, {
      title: 'Handed in',
      dueAt: new Date(Date.now() - day),
    });
    await buildActivity(t.db, science, { title: 'Next week', dueAt: new Date(Date.now() + 7 * day) });
    await buildActivity(t.db, science, {
      title: 'Draft',
      status: 'draft',
      dueAt: new Date(Date.now() + 3 * day),
    });
    await buildActivity(t.db, science, { title: 'Undated' });
    await call(studentHere, 'POST', `/v3/activities/${handedIn.id}/actions/submit`);

    const forStudent = await call(studentHere, 'GET', `/v3/institutions/${school.id}/dueDates`);
    expect(forStudent.statusCode, forStudent.body).toBe(200);
    const due = forStudent.json<{ dueDates: DueDate[] }>().dueDates;
    expect(due.map((d) => [d.title, d.isOverdue])).toEqual([
      ['Overdue', true],
      ['Next week', false],
    ]);
    expect(due[0]).toMatchObject({
      activityId: overdue.id,
      subjectName: 'Year 7 Science',
      timezone: 'Australia/Perth',
    });

    const forTeacher = await call(teacherHere, 'GET', `/v3/institutions/${school.id}/dueDates`);
    expect(forTeacher.json<{ dueDates: DueDate[] }>().dueDates.map((d) => [d.title, d.isOverdue])).toEqual([
      ['Draft', false],
      ['Next week', false],
    ]);
    expect((await call(teacher, 'GET', `/v3/institutions/${school.id}/dueDates`)).statusCode).toBe(404);
  });

  it('copies lessons and questions, not answers, as drafts when the subject is duplicated', async () => {
    const source = await buildSubject(t.db, subject.institutionId);
    await buildSubjectRole(t.db, source, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, source, student.principal, 'STUDENT');
    const lesson = await buildActivity(t.db, source, {
      title: 'Cells',
      dueAt: new Date('2030-01-01T00:00:00Z'),
    });
    const item = await buildWorksheetItem(t.db, lesson);
    await buildActivity(t.db, source, { title: 'Forces', position: 1, status: 'draft' });
    await save(student, item.id, { kind: 'multipleChoice', optionIds: ['b'] }, '2030-01-01T00:00:00Z');

    const res = await call(teacher, 'POST', `/v3/subjects/${source.id}/actions/duplicate`);
    expect(res.statusCode, res.body).toBe(202);
    const copyId = res.json<{ subject: { id: number } }>().subject.id;
    await t.jobs.drain();
    const list = await call(teacher, 'GET', `/v3/subjects/${copyId}/activities`);
    const copies = list.json<{
      activities: { id: number; title: string; status: string; itemCount: number; dueAt: string | null }[];
    }>().activities;
    expect(copies.map((a) => [a.title, a.status, a.itemCount, a.dueAt])).toEqual([
      ['Cells', 'draft', 1, null],
      ['Forces', 'draft', 0, null],
    ]);
    const view = await call(teacher, 'GET', `/v3/activities/${copies[0]!.id}/classView`);
    expect(view.json<ClassView>().responses).toEqual([]);
  });
});
