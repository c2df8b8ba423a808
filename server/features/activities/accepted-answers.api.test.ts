import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityWithParts, ClassView } from '../../../common/activities/contracts.ts';
import type { Response, WorksheetItem } from '../../../common/activities/schema.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  richText,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Saved = { response: Response; applied: boolean };
type Mine = { responses: Response[] };

/**
 * Short answers with accepted answers: a match is marked automatically when marks are given (on
 * hand-in), never on a save; one that matches none, or a question without accepted answers, waits for
 * the teacher.
 */
describe.each(testEngines())('accepted short answers on %s', (engine) => {
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
  const shortAnswer = (model: object | null) => ({
    kind: 'shortAnswer',
    prompt: richText('What is water turning into vapour called?'),
    marks: 2,
    modelAnswer: model,
  });
  async function questionIn(lessonId: number, model: object | null): Promise<WorksheetItem> {
    const res = await call(teacher, 'POST', `/v3/activities/${lessonId}/worksheetItems`, shortAnswer(model));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ worksheetItem: WorksheetItem }>().worksheetItem;
  }
  const answer = async (who: SignedInPerson, itemId: number, text: string) => {
    const res = await call(who, 'PUT', `/v3/worksheetItems/${itemId}/myResponse`, {
      value: { kind: 'shortAnswer', text },
      clientSavedAt: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Saved>().response;
  };
  const submit = async (who: SignedInPerson, lessonId: number) =>
    (await call(who, 'POST', `/v3/activities/${lessonId}/actions/submit`)).json<Mine>().responses;

  it('marks a matching answer (trimmed, spaces collapsed, any case) on hand-in, never on a save, and leaves the rest to the teacher', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await questionIn(lesson.id, {
      text: 'Evaporation: the liquid takes in energy.',
      acceptedAnswers: ['Evaporation', 'water  evaporating'],
    });
    expect(item).toMatchObject({
      modelAnswer: { acceptedAnswers: ['Evaporation', 'water  evaporating'], isCaseSensitive: false },
    });
    // The student never sees the accepted answers.
    const asStudent = await call(student, 'GET', `/v3/activities/${lesson.id}?includeWorksheetItems=true`);
    expect(
      asStudent.json<{ activity: ActivityWithParts }>().activity.worksheetItems![0]!.modelAnswer,
    ).toBeNull();

    expect((await answer(student, item.id, '  Water   EVAPORATING ')).mark).toBeNull();
    expect((await answer(classmate, item.id, 'boiling')).mark).toBeNull();
    const before = (await call(student, 'GET', `/v3/activities/${lesson.id}/myResponses`)).json<Mine>();
    expect(before.responses[0]!.mark).toBeNull();
    const classView = (await call(teacher, 'GET', `/v3/activities/${lesson.id}/classView`)).json<ClassView>();
    expect(classView.responses.map((r) => r.mark)).toEqual([null, null]);

    expect((await submit(student, lesson.id))[0]!.mark).toMatchObject({
      score: 2,
      maxScore: 2,
      isAuto: true,
    });
    // No match: the teacher marks it, as any short answer without accepted answers.
    expect((await submit(classmate, lesson.id))[0]!.mark).toBeNull();
  });

  it('never tells a mark before hand-in in a lesson checked as you go: short answers are not checked', async () => {
    const lesson = await buildActivity(t.db, subject, { feedbackMode: 'checkAsYouGo' });
    const item = await questionIn(lesson.id, { text: '', acceptedAnswers: ['Evaporation'] });
    expect((await answer(student, item.id, 'evaporation')).mark).toBeNull();
    const check = await call(student, 'POST', `/v3/worksheetItems/${item.id}/myResponse/actions/check`);
    expect(check.statusCode).toBe(409);
    const mine = (await call(student, 'GET', `/v3/activities/${lesson.id}/myResponses`)).json<Mine>();
    expect(mine.responses[0]!.mark).toBeNull();
    expect((await submit(student, lesson.id))[0]!.mark).toMatchObject({ score: 2, isAuto: true });
  });

  it('compares case when told to', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await questionIn(lesson.id, {
      text: 'Sodium chloride',
      acceptedAnswers: ['NaCl'],
      isCaseSensitive: true,
    });
    await answer(student, item.id, 'nacl');
    await answer(classmate, item.id, ' NaCl');
    expect((await submit(student, lesson.id))[0]!.mark).toBeNull();
    expect((await submit(classmate, lesson.id))[0]!.mark).toMatchObject({ score: 2 });
  });

  it('leaves a short answer without accepted answers to the teacher, as before', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await questionIn(lesson.id, { text: 'Evaporation' });
    expect(item.modelAnswer).toEqual({ text: 'Evaporation', acceptedAnswers: [], isCaseSensitive: false });
    await answer(student, item.id, 'Evaporation');
    expect((await submit(student, lesson.id))[0]!.mark).toBeNull();
  });

  it("marks handed-in answers again when the accepted answers change, keeping a teacher's mark", async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await questionIn(lesson.id, { text: '', acceptedAnswers: ['Evaporation'] });
    await answer(student, item.id, 'vaporisation');
    await answer(classmate, item.id, 'boiling');
    await submit(student, lesson.id);
    const [boiling] = await submit(classmate, lesson.id);
    const marked = await call(teacher, 'PUT', `/v3/responses/${boiling!.id}/mark`, { score: 1 });
    expect(marked.statusCode, marked.body).toBe(200);
    const replaced = await call(
      teacher,
      'PUT',
      `/v3/worksheetItems/${item.id}`,
      shortAnswer({ text: '', acceptedAnswers: ['Evaporation', 'Vaporisation', 'Boiling'] }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const view = (await call(teacher, 'GET', `/v3/activities/${lesson.id}/classView`)).json<ClassView>();
    const markOf = (principal: string) => view.responses.find((r) => r.studentPrincipal === principal)!.mark;
    expect(markOf(student.principal)).toMatchObject({ score: 2, isAuto: true });
    expect(markOf(classmate.principal)).toMatchObject({ score: 1, isAuto: false });
  });

  it('refuses empty, too many and too long accepted answers with field problems', async () => {
    const lesson = await buildActivity(t.db, subject);
    const problems = async (model: object) => {
      const res = await call(
        teacher,
        'POST',
        `/v3/activities/${lesson.id}/worksheetItems`,
        shortAnswer(model),
      );
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ problems: { field: string; message: string }[] }>().problems;
    };
    expect(await problems({ text: '', acceptedAnswers: ['Evaporation', '   '] })).toEqual([
      expect.objectContaining({ field: 'modelAnswer.acceptedAnswers.1', message: 'is-not-present' }),
    ]);
    expect(
      await problems({ text: '', acceptedAnswers: Array.from({ length: 21 }, (_, i) => `a${i}`) }),
    ).toEqual([
      expect.objectContaining({ field: 'modelAnswer.acceptedAnswers', message: 'above-max-length' }),
    ]);
    expect(await problems({ text: '', acceptedAnswers: ['x'.repeat(201)] })).toEqual([
      expect.objectContaining({ field: 'modelAnswer.acceptedAnswers.0', message: 'above-max-length' }),
    ]);
    expect(await problems({ text: '', acceptedAnswers: 'Evaporation' })).toEqual([
      expect.objectContaining({ field: 'modelAnswer.acceptedAnswers' }),
    ]);
  });
});
