import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectMastery } from '../../../common/outcome-tags/contracts.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { people } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildPerson,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  buildWorksheetItem,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importTestCurricula, testOutcomeUuid } from '../outcomes/outcomes.fixtures.ts';

const STANDARD = testOutcomeUuid('UK', 'K1');
const itemTag = (level: string) => ({
  learningOutcomeUuid: STANDARD,
  level,
  showInRubric: true,
  subStandardTags: {},
});

/**
 * A class's outcome grid is kept while nothing it shows changes, and every change to what it shows
 * (answers, levels, tags, lessons, the roster, names, the method) is in the next grid.
 */
describe.each(testEngines())('the kept outcome grid on %s', (engine) => {
  let t: TestApp;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await importTestCurricula(t.db);
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInPerson,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const gridUrl = () => `/v3/subjects/${subject.id}/outcomeMastery`;

  async function grid(): Promise<SubjectMastery> {
    const res = await call(teacher, 'GET', gridUrl());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SubjectMastery>();
  }
  const cellOf = (mastery: SubjectMastery, principal = student.principal) =>
    mastery.students
      .find((s) => s.principal === principal)
      ?.outcomes.find((c) => c.learningOutcomeUuid === STANDARD);
  /** Saves an answer and checks it (the lesson is checked as you go), so its automatic mark is out. */
  const answer = async (itemId: number, optionIds: string[], at: string) => {
    const saved = await call(student, 'PUT', `/v3/worksheetItems/${itemId}/myResponse`, {
      value: { kind: 'multipleChoice', optionIds },
      clientSavedAt: at,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return call(student, 'POST', `/v3/worksheetItems/${itemId}/myResponse/actions/check`);
  };

  it('shows each change to answers, levels, tags, lessons, the roster, names and the method in the next grid', async () => {
    const lesson = await buildActivity(t.db, subject, {
      title: 'States of matter',
      feedbackMode: 'checkAsYouGo',
      checkTries: 10,
    });
    const choice = await buildWorksheetItem(t.db, lesson, { position: 0 });
    const open = await buildWorksheetItem(t.db, lesson, { position: 1, kind: 'shortAnswer' });
    expect((await grid()).learningOutcomeUuids).toEqual([]);

    // Tagging a question adds a column.
    await call(teacher, 'PUT', `/v3/worksheetItems/${choice.id}/learningOutcomeTags`, {
      tags: [itemTag('ADVANCED')],
    });
    expect((await grid()).learningOutcomeUuids).toEqual([STANDARD]);

    // An auto-marked answer, right and then changed to a wrong one.
    expect((await answer(choice.id, ['b'], '2030-01-01T00:00:00.000Z')).statusCode).toBe(200);
    expect(cellOf(await grid())).toMatchObject({ level: 'ADVANCED', evidenceCount: 1 });
    expect((await answer(choice.id, ['a'], '2030-01-01T00:01:00.000Z')).statusCode).toBe(200);
    expect(cellOf(await grid())).toMatchObject({ level: 'NOT_SHOWN', evidenceCount: 1 });

    // The question's target level changes what a right answer shows.
    await answer(choice.id, ['b'], '2030-01-01T00:02:00.000Z');
    await call(teacher, 'PUT', `/v3/worksheetItems/${choice.id}/learningOutcomeTags`, {
      tags: [itemTag('DEVELOPING')],
    });
    expect(cellOf(await grid())).toMatchObject({ level: 'DEVELOPING' });

    // A teacher's level on a written answer, then taken back.
    await call(teacher, 'PUT', `/v3/worksheetItems/${open.id}/learningOutcomeTags`, {
      tags: [itemTag('PROFICIENT')],
    });
    const written = await call(student, 'PUT', `/v3/worksheetItems/${open.id}/myResponse`, {
      value: { kind: 'shortAnswer', text: 'Gas' },
      clientSavedAt: '2030-01-01T00:03:00.000Z',
    });
    const writtenId = written.json<{ response: { id: number } }>().response.id;
    const levels = (level: string | null) =>
      call(teacher, 'PUT', `/v3/responses/${writtenId}/outcomeLevels`, {
        levels: level ? [{ learningOutcomeUuid: STANDARD, level }] : [],
      });
    expect((await levels('ADVANCED')).statusCode).toBe(200);
    expect(cellOf(await grid())).toMatchObject({ evidenceCount: 2 });
    await levels(null);
    expect(cellOf(await grid())).toMatchObject({ evidenceCount: 1 });

    // The method.
    await call(teacher, 'PUT', `/v3/subjects/${subject.id}/outcomeMastery/method`, { method: 'latest' });
    expect((await grid()).method).toBe('latest');

    // A student joins, and is renamed.
    const newcomer = await buildSignedInMember(t.db, subject.institutionId, ['STUDENT']);
    await buildSubjectRole(t.db, subject, newcomer.principal, 'STUDENT');
    expect((await grid()).students.map((s) => s.principal)).toContain(newcomer.principal);
    await t.db
      .update(people)
      .set({ fullName: 'Zara Renamed' })
      .where(eq(people.principal, newcomer.principal));
    expect((await grid()).students.find((s) => s.principal === newcomer.principal)?.fullName).toBe(
      'Zara Renamed',
    );

    // The lesson deleted takes its evidence and columns with it.
    expect((await call(teacher, 'DELETE', `/v3/activities/${lesson.id}`)).statusCode).toBe(204);
    const after = await grid();
    expect(cellOf(after)).toBeUndefined();
    expect(after.learningOutcomeUuids).toEqual([]);
  });

  it("answers an unchanged grid from the kept one in the access check's one statement, compressed for a browser", async () => {
    const lesson = await buildActivity(t.db, subject);
    const choice = await buildWorksheetItem(t.db, lesson);
    await call(teacher, 'PUT', `/v3/worksheetItems/${choice.id}/learningOutcomeTags`, {
      tags: [itemTag('PROFICIENT')],
    });
    await answer(choice.id, ['b'], '2030-02-01T00:00:00.000Z');
    const counted = async () => {
      const { result, counter } = runCountingQueries(async () => await call(teacher, 'GET', gridUrl()));
      expect((await result).statusCode).toBe(200);
      return counter.count;
    };
    const first = await counted();
    const again = await counted();
    // The access check, which reads the subject's version beside it: the same as kept.
    expect(again).toBe(1);
    expect(first).toBeGreaterThan(again);

    // A class of some size: small answers are not worth compressing.
    for (let i = 0; i < 20; i++)
      await buildSubjectRole(t.db, subject, (await buildPerson(t.db)).principal, 'STUDENT');
    const plain = await call(teacher, 'GET', gridUrl());
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: gridUrl(),
      headers: { ...teacher.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [plain, gzipped]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    // Refused gzip (q=0) gets the bytes as written.
    const refused = await t.app.inject({
      method: 'GET',
      url: gridUrl(),
      headers: { ...teacher.headers, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it("keeps one student's row their own while the class's grid is kept", async () => {
    await grid();
    const mine = await call(student, 'GET', gridUrl());
    expect(mine.json<SubjectMastery>().students.map((s) => s.principal)).toEqual([student.principal]);
  });
});
