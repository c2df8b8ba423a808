import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '../../common/api/endpoint.ts';
import type { InstitutionRoleName } from '../../common/roles/constants.ts';
import type { App } from '../platform/http/app.types.ts';
import type { Db } from '../db/client.ts';
import { testEngines } from './engines.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubject,
  buildSubjectRole,
} from './factories.ts';

export const ACTORS = [
  'signedOut',
  'student',
  'teacher',
  'admin',
  'headOfScience',
  'otherSchoolAdmin',
  'internalAdmin',
  'invited',
] as const;
export type ActorName = (typeof ACTORS)[number];

/** Two schools and one person of each kind; school A is the one every call is about. */
export interface World {
  schoolA: number;
  schoolB: number;
  districtUuid: string | null;
  principals: Record<ActorName | 'target', string>;
  headers: Record<ActorName, Record<string, string>>;
  db: Db;
  /** A subject of school A, taught by `teacher`, with `student` in it. */
  subjectA: number;
}

const ROLES_AT_A: Partial<Record<ActorName | 'target', InstitutionRoleName[]>> = {
  student: ['STUDENT'],
  teacher: ['SUBJECT_CREATOR'],
  admin: ['ADMIN'],
  headOfScience: ['HEAD_OF_SCIENCE'],
  target: ['SUBJECT_INSTRUCTOR'],
};

export async function buildWorld(db: Db): Promise<World> {
  const a = await buildInstitution(db);
  const b = await buildInstitution(db);
  const principals = {} as World['principals'];
  const headers = { signedOut: {} } as World['headers'];
  for (const name of [...ACTORS, 'target'] as const) {
    if (name === 'signedOut') continue;
    const person = await buildPerson(db, { isInternalAdmin: name === 'internalAdmin' });
    principals[name] = person.principal;
    const roles = ROLES_AT_A[name];
    if (roles) await buildRole(db, a.id, person.principal, roles);
    if (name === 'otherSchoolAdmin') await buildRole(db, b.id, person.principal, ['ADMIN']);
    if (name === 'invited')
      await buildRole(db, a.id, person.principal, [], {
        isPending: true,
        pendingMemberships: [{ role: 'SUBJECT_CREATOR' }],
      });
    if (name !== 'target') headers[name] = (await buildSession(db, person.principal)).headers;
  }
  principals.signedOut = '';
  const subjectA = await buildSubject(db, a.id);
  await buildSubjectRole(db, subjectA, principals.teacher, 'INSTRUCTOR');
  await buildSubjectRole(db, subjectA, principals.student, 'STUDENT');
  return {
    schoolA: a.id,
    schoolB: b.id,
    districtUuid: a.districtUuid,
    principals,
    headers,
    db,
    subjectA: subjectA.id,
  };
}

export interface MatrixCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (w: World) => string;
  /** A JSON body, or the bytes of a raw body sent as `contentType`. */
  body?: (w: World) => unknown;
  contentType?: string;
  /** Runs before each actor's call, to put back what an allowed call changed. */
  before?: (w: World) => Promise<void>;
  expected: Record<ActorName, number>;
}

/** A row of expectations: signed out is always 401; the rest as given. */
export function expectStatuses(
  others: Omit<Record<ActorName, number>, 'signedOut'>,
): Record<ActorName, number> {
  return { signedOut: 401, ...others };
}

/** Every signed-in person gets `status`; signed out is 401. */
export const everyoneSignedIn = (status = 200): Record<ActorName, number> =>
  expectStatuses({
    student: status,
    teacher: status,
    admin: status,
    headOfScience: status,
    otherSchoolAdmin: status,
    internalAdmin: status,
    invited: status,
  });

/** Reading what hangs off school A's subject (its published lessons): whoever reads the subject. */
export const SUBJECT_READERS: Record<ActorName, number> = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 404,
});

/** Writing what hangs off school A's subject: whoever updates the subject; its student is refused. */
export const subjectWriters = (ok: number): Record<ActorName, number> =>
  expectStatuses({
    student: 403,
    teacher: ok,
    admin: ok,
    headOfScience: ok,
    otherSchoolAdmin: 404,
    internalAdmin: ok,
    invited: 404,
  });

/** School A's admins (heads of science included) and internal admins get `ok`; its other members 403. */
export const adminsOfSchoolA = (ok: number): Record<ActorName, number> =>
  expectStatuses({
    student: 403,
    teacher: 403,
    admin: ok,
    headOfScience: ok,
    otherSchoolAdmin: 404,
    internalAdmin: ok,
    invited: 403,
  });

/** Calls the case as every actor; collects every mismatch so one run shows the whole matrix. */
export async function runMatrixCase(app: App, world: World, matrixCase: MatrixCase): Promise<void> {
  const mismatches: string[] = [];
  for (const actor of ACTORS) {
    await matrixCase.before?.(world);
    const body = matrixCase.body?.(world);
    const res = await app.inject({
      method: matrixCase.method,
      url: matrixCase.url(world),
      headers: {
        ...world.headers[actor],
        ...(matrixCase.contentType ? { 'content-type': matrixCase.contentType } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> | Buffer }),
    });
    if (res.statusCode !== matrixCase.expected[actor])
      mismatches.push(
        `${actor}: expected ${matrixCase.expected[actor]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
      );
  }
  expect(mismatches, `${matrixCase.method} ${matrixCase.name}`).toEqual([]);
}

/**
 * Fails unless every endpoint of a feature's declarations was called (by the matrix cases run on
 * this app), so a new endpoint cannot ship without its row in the matrix.
 */
export function expectEveryEndpointCalled(
  routesCalled: ReadonlySet<string>,
  endpoints: Record<string, unknown>,
): void {
  const declared = Object.values(endpoints).filter(isEndpoint);
  const missing = declared
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    .filter((route) => !routesCalled.has(route));
  expect(missing, 'endpoints without authorization matrix cases').toEqual([]);
}

const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/**
 * A feature's authorization matrix on both engines: every case called as every actor, in order,
 * then the check that every endpoint the feature declares has a case. `more` adds tests that use
 * the same app and world.
 */
export function describeAuthorizationMatrix(
  title: string,
  matrix: {
    cases: readonly MatrixCase[];
    endpoints: Record<string, unknown>;
    more?: (context: () => { t: TestApp; world: World }) => void;
  },
): void {
  describe.each(testEngines())(`${title} authorization matrix on %s`, (engine) => {
    let t: TestApp;
    let world: World;
    beforeAll(async () => {
      t = await createTestApp(engine);
      world = await buildWorld(t.db);
    });
    afterAll(() => t.close());

    it.each(matrix.cases.map((c) => [`${c.method} ${c.name}`, c] as const))(
      '%s',
      async (_name, matrixCase) => {
        await runMatrixCase(t.app, world, matrixCase);
      },
    );

    it(`has a case for every ${title} endpoint`, () => {
      expectEveryEndpointCalled(t.routesCalled, matrix.endpoints);
    });

    matrix.more?.(() => ({ t, world }));
  });
}
