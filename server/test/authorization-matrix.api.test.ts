import { afterAll, beforeAll, describe, it } from 'vitest';
import {
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

export const FOUNDATION_CASES: MatrixCase[] = [
  { name: '/v3/auth/me', method: 'GET', url: () => '/v3/auth/me', expected: EVERYONE },
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
});
