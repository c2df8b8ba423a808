import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_RESPONSE_EVENT } from '../../../common/activities/constants.ts';
import type {
  ActivityResponseEvent,
  ClassView,
  ResponseHistory,
} from '../../../common/activities/contracts.ts';
import type { DueDate, Response, SubmissionSummary } from '../../../common/activities/schema.ts';
import { testEngines } from '../../test/engines.ts';
import { watchEvents } from '../../test/event-stream.ts';
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

type Mine = { submission: SubmissionSummary; responses: Response[] };

/** A teacher returns a handed-in lesson; its student changes answers and submits again; all of it kept. */
describe.each(testEngines())('returning a handed-in lesson on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let teacher: SignedInPerson;
  let coTeacher: SignedInPerson;
  let student: SignedInPerson;
  let classmate: SignedInPerson;
  let otherSchoolTeacher: SignedInPerson;
  let subject: { id: number; institutionId: number };
  const streams: { close(): void }[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    coTeacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_INSTRUCTOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    classmate = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    const other = await buildInstitution(t.db);
    otherSchoolTeacher = await buildSignedInMember(t.db, other.id, ['SUBJECT_CREATOR']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, coTeacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
    await buildSubjectRole(t.db, subject, classmate.principal, 'STUDENT');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  const call = (who: SignedInPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const save = (who: SignedInPerson, itemId: number, value: object) =>
    call(who, 'PUT', `/v3/worksheetItems/${itemId}/myResponse`, {
      value,
      clientSavedAt: new Date().toISOString(),
    });
  const submit = (who: SignedInPerson, activityId: number) =>
    call(who, 'POST', `/v3/activities/${activityId}/actions/submit`);
  const giveBack = (who: SignedInPerson, activityId: number, principal = student.principal) =>
    call(who, 'POST', `/v3/activities/${activityId}/submissions/${principal}/actions/return`);
  const watch = async (path: string, who: SignedInPerson) => {
    const stream = await watchEvents<ActivityResponseEvent>(
      `${base}${path}`,
      ACTIVITY_RESPONSE_EVENT,
      who.headers,
    );
    streams.push(stream);
    expect(stream.res.status).toBe(200);
    await stream.connected();
    return stream;
  };

  /** A lesson of two questions (multiple choice, a long answer) the student answered and handed in. */
  async function handedIn() {
    const lesson = await buildActivity(t.db, subject);
    const choice = await buildWorksheetItem(t.db, lesson);
    const essay = await buildWorksheetItem(t.db, lesson, { kind: 'longAnswer', position: 1 });
    // The long answer is left unanswered.
    await save(student, choice.id, { kind: 'multipleChoice', optionIds: ['b'] });
    const submitted = await submit(student, lesson.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { lesson, choice, essay, responses: submitted.json<Mine>().responses };
  }

  it('lets the student change their answers and submit again; marks stay until an answer changes', async () => {
    const { lesson, choice, essay, responses } = await handedIn();
    expect(responses[0]?.mark).toMatchObject({ score: 2, isAuto: true });

    const returned = await giveBack(teacher, lesson.id);
    expect(returned.statusCode, returned.body).toBe(200);
    const summary = returned.json<{ submission: SubmissionSummary }>().submission;
    expect(summary).toMatchObject({ submittedAt: null, answeredCount: 1, score: 2, markedMaxScore: 2 });
    expect(summary.returnedAt).not.toBeNull();

    // The student sees it returned, with the mark of the answer they have not changed.
    const mine = (await call(student, 'GET', `/v3/activities/${lesson.id}/myResponses`)).json<Mine>();
    expect(mine.submission).toMatchObject({ submittedAt: null, returnedAt: summary.returnedAt });
    expect(mine.responses[0]?.mark).toMatchObject({ score: 2 });
    const opened = await call(student, 'GET', `/v3/activities/${lesson.id}?includeMyResponses=true`);
    expect(
      opened.json<{ activity: { mySubmission: SubmissionSummary } }>().activity.mySubmission,
    ).toMatchObject({ submittedAt: null, returnedAt: summary.returnedAt });
    const listed = await call(student, 'GET', `/v3/subjects/${subject.id}/activities`);
    const entry = listed
      .json<{ activities: { id: number; mySubmission: SubmissionSummary }[] }>()
      .activities.find((a) => a.id === lesson.id);
    expect(entry?.mySubmission).toMatchObject({ submittedAt: null, returnedAt: summary.returnedAt });

    // The teacher's class view shows the student's lesson returned.
    const view = (await call(teacher, 'GET', `/v3/activities/${lesson.id}/classView`)).json<ClassView>();
    expect(view.students.find((s) => s.principal === student.principal)?.submission).toMatchObject({
      submittedAt: null,
      returnedAt: summary.returnedAt,
    });

    // Answers can change again: a changed answer loses its mark until it is handed in again.
    const changed = await save(student, choice.id, { kind: 'multipleChoice', optionIds: ['a'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ response: Response }>().response.mark).toBeNull();
    const essayDoc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Heat.' }] }],
    };
    expect((await save(student, essay.id, { kind: 'longAnswer', document: essayDoc })).statusCode).toBe(200);

    const again = await submit(student, lesson.id);
    expect(again.statusCode, again.body).toBe(200);
    const resubmitted = again.json<Mine>();
    expect(resubmitted.submission.submittedAt).not.toBeNull();
    expect(resubmitted.submission).toMatchObject({ answeredCount: 2, returnedAt: summary.returnedAt });
    expect(resubmitted.responses.find((r) => r.worksheetItemId === choice.id)?.mark).toMatchObject({
      score: 0,
      isAuto: true,
    });
    expect((await save(student, choice.id, { kind: 'multipleChoice', optionIds: ['b'] })).statusCode).toBe(
      409,
    );
  });

  it("keeps each hand-in and return in the history of the student's answers, beside their saves", async () => {
    const { lesson, choice, responses } = await handedIn();
    expect((await giveBack(coTeacher, lesson.id)).statusCode).toBe(200);
    await save(student, choice.id, { kind: 'multipleChoice', optionIds: ['a'] });
    expect((await submit(student, lesson.id)).statusCode).toBe(200);

    const id = responses[0]!.id;
    for (const who of [teacher, student]) {
      const history = await call(who, 'GET', `/v3/responses/${id}/versions`);
      expect(history.statusCode, history.body).toBe(200);
      const { versions, submissionEvents } = history.json<ResponseHistory>();
      expect(versions.map((v) => v.value)).toEqual([
        { kind: 'multipleChoice', optionIds: ['a'] },
        { kind: 'multipleChoice', optionIds: ['b'] },
      ]);
      expect(submissionEvents.map((e) => [e.kind, e.byName])).toEqual([
        ['submitted', student.fullName],
        ['returned', coTeacher.fullName],
        ['submitted', student.fullName],
      ]);
      const times = submissionEvents.map((e) => Date.parse(e.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
    expect((await call(classmate, 'GET', `/v3/responses/${id}/versions`)).statusCode).toBe(404);
  });

  it('returns only what is handed in (409), and only for the subject’s teachers (403, 404)', async () => {
    const { lesson } = await handedIn();
    expect((await giveBack(student, lesson.id)).statusCode).toBe(403);
    expect((await giveBack(classmate, lesson.id)).statusCode).toBe(403);
    expect((await giveBack(otherSchoolTeacher, lesson.id)).statusCode).toBe(404);
    const first = await giveBack(teacher, lesson.id);
    expect(first.statusCode, first.body).toBe(200);
    const twice = await giveBack(teacher, lesson.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toMatch(/nothing to return/);
    expect((await giveBack(teacher, lesson.id, classmate.principal)).statusCode).toBe(409);
    expect((await giveBack(teacher, lesson.id, 'nobody-at-all')).statusCode).toBe(409);
  });

  it('makes a returned lesson past its due date overdue again until it is handed in', async () => {
    const lesson = await buildActivity(t.db, subject, { dueAt: new Date(Date.now() - 86_400_000) });
    await buildWorksheetItem(t.db, lesson);
    expect((await submit(student, lesson.id)).statusCode).toBe(200);
    const due = async () =>
      (await call(student, 'GET', `/v3/institutions/${subject.institutionId}/dueDates`))
        .json<{ dueDates: DueDate[] }>()
        .dueDates.find((d) => d.activityId === lesson.id);
    expect(await due()).toBeUndefined();
    expect((await giveBack(teacher, lesson.id)).statusCode).toBe(200);
    expect(await due()).toMatchObject({ isOverdue: true, submittedAt: null });
  });

  it("tells the student's open lesson of their own marks and returns, never a classmate's", async () => {
    const lesson = await buildActivity(t.db, subject);
    const essay = await buildWorksheetItem(t.db, lesson, { kind: 'longAnswer', marks: 3 });
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ice.' }] }] };
    const mine = (await save(student, essay.id, { kind: 'longAnswer', document: doc })).json<{
      response: Response;
    }>().response;
    const theirs = (await save(classmate, essay.id, { kind: 'longAnswer', document: doc })).json<{
      response: Response;
    }>().response;
    expect((await submit(classmate, lesson.id)).statusCode).toBe(200);
    expect((await submit(student, lesson.id)).statusCode).toBe(200);

    const own = await watch(`/v3/activities/${lesson.id}/myResponses/events`, student);
    const classView = await watch(`/v3/activities/${lesson.id}/classView/events`, teacher);
    const teachers = await watch(`/v3/activities/${lesson.id}/myResponses/events`, teacher);

    const mark = (id: number, score: number) =>
      call(teacher, 'PUT', `/v3/responses/${id}/mark`, { score, feedback: 'Say more.' });
    expect((await mark(theirs.id, 1)).statusCode).toBe(200);
    expect((await giveBack(teacher, lesson.id, classmate.principal)).statusCode).toBe(200);
    expect((await mark(mine.id, 2)).statusCode).toBe(200);
    expect((await giveBack(teacher, lesson.id)).statusCode).toBe(200);

    await own.waitFor((e) => e.change === 'returned');
    expect(own.events.map((e) => [e.change, e.studentPrincipal, e.responseId])).toEqual([
      ['marked', student.principal, mine.id],
      ['returned', student.principal, null],
    ]);
    await classView.waitFor((e) => e.change === 'returned' && e.studentPrincipal === student.principal);
    expect(classView.events.map((e) => e.change)).toEqual(['marked', 'returned', 'marked', 'returned']);
    // A teacher has no answers of their own to hear about.
    expect(teachers.events).toEqual([]);
  });

  it("refuses a watch of the student's own answers to those who may not read the lesson", async () => {
    const lesson = await buildActivity(t.db, subject);
    const outsider = await fetch(`${base}/v3/activities/${lesson.id}/myResponses/events`, {
      headers: otherSchoolTeacher.headers,
    });
    expect(outsider.status).toBe(404);
    const draft = await buildActivity(t.db, subject, { status: 'draft', publishedAt: null });
    const unpublished = await fetch(`${base}/v3/activities/${draft.id}/myResponses/events`, {
      headers: student.headers,
    });
    expect(unpublished.status).toBe(404);
  });
});
