import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonTagsResponse, SubjectMastery } from '../../../common/outcome-tags/contracts.ts';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import { testEngines } from '../../test/engines.ts';
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
import { importTestCurricula, testOutcomeUuid } from '../outcomes/outcomes.fixtures.ts';
import { createCurriculumImportService } from '../outcomes/index.ts';

const AU_V9_DATA = fileURLToPath(new URL('../outcomes/data/australian-curriculum-v9', import.meta.url));
const CARBON_CYCLE = stableOutcomeUuid('AU_V9', 'AC9S9U03');
const PARTICLES = stableOutcomeUuid('AU_V9', 'AC9S7U06');
/** The test curriculum's standard with one sub-standard, and its unofficial skill. */
const STANDARD = testOutcomeUuid('UK', 'K1');
const SUB_STANDARD = testOutcomeUuid('UK', 'K1a');
const UNOFFICIAL = testOutcomeUuid('UK', 'S1');

const itemTag = (uuid: string, more: object = {}) => ({
  learningOutcomeUuid: uuid,
  level: 'PROFICIENT',
  showInRubric: true,
  subStandardTags: {},
  ...more,
});
const lessonTag = (uuid: string, more: object = {}) => ({
  learningOutcomeUuid: uuid,
  level: 'PROFICIENT',
  descriptionLocalised: null,
  showInActivityRubric: true,
  showInScopeAndSequence: true,
  ...more,
});

/** Tagging lessons and questions with outcomes, suggestions, levels on answers and mastery. */
describe.each(testEngines())('outcome tags on %s', (engine) => {
  let t: TestApp;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let otherStudent: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createCurriculumImportService({ db: t.db }).importFrom(AU_V9_DATA, 'test');
    await importTestCurricula(t.db);
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    otherStudent = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
    await buildSubjectRole(t.db, subject, otherStudent.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (who: SignedInPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function lessonWithQuestion(status: 'draft' | 'published' = 'published') {
    const lesson = await buildActivity(t.db, subject, { status });
    const item = await buildWorksheetItem(t.db, lesson);
    return { lesson, item };
  }

  it("tags a question with official outcomes and sub-standards, in order, and shows them with the lesson's", async () => {
    const { lesson, item } = await lessonWithQuestion();
    const put = await call(teacher, 'PUT', `/v3/worksheetItems/${item.id}/learningOutcomeTags`, {
      tags: [
        itemTag(STANDARD, { level: 'DEVELOPING', subStandardTags: { [SUB_STANDARD]: 'EMERGING' } }),
        itemTag(CARBON_CYCLE.toUpperCase(), { showInRubric: false }),
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      worksheetItemId: item.id,
      tags: [
        itemTag(STANDARD, { level: 'DEVELOPING', subStandardTags: { [SUB_STANDARD]: 'EMERGING' } }),
        itemTag(CARBON_CYCLE, { showInRubric: false }),
      ],
    });

    const description = {
      fallbackLocale: 'EN_AU',
      localeToProsemirror: { EN_AU: richText('We model the carbon cycle.') },
    };
    const putLesson = await call(teacher, 'PUT', `/v3/activities/${lesson.id}/learningOutcomeTags`, {
      tags: [lessonTag(CARBON_CYCLE, { descriptionLocalised: description })],
    });
    expect(putLesson.statusCode, putLesson.body).toBe(200);

    // The student reads the lesson's tags: its rubric.
    const read = await call(student, 'GET', `/v3/activities/${lesson.id}/learningOutcomeTags`);
    expect(read.statusCode).toBe(200);
    const tags = read.json<LessonTagsResponse>();
    expect(tags.tags).toEqual([lessonTag(CARBON_CYCLE, { descriptionLocalised: description })]);
    expect(tags.worksheetItems).toEqual([
      { worksheetItemId: item.id, tags: put.json<{ tags: unknown[] }>().tags },
    ]);
  });

  it('refuses unofficial and unknown outcomes, a second tag of one outcome, a foreign sub-standard and a bad level', async () => {
    const { item } = await lessonWithQuestion();
    const url = `/v3/worksheetItems/${item.id}/learningOutcomeTags`;
    const problemsOf = async (tags: object[]) => {
      const res = await call(teacher, 'PUT', url, { tags });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ problems: { field: string; message: string }[] }>().problems;
    };
    expect(await problemsOf([itemTag(PARTICLES), itemTag(UNOFFICIAL)])).toEqual([
      expect.objectContaining({ field: 'tags.1.learningOutcomeUuid', message: 'is-invalid' }),
    ]);
    expect(await problemsOf([itemTag(stableOutcomeUuid('AU_V9', 'NO-SUCH-CODE'))])).toEqual([
      expect.objectContaining({ field: 'tags.0.learningOutcomeUuid', message: 'is-invalid' }),
    ]);
    expect(await problemsOf([itemTag(PARTICLES), itemTag(PARTICLES.toUpperCase())])).toEqual([
      expect.objectContaining({ field: 'tags.1.learningOutcomeUuid', message: 'is-taken' }),
    ]);
    expect(
      await problemsOf([itemTag(PARTICLES, { subStandardTags: { [SUB_STANDARD]: 'EMERGING' } })]),
    ).toEqual([
      expect.objectContaining({ field: `tags.0.subStandardTags.${SUB_STANDARD}`, message: 'is-invalid' }),
    ]);
    const badLevel = await problemsOf([itemTag(PARTICLES, { level: 'EXCELLENT' })]);
    expect(badLevel.map((p) => p.field)).toEqual(['tags.0.level']);
    const badUuid = await problemsOf([itemTag('not-a-uuid')]);
    expect(badUuid.map((p) => p.field)).toEqual(['tags.0.learningOutcomeUuid']);
    // Nothing was stored.
    expect((await call(teacher, 'PUT', url, { tags: [] })).json()).toEqual({
      worksheetItemId: item.id,
      tags: [],
    });
  });

  it("refuses a lesson tag's explanation that is not in the rich-text schema", async () => {
    const { lesson } = await lessonWithQuestion();
    const res = await call(teacher, 'PUT', `/v3/activities/${lesson.id}/learningOutcomeTags`, {
      tags: [
        lessonTag(PARTICLES, {
          descriptionLocalised: {
            fallbackLocale: 'EN_AU',
            localeToProsemirror: { EN_AU: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } },
          },
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ problems: { field: string }[] }>().problems[0]!.field).toMatch(
      /^tags\.0\.descriptionLocalised/,
    );
  });

  it("takes a teacher's levels on an answer for its question's outcomes only, and adds them up per student", async () => {
    const { lesson, item } = await lessonWithQuestion();
    await call(teacher, 'PUT', `/v3/worksheetItems/${item.id}/learningOutcomeTags`, {
      tags: [itemTag(STANDARD, { subStandardTags: { [SUB_STANDARD]: 'PROFICIENT' } }), itemTag(PARTICLES)],
    });
    const saved = await call(student, 'PUT', `/v3/worksheetItems/${item.id}/myResponse`, {
      value: { kind: 'multipleChoice', optionIds: ['a'] },
      clientSavedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const responseId = saved.json<{ response: { id: number } }>().response.id;
    const url = `/v3/responses/${responseId}/outcomeLevels`;

    const refused = await call(teacher, 'PUT', url, {
      levels: [{ learningOutcomeUuid: CARBON_CYCLE, level: 'ADVANCED' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ problems: { field: string }[] }>().problems[0]!.field).toBe(
      'levels.0.learningOutcomeUuid',
    );
    expect((await call(student, 'PUT', url, { levels: [] })).statusCode).toBe(403);

    const put = await call(teacher, 'PUT', url, {
      levels: [
        { learningOutcomeUuid: PARTICLES, level: 'DEVELOPING' },
        { learningOutcomeUuid: SUB_STANDARD, level: 'ADVANCED' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const own = await call(student, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ levels: { learningOutcomeUuid: string; level: string }[] }>().levels).toHaveLength(2);
    expect((await call(otherStudent, 'GET', url)).statusCode).toBe(404);

    const mastery = await call(teacher, 'GET', `/v3/subjects/${subject.id}/outcomeMastery`);
    expect(mastery.statusCode, mastery.body).toBe(200);
    const grid = mastery.json<SubjectMastery>();
    expect(grid.students.map((s) => s.principal).sort()).toEqual(
      [student.principal, otherStudent.principal].sort(),
    );
    expect(grid.learningOutcomeUuids).toEqual(expect.arrayContaining([PARTICLES, STANDARD, SUB_STANDARD]));
    const row = grid.students.find((s) => s.principal === student.principal)!;
    expect(row.outcomes.find((c) => c.learningOutcomeUuid === PARTICLES)).toMatchObject({
      level: 'DEVELOPING',
      evidenceCount: 1,
    });
    expect(grid.students.find((s) => s.principal === otherStudent.principal)!.outcomes).toEqual([]);

    // A student sees their own row alone; lesson drafts' tags stay the teachers'.
    const mine = (
      await call(student, 'GET', `/v3/subjects/${subject.id}/outcomeMastery`)
    ).json<SubjectMastery>();
    expect(mine.students.map((s) => s.principal)).toEqual([student.principal]);
    expect(lesson.status).toBe('published');
  });

  it("adds up a student's levels by the subject's method, derives levels from automatic marks, and shows the evidence behind a cell", async () => {
    const own = await buildSubject(t.db, subject.institutionId);
    await buildSubjectRole(t.db, own, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, own, student.principal, 'STUDENT');
    await buildSubjectRole(t.db, own, otherStudent.principal, 'STUDENT');
    const lesson = await buildActivity(t.db, own, { title: 'Particles', feedbackMode: 'checkAsYouGo' });
    // An auto-marked multiple-choice question (option b is right) and an open one.
    const choice = await buildWorksheetItem(t.db, lesson, { position: 0 });
    const open = await buildWorksheetItem(t.db, lesson, { position: 1, kind: 'shortAnswer' });
    for (const item of [choice, open])
      await call(teacher, 'PUT', `/v3/worksheetItems/${item.id}/learningOutcomeTags`, {
        tags: [itemTag(PARTICLES, { level: 'ADVANCED' })],
      });
    const answer = (itemId: number, value: object, at: string) =>
      call(student, 'PUT', `/v3/worksheetItems/${itemId}/myResponse`, { value, clientSavedAt: at });
    expect(
      (await answer(choice.id, { kind: 'multipleChoice', optionIds: ['b'] }, '2030-01-01T00:00:00.000Z'))
        .statusCode,
    ).toBe(200);
    // Checked as the student goes: its automatic mark is out.
    const checked = await call(student, 'POST', `/v3/worksheetItems/${choice.id}/myResponse/actions/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    const written = await answer(
      open.id,
      { kind: 'shortAnswer', text: 'Particles move' },
      '2030-01-01T00:01:00.000Z',
    );
    const writtenId = written.json<{ response: { id: number } }>().response.id;

    const grid = async () =>
      (await call(teacher, 'GET', `/v3/subjects/${own.id}/outcomeMastery`)).json<SubjectMastery>();
    const cellOf = (mastery: SubjectMastery) =>
      mastery.students
        .find((s) => s.principal === student.principal)!
        .outcomes.find((c) => c.learningOutcomeUuid === PARTICLES);
    // Full marks on the auto-marked question show its target level.
    expect(await grid()).toMatchObject({ method: 'decayingAverage' });
    expect(cellOf(await grid())).toMatchObject({ level: 'ADVANCED', evidenceCount: 1 });

    // The teacher judges the written answer EMERGING: the decaying average leans to the newest.
    await call(teacher, 'PUT', `/v3/responses/${writtenId}/outcomeLevels`, {
      levels: [{ learningOutcomeUuid: PARTICLES, level: 'EMERGING' }],
    });
    // 1 × 0.65 + 4 × 0.35 = 2.05: DEVELOPING.
    expect(cellOf(await grid())).toMatchObject({ level: 'DEVELOPING', evidenceCount: 2 });
    const method = await call(teacher, 'PUT', `/v3/subjects/${own.id}/outcomeMastery/method`, {
      method: 'highest',
    });
    expect(method.statusCode, method.body).toBe(200);
    expect(cellOf(await grid())).toMatchObject({ level: 'ADVANCED' });
    expect(
      (await call(student, 'PUT', `/v3/subjects/${own.id}/outcomeMastery/method`, { method: 'latest' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(teacher, 'PUT', `/v3/subjects/${own.id}/outcomeMastery/method`, { method: 'median' }))
        .statusCode,
    ).toBe(400);

    const evidenceUrl = (principal: string) =>
      `/v3/subjects/${own.id}/outcomeMastery/evidence?principal=${principal}&learningOutcomeUuid=${PARTICLES}`;
    const evidence = await call(teacher, 'GET', evidenceUrl(student.principal));
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(evidence.json<{ evidence: object[] }>().evidence).toEqual([
      expect.objectContaining({
        activityTitle: 'Particles',
        questionNumber: 1,
        level: 'ADVANCED',
        isAutoMark: true,
      }),
      expect.objectContaining({
        responseId: writtenId,
        questionNumber: 2,
        level: 'EMERGING',
        isAutoMark: false,
      }),
    ]);
    expect((await call(student, 'GET', evidenceUrl(student.principal))).statusCode).toBe(200);
    expect((await call(student, 'GET', evidenceUrl(otherStudent.principal))).statusCode).toBe(404);

    // A duplicated subject keeps its method.
    const copy = await call(teacher, 'POST', `/v3/subjects/${own.id}/actions/duplicate`);
    await t.jobs.drain();
    const copyId = copy.json<{ subject: { id: number } }>().subject.id;
    const copied = await call(teacher, 'GET', `/v3/subjects/${copyId}/outcomeMastery`);
    expect(copied.json<SubjectMastery>().method).toBe('highest');
  });

  it("keeps a subject's mastery from a teacher who does not teach it and from another school", async () => {
    const otherTeacher = await buildSignedInMember(t.db, subject.institutionId, ['SUBJECT_CREATOR']);
    const elsewhere = await buildInstitution(t.db);
    const otherAdmin = await buildSignedInMember(t.db, elsewhere.id, ['ADMIN']);
    for (const who of [otherTeacher, otherAdmin]) {
      expect((await call(who, 'GET', `/v3/subjects/${subject.id}/outcomeMastery`)).statusCode).toBe(404);
      const evidence = `/v3/subjects/${subject.id}/outcomeMastery/evidence?principal=${student.principal}&learningOutcomeUuid=${PARTICLES}`;
      expect((await call(who, 'GET', evidence)).statusCode).toBe(404);
    }
  });

  it('lays out the scope and sequence: lessons in order with the outcomes each puts in it, drafts for teachers only', async () => {
    const own = await buildSubject(t.db, subject.institutionId);
    await buildSubjectRole(t.db, own, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, own, student.principal, 'STUDENT');
    const first = await buildActivity(t.db, own, { title: 'Particles', position: 0 });
    const second = await buildActivity(t.db, own, { title: 'Carbon', position: 1, status: 'draft' });
    await call(teacher, 'PUT', `/v3/activities/${first.id}/learningOutcomeTags`, {
      tags: [lessonTag(PARTICLES), lessonTag(CARBON_CYCLE, { showInScopeAndSequence: false })],
    });
    await call(teacher, 'PUT', `/v3/activities/${second.id}/learningOutcomeTags`, {
      tags: [lessonTag(CARBON_CYCLE)],
    });

    const teachers = await call(teacher, 'GET', `/v3/subjects/${own.id}/scopeAndSequence`);
    expect(teachers.statusCode, teachers.body).toBe(200);
    expect(teachers.json()).toEqual({
      subjectId: own.id,
      learningOutcomeUuids: [PARTICLES, CARBON_CYCLE],
      lessons: [
        {
          activityId: first.id,
          title: 'Particles',
          status: 'published',
          outcomes: [{ learningOutcomeUuid: PARTICLES, level: 'PROFICIENT' }],
        },
        {
          activityId: second.id,
          title: 'Carbon',
          status: 'draft',
          outcomes: [{ learningOutcomeUuid: CARBON_CYCLE, level: 'PROFICIENT' }],
        },
      ],
    });
    const students = await call(student, 'GET', `/v3/subjects/${own.id}/scopeAndSequence`);
    expect(students.json<{ lessons: { title: string }[] }>().lessons.map((l) => l.title)).toEqual([
      'Particles',
    ]);
  });

  it("copies a lesson's and its questions' tags with the lesson, and with its subject", async () => {
    const source = await buildSubject(t.db, subject.institutionId);
    await buildSubjectRole(t.db, source, teacher.principal, 'INSTRUCTOR');
    const lesson = await buildActivity(t.db, source, { title: 'Tagged' });
    await buildWorksheetItem(t.db, lesson, { position: 0 });
    const second = await buildWorksheetItem(t.db, lesson, { position: 1 });
    await call(teacher, 'PUT', `/v3/worksheetItems/${second.id}/learningOutcomeTags`, {
      tags: [itemTag(STANDARD, { subStandardTags: { [SUB_STANDARD]: 'ADVANCED' } })],
    });
    await call(teacher, 'PUT', `/v3/activities/${lesson.id}/learningOutcomeTags`, {
      tags: [lessonTag(PARTICLES)],
    });
    const original = (
      await call(teacher, 'GET', `/v3/activities/${lesson.id}/learningOutcomeTags`)
    ).json<LessonTagsResponse>();

    const expectSameTags = async (copyId: number) => {
      const copy = (
        await call(teacher, 'GET', `/v3/activities/${copyId}/learningOutcomeTags`)
      ).json<LessonTagsResponse>();
      expect(copy.tags).toEqual(original.tags);
      expect(copy.worksheetItems.map((i) => i.tags)).toEqual(original.worksheetItems.map((i) => i.tags));
      expect(copy.worksheetItems[0]!.worksheetItemId).not.toBe(second.id);
    };

    const duplicated = await call(teacher, 'POST', `/v3/activities/${lesson.id}/actions/duplicate`, {});
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    await expectSameTags(duplicated.json<{ activity: { id: number } }>().activity.id);

    const res = await call(teacher, 'POST', `/v3/subjects/${source.id}/actions/duplicate`);
    expect(res.statusCode, res.body).toBe(202);
    await t.jobs.drain();
    const copyId = res.json<{ subject: { id: number } }>().subject.id;
    const list = await call(teacher, 'GET', `/v3/subjects/${copyId}/activities`);
    const copies = list.json<{ activities: { id: number; title: string }[] }>().activities;
    await expectSameTags(copies.find((a) => a.title === 'Tagged')!.id);
  });
});
