import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from '../../../common/activities/schema.ts';
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

/** A student's work is never lost to a wrong clock, and saving never tells a mark. */
describe.each(testEngines())('saves ordered by what the server trusts on %s', (engine) => {
  let t: TestApp;
  let student: SignedInPerson;
  let teacher: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const school = await buildInstitution(t.db);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
  });
  afterAll(() => t.close());

  const save = (itemId: number, text: string, clientSavedAt: string, baseVersion?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/v3/worksheetItems/${itemId}/myResponse`,
      headers: student.headers,
      payload: { value: { kind: 'shortAnswer', text }, clientSavedAt, baseVersion },
    });

  it('stores a later real save after one stamped in 2999, with or without the version it was made on', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer' });
    const future = await save(item.id, 'Evap', '2999-01-01T00:00:00.000Z', 0);
    expect(future.json<Saved>().applied).toBe(true);
    // The client's time is kept for display only, and never later than the server's clock.
    expect(Date.parse(future.json<Saved>().response.clientSavedAt)).toBeLessThanOrEqual(Date.now() + 60_000);
    const now = new Date().toISOString();
    const real = await save(item.id, 'Evaporation', now, 1);
    expect(real.json<Saved>()).toMatchObject({ applied: true, response: { value: { text: 'Evaporation' } } });
    const unversioned = await save(item.id, 'Evaporation of water', now);
    expect(unversioned.json<Saved>()).toMatchObject({
      applied: true,
      response: { value: { text: 'Evaporation of water' }, versionCount: 3 },
    });
  });

  it('keeps work typed on a clock minutes behind after a save from a clock minutes ahead', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer' });
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    const behind = new Date(Date.now() - 10 * 60_000).toISOString();
    expect((await save(item.id, 'Heat', ahead, 0)).json<Saved>().applied).toBe(true);
    expect((await save(item.id, 'Heat moves', behind, 1)).json<Saved>()).toMatchObject({
      applied: true,
      response: { value: { text: 'Heat moves' } },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v3/activities/${lesson.id}/myResponses`,
      headers: student.headers,
    });
    expect(mine.json<{ responses: Response[] }>().responses[0]?.value).toEqual({
      kind: 'shortAnswer',
      text: 'Heat moves',
    });
  });

  const call = (who: SignedInPerson, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const choose = (itemId: number, optionIds: string[], baseVersion: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/v3/worksheetItems/${itemId}/myResponse`,
      headers: student.headers,
      payload: {
        value: { kind: 'multipleChoice', optionIds },
        clientSavedAt: new Date().toISOString(),
        baseVersion,
      },
    });
  const check = (itemId: number) =>
    call(student, 'POST', `/v3/worksheetItems/${itemId}/myResponse/actions/check`);

  it('never tells a mark on save, in the answers or the progress, before the lesson is handed in', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, {
      settings: { options: 'abcdef'.split('').map((id) => ({ id, text: id })), allowMultiple: false },
    });
    const guesses = ['a', 'c', 'd', 'e', 'f', 'b'];
    for (const [i, guess] of guesses.entries()) {
      const saved = await choose(item.id, [guess], i);
      expect(saved.json<Saved>()).toMatchObject({ applied: true, response: { mark: null } });
    }
    const opened = await call(
      student,
      'GET',
      `/v3/activities/${lesson.id}?includeWorksheetItems=true&includeMyResponses=true`,
    );
    expect(
      opened.json<{ activity: { myResponses: Response[]; mySubmission: object } }>().activity,
    ).toMatchObject({
      myResponses: [{ mark: null }],
      mySubmission: { score: 0, markedMaxScore: 0 },
    });
    expect((await check(item.id)).statusCode).toBe(409);
    const submitted = await call(student, 'POST', `/v3/activities/${lesson.id}/actions/submit`);
    expect(submitted.json<{ responses: Response[] }>().responses[0]?.mark).toMatchObject({
      score: 2,
      isAuto: true,
    });
  });

  it('lets the teacher choose checking as you go with a number of tries, counted on the server', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson);
    const open = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer', position: 1 });
    const refused = await call(teacher, 'PATCH', `/v3/activities/${lesson.id}`, {
      feedbackMode: 'always',
      checkTries: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json<{ problems: { field: string }[] }>()
        .problems.map((p) => p.field)
        .sort(),
    ).toEqual(['checkTries', 'feedbackMode']);
    const chosen = await call(teacher, 'PATCH', `/v3/activities/${lesson.id}`, {
      feedbackMode: 'checkAsYouGo',
      checkTries: 2,
    });
    expect(chosen.json<{ activity: object }>().activity).toMatchObject({
      feedbackMode: 'checkAsYouGo',
      checkTries: 2,
    });
    expect((await call(student, 'PATCH', `/v3/activities/${lesson.id}`, { checkTries: 10 })).statusCode).toBe(
      403,
    );

    expect((await check(item.id)).json<{ message: string }>().message).toMatch(/Answer the question/);
    await choose(item.id, ['a'], 0);
    const first = await check(item.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ checksLeft: 1, response: { mark: { score: 0 }, checksUsed: 1 } });
    // A changed answer loses its mark until it is checked again.
    expect((await choose(item.id, ['b'], 1)).json<Saved>().response.mark).toBeNull();
    expect((await check(item.id)).json()).toMatchObject({ checksLeft: 0, response: { mark: { score: 2 } } });
    await choose(item.id, ['a'], 2);
    const spent = await check(item.id);
    expect(spent.statusCode).toBe(409);
    expect(spent.json<{ message: string }>().message).toMatch(/every check/);
    expect((await check(open.id)).json<{ message: string }>().message).toMatch(/teacher marks/);
  });

  it('takes a new question with nothing typed yet, and refuses to publish the lesson until it is written', async () => {
    const lesson = await buildActivity(t.db, subject, { status: 'draft', publishedAt: null });
    const empty = { type: 'doc', content: [{ type: 'paragraph', content: [] }] };
    const add = (body: object) => call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, body);
    const open = await add({ kind: 'shortAnswer', prompt: empty, marks: 1, modelAnswer: null });
    expect(open.statusCode, open.body).toBe(201);
    const choice = await add({
      kind: 'multipleChoice',
      prompt: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Which?' }] }] },
      marks: 1,
      options: [
        { id: 'a', text: 'Ice' },
        { id: 'b', text: '' },
      ],
      allowMultiple: false,
      modelAnswer: { correctOptionIds: ['a'] },
    });
    expect(choice.statusCode, choice.body).toBe(201);
    const refused = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Finish the questions before publishing: question 1 has no question text; question 2 has an option with no text.',
    );
    const openId = open.json<{ worksheetItem: { id: number } }>().worksheetItem.id;
    await t.app.inject({
      method: 'PUT',
      url: `/v3/worksheetItems/${openId}`,
      headers: teacher.headers,
      payload: {
        kind: 'shortAnswer',
        prompt: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'What is ice?' }] }],
        },
        marks: 1,
        modelAnswer: null,
      },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/v3/worksheetItems/${choice.json<{ worksheetItem: { id: number } }>().worksheetItem.id}`,
      headers: teacher.headers,
    });
    const published = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/publish`);
    expect(published.statusCode, published.body).toBe(200);
  });

  it('tells the second of two teachers marking one answer that the mark changed, and what it is now', async () => {
    const colleague = await buildSignedInMember(t.db, subject.institutionId, ['SUBJECT_CREATOR']);
    await buildSubjectRole(t.db, subject, colleague.principal, 'INSTRUCTOR');
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer', marks: 4 });
    const saved = await save(item.id, 'Particles spread out', new Date().toISOString(), 0);
    const { id, markVersion } = saved.json<Saved>().response;
    const mark = (who: SignedInPerson, score: number, feedback: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/v3/responses/${id}/mark`,
        headers: who.headers,
        payload: { score, feedback, baseMarkVersion: markVersion },
      });
    const first = await mark(teacher, 3, 'Say why.');
    expect(first.statusCode, first.body).toBe(200);
    const second = await mark(colleague, 1, 'Too short.');
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain(`it now has 3 from ${teacher.fullName}`);
    const mine = await call(student, 'GET', `/v3/activities/${lesson.id}/myResponses`);
    expect(mine.json<{ responses: Response[] }>().responses[0]?.mark).toMatchObject({
      score: 3,
      feedback: 'Say why.',
    });
    // Knowing it, the colleague replaces it on the mark they now see.
    const now = first.json<{ response: Response }>().response.markVersion;
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/v3/responses/${id}/mark`,
      headers: colleague.headers,
      payload: { score: 1, feedback: 'Too short.', baseMarkVersion: now },
    });
    expect(replaced.json<{ response: Response }>().response.mark).toMatchObject({ score: 1 });
  });
});
