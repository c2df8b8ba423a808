import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScopeAndSequence, SubjectMastery } from '../../common/outcome-tags/contracts.ts';
import type { LearningOutcome } from '../../common/outcomes/schema.ts';
import { activityOutcomeTags, subjects, worksheetItemOutcomeTags } from '../db/schema/index.ts';
import { createCurriculumImportService } from '../features/outcomes/index.ts';
import { testEngines } from '../test/engines.ts';
import { buildSession } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemo } from './demo.ts';

const AU_V9_DATA = fileURLToPath(
  new URL('../features/outcomes/data/australian-curriculum-v9', import.meta.url),
);

describe.each(testEngines())('demo outcome tags on %s', (engine) => {
  let t: TestApp;
  let scienceId: number;
  const headers = {} as Record<'teacher' | 'student', Record<string, string>>;
  const get = <T>(who: 'teacher' | 'student', url: string) =>
    t.app.inject({ method: 'GET', url, headers: headers[who] }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });
  /** The codes of outcomes by uuid, through the API. */
  async function codesOf(uuids: string[]): Promise<string[]> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/learningOutcome/batchGet',
      headers: headers.teacher,
      payload: { uuids },
    });
    const outcomes = res.json<{ getResponses: { learningOutcome: LearningOutcome }[] }>().getResponses;
    return outcomes.map(({ learningOutcome }) => learningOutcome.auOutcome?.code ?? '?');
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Seeded first without the curriculum, as a test database or an old demo database would be.
    await seedDemo(t.db);
    const [science] = await t.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.code, 'SCI-7A'));
    scienceId = science!.id;
    headers.teacher = (await buildSession(t.db, 'demo-teacher')).headers;
    headers.student = (await buildSession(t.db, 'demo-student')).headers;
  });
  afterAll(() => t.close());

  it('leaves the lessons untagged while AU_V9 is not loaded, and tags them once it is, once', async () => {
    expect(await t.db.select().from(activityOutcomeTags)).toEqual([]);
    await createCurriculumImportService({ db: t.db }).importFrom(AU_V9_DATA, 'test');
    await seedDemo(t.db);
    await seedDemo(t.db);
    expect(await t.db.select().from(activityOutcomeTags)).toHaveLength(6);
    expect(await t.db.select().from(worksheetItemOutcomeTags)).toHaveLength(13);
  });

  it('tags with real AU_V9 Year 7 science outcomes only', async () => {
    const scope = await get<ScopeAndSequence>('teacher', `/v3/subjects/${scienceId}/scopeAndSequence`);
    const mastery = await get<SubjectMastery>('teacher', `/v3/subjects/${scienceId}/outcomeMastery`);
    const uuids = [...new Set([...scope.learningOutcomeUuids, ...mastery.learningOutcomeUuids])];
    const codes = await codesOf(uuids);
    expect(codes).toHaveLength(uuids.length);
    for (const code of codes) expect(code).toMatch(/^AC9S7[UI]\d\d$/);
  });

  it("gives the teacher a scope and sequence of the three lessons, the draft's included", async () => {
    const scope = await get<ScopeAndSequence>('teacher', `/v3/subjects/${scienceId}/scopeAndSequence`);
    const lessons = await Promise.all(
      scope.lessons.map(async (lesson) => [
        lesson.title,
        lesson.status,
        await codesOf(lesson.outcomes.map((o) => o.learningOutcomeUuid)),
      ]),
    );
    expect(lessons).toEqual([
      ['States of matter', 'published', ['AC9S7U05', 'AC9S7I04']],
      ['Forces', 'published', ['AC9S7U04', 'AC9S7I04']],
      ['Cells', 'draft', ['AC9S7I03', 'AC9S7I04']],
    ]);
  });

  it("shows the teacher the demo student's levels, and the student their own, of published lessons", async () => {
    const mastery = await get<SubjectMastery>('teacher', `/v3/subjects/${scienceId}/outcomeMastery`);
    expect((await codesOf(mastery.learningOutcomeUuids)).sort()).toEqual([
      'AC9S7I03',
      'AC9S7I04',
      'AC9S7U04',
      'AC9S7U05',
      'AC9S7U06',
    ]);
    expect(mastery.students.map((s) => s.fullName)).toEqual(['Sam Student']);
    const cells = mastery.students[0]!.outcomes;
    const levels = await Promise.all(
      cells.map(async (c) => [(await codesOf([c.learningOutcomeUuid]))[0], c.level, c.evidenceCount]),
    );
    expect(levels.sort()).toEqual([
      ['AC9S7U05', 'PROFICIENT', 1],
      ['AC9S7U06', 'DEVELOPING', 1],
    ]);

    const own = await get<SubjectMastery>('student', `/v3/subjects/${scienceId}/outcomeMastery`);
    expect(own.students.map((s) => s.principal)).toEqual(['demo-student']);
    expect(own.students[0]!.outcomes).toEqual(cells);
    expect((await codesOf(own.learningOutcomeUuids)).sort()).toEqual([
      'AC9S7I04',
      'AC9S7U04',
      'AC9S7U05',
      'AC9S7U06',
    ]);
  });
});
