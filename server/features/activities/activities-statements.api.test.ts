import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponses } from '../../db/schema/index.ts';
import { runCountingQueries } from '../../db/query-count.ts';
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

const KINDS = ['multipleChoice', 'shortAnswer', 'longAnswer', 'numeric', 'maths'] as const;

/**
 * No statement per question or per student: a lesson of 4 questions loads in as many statements as
 * one of 40, and the class view of 1 student as that of 30; an autosave is two statements and
 * the event bus's NOTIFY.
 */
describe.each(testEngines())('statements per lesson call on %s', (engine) => {
  let t: TestApp;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  const lessons = {} as Record<'small' | 'large', { activityId: number; itemIds: number[] }>;
  const classes = {} as Record<'one' | 'thirty', number>;

  async function lessonOf(
    subject: { id: number; institutionId: number },
    questions: number,
    answeredBy: string[],
  ) {
    const lesson = await buildActivity(t.db, subject);
    const itemIds: number[] = [];
    for (let i = 0; i < questions; i++)
      itemIds.push(
        (await buildWorksheetItem(t.db, lesson, { kind: KINDS[i % KINDS.length], position: i })).id,
      );
    for (const principal of answeredBy)
      await t.db.insert(activityResponses).values(
        itemIds.map((worksheetItemId) => ({
          institutionId: subject.institutionId,
          activityId: lesson.id,
          worksheetItemId,
          studentPrincipal: principal,
          value: { kind: 'shortAnswer', text: 'x' },
          isAnswered: true,
          clientSavedAt: new Date(),
        })),
      );
    return { activityId: lesson.id, itemIds };
  }

  async function count(
    who: SignedInPerson,
    request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object },
  ) {
    const { result, counter } = runCountingQueries(
      async () => await t.app.inject({ ...request, headers: who.headers }),
    );
    const res = await result;
    expect(res.statusCode, res.body).toBe(200);
    return counter.count;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    const subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
    lessons.small = await lessonOf(subject, 4, [student.principal]);
    lessons.large = await lessonOf(subject, 40, [student.principal]);

    const big = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, big, teacher.principal, 'INSTRUCTOR');
    const thirty: string[] = [];
    for (let i = 0; i < 30; i++) {
      const s = await buildSignedInMember(t.db, school.id, ['STUDENT']);
      await buildSubjectRole(t.db, big, s.principal, 'STUDENT');
      thirty.push(s.principal);
    }
    classes.one = (await lessonOf(subject, 10, [student.principal])).activityId;
    classes.thirty = (await lessonOf(big, 10, thirty)).activityId;
    // Warm the session cache, so what is counted is the calls' own work.
    for (const who of [teacher, student])
      await count(who, { method: 'GET', url: `/v3/activities/${lessons.small.activityId}` });
  });
  afterAll(() => t.close());

  it('loads a lesson with its questions and the student’s answers in as many statements for 4 questions as for 40', async () => {
    const url = (id: number) => `/v3/activities/${id}?includeWorksheetItems=true&includeMyResponses=true`;
    const small = await count(student, { method: 'GET', url: url(lessons.small.activityId) });
    const large = await count(student, { method: 'GET', url: url(lessons.large.activityId) });
    expect(large).toBe(small);
    expect(small).toBe(3);
  });

  it('batch-gets lessons with questions in as many statements for one lesson as for two', async () => {
    const body = (ids: number[]) => ({ ids, includeWorksheetItems: true, includeMyResponses: true });
    const one = await count(student, {
      method: 'POST',
      url: '/v3/activities/batch/get',
      payload: body([lessons.small.activityId]),
    });
    const two = await count(student, {
      method: 'POST',
      url: '/v3/activities/batch/get',
      payload: body([lessons.small.activityId, lessons.large.activityId]),
    });
    expect(two).toBe(one);
    expect(one).toBe(3);
  });

  it('reads the class view in as many statements for 1 student as for 30', async () => {
    const one = await count(teacher, { method: 'GET', url: `/v3/activities/${classes.one}/classView` });
    const thirty = await count(teacher, { method: 'GET', url: `/v3/activities/${classes.thirty}/classView` });
    expect(thirty).toBe(one);
    expect(one).toBe(4);
  });

  it('saves an answer in two statements, the question with the student’s standing and the upsert (then the announcement)', async () => {
    const statements = await count(student, {
      method: 'PUT',
      url: `/v3/worksheetItems/${lessons.large.itemIds[0]}/myResponse`,
      payload: {
        value: { kind: 'multipleChoice', optionIds: ['b'] },
        clientSavedAt: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    expect(statements).toBe(2);
  });
});
