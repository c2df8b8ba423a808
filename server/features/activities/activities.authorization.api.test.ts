import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as answerEndpoints from '../../../common/activities/answer-endpoints.ts';
import * as activityEndpoints from '../../../common/activities/endpoints.ts';
import { sql } from 'drizzle-orm';
import { activities, activityResponses, activitySubmissions, worksheetItems } from '../../db/schema/index.ts';
import {
  ACTORS,
  buildWorld,
  expectEveryEndpointCalled,
  expectStatuses,
  runMatrixCase,
  SUBJECT_READERS,
  subjectWriters,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import { testEngines } from '../../test/engines.ts';
import { buildActivity, buildWorksheetItem, richText } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every activities endpoint, called as every actor of the shared world. The lessons are in school
 * A's subject: the teacher teaches it and the student is in it; the admin and the head of science
 * administer the school; `invited` holds only a pending role there; the other school's admin is
 * nothing to it. Lessons follow the subject's policy.
 */

/** Reading a published lesson: whoever reads the subject; the rest learn nothing. */
const READERS = SUBJECT_READERS;
/** Writing lessons and seeing every answer: whoever updates the subject; its student is refused. */
const WRITERS = subjectWriters;
/** Answering: the subject's student alone; staff may read the lesson but not answer it. */
const THE_STUDENT = (ok: number) =>
  expectStatuses({
    student: ok,
    teacher: 403,
    admin: 403,
    headOfScience: 403,
    otherSchoolAdmin: 404,
    internalAdmin: 403,
    invited: 404,
  });
/** A draft lesson: its writers; to the student it does not exist. */
const DRAFT_WRITERS = (ok: number) => ({ ...WRITERS(ok), student: 404 });

interface Fixtures {
  published: number;
  draft: number;
  deletable: number;
  item: number;
  deletableItem: number;
  response: number;
}
let f: Fixtures;

async function buildFixtures(w: World): Promise<Fixtures> {
  const subject = { id: w.subjectA, institutionId: w.schoolA };
  const published = await buildActivity(w.db, subject, {
    position: 0,
    feedbackMode: 'checkAsYouGo',
    checkTries: 10,
  });
  const draft = await buildActivity(w.db, subject, { position: 1, status: 'draft', publishedAt: null });
  const deletable = await buildActivity(w.db, subject, { position: 2 });
  const item = await buildWorksheetItem(w.db, published);
  const open = await buildWorksheetItem(w.db, published, { kind: 'shortAnswer', position: 1 });
  const [response] = await w.db
    .insert(activityResponses)
    .values({
      institutionId: w.schoolA,
      activityId: published.id,
      worksheetItemId: open.id,
      studentPrincipal: w.principals.student,
      value: { kind: 'shortAnswer', text: 'Condensation' },
      isAnswered: true,
      clientSavedAt: new Date('2030-01-01T00:00:00Z'),
    })
    .returning();
  return {
    published: published.id,
    draft: draft.id,
    deletable: deletable.id,
    item: item.id,
    deletableItem: 0,
    response: response!.id,
  };
}

const liveIds = async (w: World) =>
  (await w.db.select({ id: activities.id }).from(activities).where(eq(activities.subjectId, w.subjectA))).map(
    (r) => r.id,
  );
let reorderIds: number[] = [];
let itemOrder: number[] = [];

const CASES: MatrixCase[] = [
  {
    name: "a subject's lessons",
    method: 'GET',
    url: (w) => `/v3/subjects/${w.subjectA}/activities`,
    expected: READERS,
  },
  {
    name: "a subject's deleted lessons",
    method: 'GET',
    url: (w) => `/v3/subjects/${w.subjectA}/activities?deleted=true`,
    expected: WRITERS(200),
  },
  {
    name: 'a published lesson',
    method: 'GET',
    url: () => `/v3/activities/${f.published}?includeWorksheetItems=true`,
    expected: READERS,
  },
  {
    name: 'a draft lesson',
    method: 'GET',
    url: () => `/v3/activities/${f.draft}`,
    expected: DRAFT_WRITERS(200),
  },
  {
    name: 'lessons by batch get',
    method: 'POST',
    url: () => '/v3/activities/batch/get',
    body: () => ({ ids: [f.published], includeWorksheetItems: true, includeMyResponses: true }),
    expected: READERS,
  },
  {
    name: 'a new lesson',
    method: 'POST',
    url: (w) => `/v3/subjects/${w.subjectA}/activities`,
    body: () => ({ title: 'Energy' }),
    expected: WRITERS(201),
  },
  {
    name: 'a lesson changed',
    method: 'PATCH',
    url: () => `/v3/activities/${f.published}`,
    body: () => ({ title: 'States of matter' }),
    expected: WRITERS(200),
  },
  {
    name: 'a lesson deleted',
    method: 'DELETE',
    url: () => `/v3/activities/${f.deletable}`,
    before: async (w) =>
      void (await w.db.update(activities).set({ deletedAt: null }).where(eq(activities.id, f.deletable))),
    expected: WRITERS(204),
  },
  {
    name: 'a lesson restored',
    method: 'POST',
    url: () => `/v3/activities/${f.deletable}/actions/restore`,
    before: async (w) =>
      void (await w.db
        .update(activities)
        .set({ deletedAt: new Date() })
        .where(eq(activities.id, f.deletable))),
    expected: { ...WRITERS(200), student: 404 },
  },
  {
    name: "a subject's lessons reordered",
    method: 'POST',
    url: (w) => `/v3/subjects/${w.subjectA}/activities/actions/reorder`,
    before: async (w) => {
      await w.db.update(activities).set({ deletedAt: null }).where(eq(activities.id, f.deletable));
      reorderIds = (await liveIds(w)).reverse();
    },
    body: () => ({ activityIds: reorderIds }),
    expected: WRITERS(200),
  },
  {
    name: 'a lesson published',
    method: 'POST',
    url: () => `/v3/activities/${f.draft}/actions/publish`,
    before: async (w) =>
      void (await w.db.update(activities).set({ status: 'draft' }).where(eq(activities.id, f.draft))),
    expected: DRAFT_WRITERS(200),
  },
  {
    name: 'a lesson unpublished',
    method: 'POST',
    url: () => `/v3/activities/${f.deletable}/actions/unpublish`,
    before: async (w) =>
      void (await w.db.update(activities).set({ status: 'published' }).where(eq(activities.id, f.deletable))),
    expected: WRITERS(200),
  },
  {
    name: 'a lesson duplicated',
    method: 'POST',
    url: () => `/v3/activities/${f.published}/actions/duplicate`,
    body: () => ({}),
    expected: WRITERS(201),
  },
  {
    name: 'a new question',
    method: 'POST',
    url: () => `/v3/activities/${f.published}/worksheetItems`,
    body: () => ({ kind: 'longAnswer', prompt: richText('Explain melting.'), marks: 3, modelAnswer: null }),
    expected: WRITERS(201),
  },
  {
    name: 'a question replaced',
    method: 'PUT',
    url: () => `/v3/worksheetItems/${f.item}`,
    body: () => ({
      kind: 'multipleChoice',
      prompt: richText('Which is a gas?'),
      marks: 2,
      options: [
        { id: 'a', text: 'Ice' },
        { id: 'b', text: 'Steam' },
      ],
      allowMultiple: false,
      modelAnswer: { correctOptionIds: ['b'] },
    }),
    expected: WRITERS(200),
  },
  {
    name: 'a question deleted',
    method: 'DELETE',
    url: () => `/v3/worksheetItems/${f.deletableItem}`,
    before: async (w) => {
      f.deletableItem = (
        await buildWorksheetItem(w.db, { id: f.published, institutionId: w.schoolA }, { position: 9 })
      ).id;
    },
    expected: WRITERS(204),
  },
  {
    name: "a lesson's questions reordered",
    method: 'POST',
    url: () => `/v3/activities/${f.published}/worksheetItems/actions/reorder`,
    before: async (w) => {
      const rows = await w.db
        .select({ id: worksheetItems.id })
        .from(worksheetItems)
        .where(eq(worksheetItems.activityId, f.published));
      itemOrder = rows.map((r) => r.id).reverse();
    },
    body: () => ({ worksheetItemIds: itemOrder }),
    expected: WRITERS(200),
  },
  {
    name: 'an answer saved',
    method: 'PUT',
    url: () => `/v3/worksheetItems/${f.item}/myResponse`,
    body: () => ({
      value: { kind: 'multipleChoice', optionIds: ['b'] },
      clientSavedAt: new Date().toISOString(),
    }),
    expected: THE_STUDENT(200),
  },
  {
    name: 'an answer checked',
    method: 'POST',
    url: () => `/v3/worksheetItems/${f.item}/myResponse/actions/check`,
    expected: THE_STUDENT(200),
  },
  {
    name: 'my answers',
    method: 'GET',
    url: () => `/v3/activities/${f.published}/myResponses`,
    expected: READERS,
  },
  {
    name: "an answer's versions",
    method: 'GET',
    url: () => `/v3/responses/${f.response}/versions`,
    expected: READERS,
  },
  {
    name: 'an answer marked',
    method: 'PUT',
    url: () => `/v3/responses/${f.response}/mark`,
    body: () => ({ score: 1, feedback: 'Good.' }),
    expected: WRITERS(200),
  },
  {
    name: "a student's handed-in lesson returned to them",
    method: 'POST',
    url: (w) => `/v3/activities/${f.published}/submissions/${w.principals.student}/actions/return`,
    before: async (w) =>
      void (await w.db
        .insert(activitySubmissions)
        .values({ activityId: f.published, studentPrincipal: w.principals.student, institutionId: w.schoolA })
        .onConflictDoUpdate({
          target: [activitySubmissions.activityId, activitySubmissions.studentPrincipal],
          set: { submittedAt: sql`now()` },
        })),
    expected: WRITERS(200),
  },
  {
    name: 'the class view',
    method: 'GET',
    url: () => `/v3/activities/${f.published}/classView`,
    expected: WRITERS(200),
  },
  {
    name: "school A's due dates",
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/dueDates`,
    // A pending invitation is not a membership.
    expected: { ...READERS, invited: 403 },
  },
  {
    name: "a student's own due date",
    method: 'PUT',
    url: (w) => `/v3/activities/${f.published}/students/${w.principals.student}/dueDate`,
    body: () => ({ dueAt: '2030-03-01T09:00:00+11:00' }),
    expected: WRITERS(200),
  },
  {
    name: 'a lesson handed in',
    method: 'POST',
    url: () => `/v3/activities/${f.published}/actions/submit`,
    expected: THE_STUDENT(200),
  },
];

describe.each(testEngines())('activities authorization matrix on %s', (engine) => {
  let t: TestApp;
  let world: World;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    world = await buildWorld(t.db);
    f = await buildFixtures(world);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it.each(CASES.map((c) => [`${c.method} ${c.name}`, c] as const))('%s', async (_name, matrixCase) => {
    await runMatrixCase(t.app, world, matrixCase);
  });

  it.each([
    ["a lesson's class view events", 'classView/events', WRITERS(200)],
    ["the events of one's own answers to a lesson", 'myResponses/events', READERS],
  ] as const)('GET %s', async (_name, path, expected) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const abort = new AbortController();
      const res = await fetch(`${base}/v3/activities/${f.published}/${path}`, {
        headers: world.headers[actor],
        signal: abort.signal,
      });
      if (res.status !== expected[actor])
        mismatches.push(`${actor}: expected ${expected[actor]}, got ${res.status}`);
      abort.abort();
    }
    expect(mismatches).toEqual([]);
  });

  it('has a case for every activities endpoint', () => {
    expectEveryEndpointCalled(t.routesCalled, { ...activityEndpoints, ...answerEndpoints });
  });
});
