import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as subjectEndpoints from '../../../common/subjects/endpoints.ts';
import {
  ACTORS,
  buildWorld,
  expectEveryEndpointCalled,
  everyoneSignedIn,
  expectStatuses,
  runMatrixCase,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import { testEngines } from '../../test/engines.ts';
import { buildSubject, buildSubjectRole } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every subjects endpoint, called as every actor of the shared world (server/test/
 * authorization-matrix.ts). The subject is at school A: the teacher teaches it and the student is
 * in it; the admin and the head of science administer the school; `invited` holds a pending role
 * there; the other school's admin is nothing to it.
 */

/** Whoever may see school A may list its subjects; the other school's admin is told it is missing. */
const SCHOOL_MEMBERS = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 200,
});
/** Reading the subject: its members, the school's admins, internal admins; the rest learn nothing. */
const SUBJECT_READERS = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 404,
});
/** Changing the subject: its instructor, the school's admins, internal admins; its student is refused. */
const SUBJECT_UPDATERS = (ok: number) =>
  expectStatuses({
    student: 403,
    teacher: ok,
    admin: ok,
    headOfScience: ok,
    otherSchoolAdmin: 404,
    internalAdmin: ok,
    invited: 404,
  });
/** One's own things (`me`): everyone signed in. */
const EVERYONE = everyoneSignedIn();
/** Someone else's things (the student's): the student and internal admins. */
const THE_STUDENT_AND_STAFF = expectStatuses({
  student: 200,
  teacher: 404,
  admin: 404,
  headOfScience: 404,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 404,
});

/** The subject the calls are about: the one made before the world, or a fresh one made per call. */
let subjectId = 0;

/** A subject at school A taught by the teacher, with the student in it. */
async function subjectAtSchoolA(w: World, overrides: Parameters<typeof buildSubject>[2] = {}) {
  const subject = await buildSubject(w.db, w.schoolA, overrides);
  await buildSubjectRole(w.db, subject, w.principals.teacher, 'INSTRUCTOR');
  await buildSubjectRole(w.db, subject, w.principals.student, 'STUDENT');
  return subject.id;
}
/** For a call that changes the subject: each actor gets a subject of their own, as it was. */
const fresh =
  (overrides: Parameters<typeof buildSubject>[2] = {}) =>
  async (w: World) => {
    subjectId = await subjectAtSchoolA(w, overrides);
  };
let sharedSubjectId = 0;
const shared = () => {
  subjectId = sharedSubjectId;
  return Promise.resolve();
};

export const SUBJECT_CASES: MatrixCase[] = [
  {
    name: 'subject list',
    method: 'GET',
    url: (w) => `/v3/subjects?institutionId=${w.schoolA}&permissions=true`,
    expected: SCHOOL_MEMBERS,
  },
  {
    name: 'one subject',
    method: 'GET',
    before: shared,
    url: () => `/v3/subjects/${subjectId}?permissions=true`,
    expected: SUBJECT_READERS,
  },
  {
    name: 'subjects batch get',
    method: 'POST',
    before: shared,
    url: () => '/v3/subjects/batch/get',
    body: () => ({ ids: [subjectId], permissions: true }),
    expected: SUBJECT_READERS,
  },
  {
    name: 'own subject roles',
    method: 'GET',
    url: () => '/v3/users/me/subjectRoles?includeArchived=true&includeDeleted=true',
    expected: EVERYONE,
  },
  {
    name: "the student's subject roles",
    method: 'GET',
    url: (w) => `/v3/users/${w.principals.student}/subjectRoles`,
    expected: THE_STUDENT_AND_STAFF,
  },
  ...['anyArchivedAubjects', 'anyArchivedSubjects'].map((path): MatrixCase => ({
    name: path,
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/${path}`,
    expected: SCHOOL_MEMBERS,
  })),
  {
    name: 'create subject',
    method: 'POST',
    url: () => '/v3/subjects',
    body: (w) => ({ name: 'Year 8 Physics', institutionId: w.schoolA }),
    expected: expectStatuses({
      student: 403,
      teacher: 201,
      admin: 201,
      headOfScience: 201,
      otherSchoolAdmin: 404,
      internalAdmin: 201,
      invited: 403,
    }),
  },
  {
    name: 'rename subject',
    method: 'PATCH',
    before: fresh(),
    url: () => `/v3/subjects/${subjectId}`,
    body: () => ({ name: 'Renamed' }),
    expected: SUBJECT_UPDATERS(200),
  },
  {
    name: 'archive subject',
    method: 'POST',
    before: fresh(),
    url: () => `/v3/subjects/${subjectId}/actions/archive`,
    expected: SUBJECT_UPDATERS(200),
  },
  {
    name: 'unarchive subject',
    method: 'POST',
    before: fresh({ isArchived: true, archivedOn: new Date() }),
    url: () => `/v3/subjects/${subjectId}/actions/unarchive`,
    expected: SUBJECT_UPDATERS(200),
  },
  {
    name: 'delete subject',
    method: 'DELETE',
    before: fresh(),
    url: () => `/v3/subjects/${subjectId}`,
    expected: SUBJECT_UPDATERS(204),
  },
  {
    name: 'restore subject',
    method: 'POST',
    before: fresh({ deletedOn: new Date() }),
    url: () => `/v3/subjects/${subjectId}/actions/restore`,
    expected: SUBJECT_UPDATERS(200),
  },
  {
    name: 'duplicate subject',
    method: 'POST',
    before: fresh(),
    url: () => `/v3/subjects/${subjectId}/actions/duplicate`,
    expected: SUBJECT_UPDATERS(202),
  },
  {
    name: 'own auto-archived notice',
    method: 'GET',
    url: () => '/v3/users/me/autoArchivedNotice',
    expected: EVERYONE,
  },
  {
    name: "the student's auto-archived notice",
    method: 'GET',
    url: (w) => `/v3/users/${w.principals.student}/autoArchivedNotice`,
    expected: THE_STUDENT_AND_STAFF,
  },
  ...['close', 'hideForever', 'clear'].map((action): MatrixCase => ({
    name: `auto-archived notice ${action}`,
    method: 'POST',
    url: () => `/v3/users/me/autoArchivedNotice/actions/${action}`,
    expected: EVERYONE,
  })),
];

/** The event streams stay open once they answer 200, so they are opened over HTTP and let go. */
const STREAM_CASES: { name: string; url: (w: World) => string; expected: MatrixCase['expected'] }[] = [
  {
    name: "a subject's events",
    url: () => `/v3/subjects/${sharedSubjectId}/events`,
    expected: SUBJECT_READERS,
  },
  {
    name: "school A's subject events",
    url: (w) => `/v3/institutions/${w.schoolA}/subjects/events`,
    // A pending invitation is not a membership.
    expected: { ...SCHOOL_MEMBERS, invited: 403 },
  },
];

describe.each(testEngines())('subjects authorization matrix on %s', (engine) => {
  let t: TestApp;
  let world: World;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    world = await buildWorld(t.db);
    sharedSubjectId = await subjectAtSchoolA(world);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it.each(SUBJECT_CASES.map((c) => [`${c.method} ${c.name}`, c] as const))(
    '%s',
    async (_name, matrixCase) => {
      await runMatrixCase(t.app, world, matrixCase);
    },
  );

  it.each(STREAM_CASES.map((c) => [c.name, c] as const))('GET %s', async (_name, streamCase) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const abort = new AbortController();
      const res = await fetch(`${base}${streamCase.url(world)}`, {
        headers: world.headers[actor],
        signal: abort.signal,
      });
      if (res.status !== streamCase.expected[actor])
        mismatches.push(`${actor}: expected ${streamCase.expected[actor]}, got ${res.status}`);
      abort.abort();
    }
    expect(mismatches).toEqual([]);
  });

  it('has a case for every subjects endpoint', () => {
    expectEveryEndpointCalled(t.routesCalled, subjectEndpoints);
  });
});
