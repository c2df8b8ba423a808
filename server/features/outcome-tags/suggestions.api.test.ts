import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createCurriculumImportService } from '../outcomes/index.ts';

const AU_V9_DATA = fileURLToPath(new URL('../outcomes/data/australian-curriculum-v9', import.meta.url));
const CARBON_CYCLE = stableOutcomeUuid('AU_V9', 'AC9S9U03');

const itemTag = (uuid: string) => ({
  learningOutcomeUuid: uuid,
  level: 'PROFICIENT',
  showInRubric: true,
  subStandardTags: {},
});

/** The outcomes suggested for a question, ranked by its words and the class's year level. */
describe.each(testEngines())('suggested outcomes on %s', (engine) => {
  let t: TestApp;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createCurriculumImportService({ db: t.db }).importFrom(AU_V9_DATA, 'test');
    const school = await buildInstitution(t.db);
    teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    // A name and code that say no year level: suggestions rank by text alone.
    subject = await buildSubject(t.db, school.id, { name: 'Science', code: 'SCI' });
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const call = (who: SignedInPerson, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function lessonWithQuestion() {
    const lesson = await buildActivity(t.db, subject, { status: 'published' });
    const item = await buildWorksheetItem(t.db, lesson);
    return { lesson, item };
  }

  it("suggests the outcomes whose text matches a question's, best first, and drops one once it is a tag", async () => {
    const { lesson } = await lessonWithQuestion();
    const created = await call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, {
      kind: 'shortAnswer',
      prompt: richText(
        'How do photosynthesis and respiration move carbon between the atmosphere and living things?',
      ),
      marks: 2,
      modelAnswer: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json<{ worksheetItem: { id: number } }>().worksheetItem.id;
    const url = `/v3/worksheetItems/${itemId}/suggestedLearningOutcomes`;
    const suggested = () =>
      call(teacher, 'GET', url).then(
        (res) =>
          res.json<{ suggestedLearningOutcomes: { learningOutcomeUuid: string }[] }>()
            .suggestedLearningOutcomes,
      );
    const first = await suggested();
    expect(first[0]).toEqual({
      worksheetItemId: itemId,
      learningOutcomeUuid: CARBON_CYCLE,
      learningOutcomeWorksheetItemTag: itemTag(CARBON_CYCLE),
    });
    expect(first.length).toBeLessThanOrEqual(5);

    await call(teacher, 'PUT', `/v3/worksheetItems/${itemId}/learningOutcomeTags`, {
      tags: [itemTag(CARBON_CYCLE)],
    });
    expect((await suggested()).map((s) => s.learningOutcomeUuid)).not.toContain(CARBON_CYCLE);

    // Rewriting the question ranks again; a question of no matching words has none.
    await call(teacher, 'PUT', `/v3/worksheetItems/${itemId}/learningOutcomeTags`, { tags: [] });
    const rewritten = await call(teacher, 'PUT', `/v3/worksheetItems/${itemId}`, {
      kind: 'shortAnswer',
      prompt: richText('Xyzzy?'),
      marks: 2,
      modelAnswer: null,
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(await suggested()).toEqual([]);
    expect((await call(student, 'GET', url)).statusCode).toBe(403);
  });

  it("suggests close matches of the class's year level first, then nearer years, for what a question names", async () => {
    const year7 = await buildSubject(t.db, subject.institutionId, { name: 'Year 7 Science', code: '' });
    await buildSubjectRole(t.db, year7, teacher.principal, 'INSTRUCTOR');
    const lesson = await buildActivity(t.db, year7);
    const created = await call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, {
      kind: 'shortAnswer',
      prompt: richText('What is the green pigment in leaves that absorbs light?'),
      marks: 1,
      modelAnswer: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json<{ worksheetItem: { id: number } }>().worksheetItem.id;
    const res = await call(teacher, 'GET', `/v3/worksheetItems/${itemId}/suggestedLearningOutcomes`);
    const uuids = res
      .json<{ suggestedLearningOutcomes: { learningOutcomeUuid: string }[] }>()
      .suggestedLearningOutcomes.map((s) => s.learningOutcomeUuid);
    // Plant cells (Year 8, next to Year 7) first, then years further away, such as light (Year 5):
    // no Year 7 outcome names plants, leaves or light.
    const code = (uuid: string) =>
      ['AC9S8U01', 'AC9S8U02', 'AC9S5U03'].find((c) => stableOutcomeUuid('AU_V9', c) === uuid);
    expect(uuids.slice(0, 2).map(code).sort()).toEqual(['AC9S8U01', 'AC9S8U02']);
    expect(uuids.slice(2).map(code)).toContain('AC9S5U03');
    expect(uuids).toHaveLength(5);

    // An outcome that shares five words with a question comes before one of the class's year that
    // shares a single word ('between').
    const carbon = await call(teacher, 'POST', `/v3/activities/${lesson.id}/worksheetItems`, {
      kind: 'shortAnswer',
      prompt: richText(
        'How do photosynthesis and respiration move carbon between living things and the atmosphere?',
      ),
      marks: 1,
      modelAnswer: null,
    });
    const carbonId = carbon.json<{ worksheetItem: { id: number } }>().worksheetItem.id;
    const carbonSuggested = await call(
      teacher,
      'GET',
      `/v3/worksheetItems/${carbonId}/suggestedLearningOutcomes`,
    );
    expect(
      carbonSuggested.json<{ suggestedLearningOutcomes: { learningOutcomeUuid: string }[] }>()
        .suggestedLearningOutcomes[0]?.learningOutcomeUuid,
    ).toBe(CARBON_CYCLE);
  });
});
