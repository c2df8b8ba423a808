import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, type EndpointDeclaration, type ResourceCheck } from '../../common/api/endpoint.ts';
import { activityResponses } from '../db/schema/index.ts';
import { ACTORS, buildWorld, type ActorName, type World } from './authorization-matrix.ts';
import { testEngines } from './engines.ts';
import { buildActivity, buildSubject, buildSubjectRole, buildWorksheetItem } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The authorization matrix generated from endpoint declarations: every endpoint that names its
 * resource check (`checks`) is called as every actor of the shared world on a resource of its
 * own, and the answer must be what the resource's rules below say. A refused actor gets the
 * refusal (401, 403 or 404) before the body is read; an allowed one gets past the check (any
 * answer but a refusal of this resource: a 400 for the empty body is the handler's business).
 *
 * The rules are the spec's, written once per resource and action, not per endpoint.
 */
const ALLOWED = 'allowed' as const;
type Expected = Record<ActorName, number | typeof ALLOWED>;

const SUBJECT_READ: Expected = {
  signedOut: 401,
  student: ALLOWED,
  teacher: ALLOWED,
  admin: ALLOWED,
  headOfScience: ALLOWED,
  otherSchoolAdmin: 404,
  internalAdmin: ALLOWED,
  invited: 404,
};
const SUBJECT_WRITE: Expected = { ...SUBJECT_READ, student: 403 };
const THE_STUDENT: Expected = {
  ...SUBJECT_READ,
  teacher: 403,
  admin: 403,
  headOfScience: 403,
  internalAdmin: 403,
};

/** School A's admin pages: its admins and heads of science, and the provider's staff. */
const SCHOOL_ADMINS: Expected = {
  ...SUBJECT_READ,
  student: 403,
  teacher: 403,
  invited: 403,
};

export const RESOURCE_RULES: Record<string, Record<string, Expected>> = {
  institution: { readAdminPages: SCHOOL_ADMINS, manageStudents: SCHOOL_ADMINS },
  subject: { read: SUBJECT_READ, update: SUBJECT_WRITE, manageInvitations: SUBJECT_WRITE },
  // A published lesson, and its questions: the subject's readers read, its writers write, its student answers.
  activity: { read: SUBJECT_READ, write: SUBJECT_WRITE, answer: THE_STUDENT },
  worksheetItem: { read: SUBJECT_READ, write: SUBJECT_WRITE, answer: THE_STUDENT },
  // The student's own answer: they read it and may not mark it; the lesson's writers do both.
  response: { read: SUBJECT_READ, mark: SUBJECT_WRITE },
};

/**
 * A fresh resource of each kind in school A, as the world's subject is (taught by the teacher, the
 * student in it): the subject, a published lesson, its question, the student's answer.
 */
async function freshIds(w: World): Promise<Record<string, number>> {
  const subject = await buildSubject(w.db, w.schoolA);
  await buildSubjectRole(w.db, subject, w.principals.teacher, 'INSTRUCTOR');
  await buildSubjectRole(w.db, subject, w.principals.student, 'STUDENT');
  const activity = await buildActivity(w.db, subject, { feedbackMode: 'checkAsYouGo', checkTries: 10 });
  const item = await buildWorksheetItem(w.db, activity);
  const [response] = await w.db
    .insert(activityResponses)
    .values({
      institutionId: w.schoolA,
      activityId: activity.id,
      worksheetItemId: item.id,
      studentPrincipal: w.principals.student,
      value: { kind: 'multipleChoice', selectedOptionIds: ['a'] },
      isAnswered: true,
      clientSavedAt: new Date('2030-01-01T00:00:00Z'),
    })
    .returning();
  return {
    institution: w.schoolA,
    subject: subject.id,
    activity: activity.id,
    worksheetItem: item.id,
    response: response!.id,
  };
}

const isChecked = (value: unknown): value is EndpointDeclaration & { checks: ResourceCheck } =>
  typeof value === 'object' && value !== null && 'checks' in value && 'path' in value;

/** The declared endpoints of a module that name a resource check. */
export const checkedEndpoints = (endpoints: Record<string, unknown>) =>
  Object.values(endpoints).filter(isChecked);

async function callAs(
  t: TestApp,
  w: World,
  endpoint: EndpointDeclaration & { checks: ResourceCheck },
  actor: ActorName,
  ids: Record<string, number>,
) {
  const url = endpointPath(endpoint, {
    [endpoint.checks.param]: ids[endpoint.checks.resource]!,
    studentPrincipal: w.principals.student,
    principal: w.principals.student,
  });
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && endpoint.body !== undefined;
  // A raw body (an upload) is read before the check runs: one byte of a type it takes.
  const raw = endpoint.consumes;
  return t.app.inject({
    method: endpoint.method,
    url,
    headers: { ...w.headers[actor], ...(raw ? { 'content-type': raw.mediaTypes[0]! } : {}) },
    ...(raw ? { payload: Buffer.from([0]) } : hasBody ? { payload: {} } : {}),
  });
}

/** Runs the generated matrix for a module's declared endpoints, on both engines. */
export function describeResourceMatrix(title: string, endpoints: Record<string, unknown>): void {
  const checked = checkedEndpoints(endpoints);
  describe.each(testEngines())(`${title}: resource checks as declared, on %s`, (engine) => {
    let t: TestApp;
    let world: World;
    beforeAll(async () => {
      t = await createTestApp(engine);
      world = await buildWorld(t.db);
    });
    afterAll(() => t.close());

    it.each(
      checked.map((e) => [`${e.method} ${e.path} (${e.checks.resource} ${e.checks.action})`, e] as const),
    )('%s', async (_name, endpoint) => {
      const rules = RESOURCE_RULES[endpoint.checks.resource]?.[endpoint.checks.action];
      expect(rules, 'the resource and action have a row in RESOURCE_RULES').toBeDefined();
      const answers: { actor: ActorName; status: number; message: string; body: string }[] = [];
      // A refused call changes nothing, so the resources are made again only after an allowed one.
      let ids = await freshIds(world);
      for (const actor of ACTORS) {
        // An allowed call to a live stream would stay open; the refusals are what this checks.
        if (rules![actor] === ALLOWED && endpoint.produces === 'text/event-stream') continue;
        const res = await callAs(t, world, endpoint, actor, ids);
        const message = res.statusCode >= 400 ? (res.json<{ message?: string }>().message ?? '') : '';
        answers.push({ actor, status: res.statusCode, message, body: res.body.slice(0, 120) });
        if (![401, 403, 404].includes(res.statusCode)) ids = await freshIds(world);
      }
      // An allowed actor gets no 401 or 403, nor the 404 the refused got (the handler's own 404,
      // 'Student not found' once another admin has removed them, is not a refusal).
      const refusals = new Set(
        answers.filter((a) => rules![a.actor] !== ALLOWED && a.status !== 401).map((a) => a.message),
      );
      const mismatches = answers.flatMap(({ actor, status, message, body }) => {
        const expected = rules![actor];
        const ok =
          expected === ALLOWED
            ? status !== 401 && status !== 403 && !(status === 404 && refusals.has(message))
            : status === expected;
        return ok ? [] : [`${actor}: expected ${expected}, got ${status} ${body}`];
      });
      expect(mismatches).toEqual([]);
    });
  });
}
