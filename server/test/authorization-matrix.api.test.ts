import { afterAll, beforeAll, describe, it } from 'vitest';
import * as authEndpoints from '../../common/auth/endpoints.ts';
import * as platformEndpoints from '../../common/platform/endpoints.ts';
import {
  expectEveryEndpointCalled,
  expectStatuses,
  buildWorld,
  runMatrixCase,
  type MatrixCase,
  type World,
} from './authorization-matrix.ts';
import { testEngines } from './engines.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Cases for calls that belong to no feature. Each feature's own cases live beside it, in
 * `server/features/<feature>/<feature>.authorization.api.test.ts`, on the same harness.
 */
const EVERYONE = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 200,
  internalAdmin: 200,
  invited: 200,
});

const ANYONE = { ...EVERYONE, signedOut: 200 };
const NOBODY_WITH_WRONG_PASSWORD = {
  ...expectStatuses({
    ...EVERYONE,
    student: 401,
    teacher: 401,
    admin: 401,
    headOfScience: 401,
    otherSchoolAdmin: 401,
    internalAdmin: 401,
    invited: 401,
  }),
};

/** In order: signing out ends each person's session, so it comes last. */
export const FOUNDATION_CASES: MatrixCase[] = [
  { name: '/healthz', method: 'GET', url: () => '/healthz', expected: ANYONE },
  { name: '/v3/auth/me', method: 'GET', url: () => '/v3/auth/me', expected: EVERYONE },
  {
    name: '/v3/auth/login (a wrong password)',
    method: 'POST',
    url: () => '/v3/auth/login',
    body: () => ({ email: 'nobody@example.test', password: 'not-the-password' }),
    expected: NOBODY_WITH_WRONG_PASSWORD,
  },
  {
    name: '/v3/auth/logout',
    method: 'POST',
    url: () => '/v3/auth/logout',
    expected: expectStatuses({
      ...EVERYONE,
      student: 204,
      teacher: 204,
      admin: 204,
      headOfScience: 204,
      otherSchoolAdmin: 204,
      internalAdmin: 204,
      invited: 204,
    }),
  },
];

describe.each(testEngines())('authorization matrix on %s', (engine) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp(engine);
    world = await buildWorld(t.db);
  });
  afterAll(() => t.close());

  it.each(FOUNDATION_CASES.map((c) => [`${c.method} ${c.name}`, c] as const))(
    '%s',
    async (_name, matrixCase) => {
      await runMatrixCase(t.app, world, matrixCase);
    },
  );

  it('has a case for every endpoint of auth and the platform', () => {
    expectEveryEndpointCalled(t.routesCalled, { ...authEndpoints, ...platformEndpoints });
  });
});
