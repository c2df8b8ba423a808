import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, DueDate, Response, WorksheetItem } from '../../common/activities/schema.ts';
import { zRichTextDocument } from '../../common/rich-text/schema.ts';
import { activities, worksheetItems } from '../db/schema/index.ts';
import { testEngines } from '../test/engines.ts';
import { buildSession } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemo } from './demo.ts';

describe.each(testEngines())('demo lessons on %s', (engine) => {
  let t: TestApp;
  let school: number;
  const headers = {} as Record<'teacher' | 'student', Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    school = (await seedDemo(t.db)).firstSchoolId;
    await seedDemo(t.db);
    headers.teacher = (await buildSession(t.db, 'demo-teacher')).headers;
    headers.student = (await buildSession(t.db, 'demo-student')).headers;
  });
  afterAll(() => t.close());

  it('gives Year 7 Science three lessons, once, whose text and prompts all fit the rich-text schema', async () => {
    const lessons = await t.db.select().from(activities);
    expect(lessons.map((l) => [l.title, l.status])).toEqual([
      ['States of matter', 'published'],
      ['Forces', 'published'],
      ['Cells', 'draft'],
    ]);
    const items = await t.db.select().from(worksheetItems);
    expect(items).toHaveLength(15);
    for (const document of [...lessons.map((l) => l.body), ...items.map((i) => i.prompt)])
      expect(zRichTextDocument.safeParse(document).error?.issues ?? []).toEqual([]);
    for (const lesson of lessons) expect(JSON.stringify(lesson.body)).toContain('"blockMath"');
  });

  it('shows the student the published lessons with one question of each kind, and their answers marked so far', async () => {
    const science = (await t.db.select().from(activities))[0]!;
    const list = await t.app.inject({
      method: 'GET',
      url: `/v3/subjects/${science.subjectId}/activities`,
      headers: headers.student,
    });
    expect(list.json<{ activities: Activity[] }>().activities.map((a) => a.title)).toEqual([
      'States of matter',
      'Forces',
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/activities/${science.id}?includeWorksheetItems=true&includeMyResponses=true`,
      headers: headers.student,
    });
    const lesson = res.json<{ activity: { worksheetItems: WorksheetItem[]; myResponses: Response[] } }>()
      .activity;
    expect(lesson.worksheetItems.map((i) => i.kind)).toEqual([
      'multipleChoice',
      'shortAnswer',
      'longAnswer',
      'numeric',
      'maths',
    ]);
    expect(lesson.myResponses.map((r) => [r.value.kind, r.mark?.score ?? null])).toEqual([
      ['multipleChoice', 1],
      ['shortAnswer', null],
      ['numeric', 1],
    ]);
  });

  it('lists Forces as overdue and States of matter as due next week on the subjects page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${school}/dueDates`,
      headers: headers.student,
    });
    expect(res.json<{ dueDates: DueDate[] }>().dueDates.map((d) => [d.title, d.isOverdue])).toEqual([
      ['Forces', true],
      ['States of matter', false],
    ]);
  });
});
