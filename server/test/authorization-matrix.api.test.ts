import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionRoles } from '../db/schema/index.ts';
import {
  expectStatuses,
  buildWorld,
  runMatrixCase,
  type MatrixCase,
  type World,
} from './authorization-matrix.ts';
import { testEngines } from './engines.ts';
import { buildInstitution, buildRole } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Members of school A may read it; the other school's admin learns nothing (404). */
const MEMBERS_READ = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 200,
});
const EVERYONE = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 200,
  internalAdmin: 200,
  invited: 200,
});
const STAFF_READ = expectStatuses({
  student: 403,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 403,
});
const ADMINS_ONLY = (ok: number) =>
  expectStatuses({
    student: 403,
    teacher: 403,
    admin: ok,
    headOfScience: ok,
    otherSchoolAdmin: 404,
    internalAdmin: ok,
    invited: 403,
  });
const HEADS_OF_SCIENCE_ONLY = (ok: number) => ({ ...ADMINS_ONLY(ok), admin: 403 });
const ROLE_READ = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 404,
});

const resetTarget = async (w: World) => {
  await w.db
    .delete(institutionRoles)
    .where(
      and(eq(institutionRoles.institutionId, w.schoolA), eq(institutionRoles.principal, w.principals.target)),
    );
  await buildRole(w.db, w.schoolA, w.principals.target, ['SUBJECT_INSTRUCTOR']);
};

let scratchSchool = 0;
/** A copy of school A with the same people in the same roles, for a call that destroys it. */
const copySchoolA = async (w: World) => {
  scratchSchool = (await buildInstitution(w.db)).id;
  const roles = await w.db
    .select()
    .from(institutionRoles)
    .where(eq(institutionRoles.institutionId, w.schoolA));
  for (const role of roles)
    await w.db.insert(institutionRoles).values({ ...role, institutionId: scratchSchool });
};

/** The accept case comes last: it turns the invited person into a member. */
export const FOUNDATION_CASES: MatrixCase[] = [
  { name: '/v3/auth/me', method: 'GET', url: () => '/v3/auth/me', expected: EVERYONE },
  {
    name: 'institution',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}?includeMyRole=true&permissions=true`,
    expected: MEMBERS_READ,
  },
  {
    name: 'institutions batch get',
    method: 'POST',
    url: () => '/v3/institutions/batch/get',
    body: (w) => ({ ids: [w.schoolA], includeMyRole: true }),
    expected: MEMBERS_READ,
  },
  {
    name: 'institutions list',
    method: 'GET',
    url: () => '/v3/institutions?includeMyRoles=true',
    expected: EVERYONE,
  },
  {
    name: 'create institution',
    method: 'POST',
    url: () => '/v3/institutions',
    body: () => ({
      name: 'New school',
      code: `new-${randomBytes(4).toString('hex')}`,
      locale: 'EN_AU',
      timezone: 'Australia/Perth',
    }),
    expected: expectStatuses({
      student: 403,
      teacher: 403,
      admin: 403,
      headOfScience: 403,
      otherSchoolAdmin: 403,
      internalAdmin: 201,
      invited: 403,
    }),
  },
  {
    name: 'update institution',
    method: 'PATCH',
    url: (w) => `/v3/institutions/${w.schoolA}`,
    body: () => ({ name: 'Renamed' }),
    expected: ADMINS_ONLY(200),
  },
  {
    name: 'delete institution',
    method: 'DELETE',
    before: copySchoolA,
    url: () => `/v3/institutions/${scratchSchool}`,
    expected: { ...ADMINS_ONLY(403), internalAdmin: 204 },
  },
  {
    name: 'district institutions',
    method: 'GET',
    url: () => `/v3/districts/${randomUUID()}/institutions`,
    expected: EVERYONE,
  },
  {
    name: 'institution admins',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/admins`,
    expected: { ...MEMBERS_READ, invited: 403 },
  },
  {
    name: 'roles batch get',
    method: 'POST',
    url: () => '/v3/institutions/roles/batch/get',
    body: (w) => ({ ids: [{ institutionId: w.schoolA, principal: w.principals.student }] }),
    expected: ROLE_READ,
  },
  {
    name: 'one role',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/roles/${w.principals.student}`,
    expected: ROLE_READ,
  },
  {
    name: 'roles index by institution',
    method: 'POST',
    url: () => '/v3/institutions/roles/batch/indexByInstitution',
    body: (w) => ({ institutionIds: [w.schoolA] }),
    expected: { ...STAFF_READ, student: 404, invited: 404 },
  },
  {
    name: 'institution roles',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/roles`,
    expected: STAFF_READ,
  },
  {
    name: 'heads of science',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/headsOfScience?isHeadOfScience=true`,
    expected: { ...MEMBERS_READ, invited: 403 },
  },
  {
    name: "a person's institutions",
    method: 'GET',
    url: (w) => `/v3/users/${w.principals.student}/institutions2?includeRoles=true`,
    expected: expectStatuses({
      student: 200,
      teacher: 404,
      admin: 404,
      headOfScience: 404,
      otherSchoolAdmin: 404,
      internalAdmin: 200,
      invited: 404,
    }),
  },
  ...(['subjectCreator', 'admins', 'subscriptionOwners'] as const).flatMap((grant): MatrixCase[] => [
    {
      name: `grant ${grant}`,
      method: 'POST',
      before: resetTarget,
      url: (w) => `/v3/institutions/${w.schoolA}/${grant}`,
      body: (w) => ({ principal: w.principals.target }),
      expected: ADMINS_ONLY(200),
    },
    {
      name: `revoke ${grant}`,
      method: 'DELETE',
      url: (w) => `/v3/institutions/${w.schoolA}/${grant}/${w.principals.target}`,
      expected: ADMINS_ONLY(204),
    },
  ]),
  {
    name: 'grant head of science',
    method: 'POST',
    before: resetTarget,
    url: (w) => `/v3/institutions/${w.schoolA}/headOfScience/${w.principals.target}`,
    expected: HEADS_OF_SCIENCE_ONLY(200),
  },
  {
    name: 'revoke head of science',
    method: 'DELETE',
    url: (w) => `/v3/institutions/${w.schoolA}/headOfScience/${w.principals.target}`,
    expected: HEADS_OF_SCIENCE_ONLY(204),
  },
  {
    name: 'purge user',
    method: 'POST',
    before: resetTarget,
    url: (w) => `/v3/institutions/${w.schoolA}/purgeUser/${w.principals.target}`,
    expected: ADMINS_ONLY(204),
  },
  {
    name: 'accept institution invitation',
    method: 'POST',
    before: async (w) => {
      await w.db
        .update(institutionRoles)
        .set({
          isPending: true,
          roles: [],
          pendingMemberships: [{ role: 'SUBJECT_CREATOR' }],
          acceptedOn: null,
        })
        .where(
          and(
            eq(institutionRoles.institutionId, w.schoolA),
            eq(institutionRoles.principal, w.principals.invited),
          ),
        );
    },
    url: (w) => `/v3/users/me/institutions/${w.schoolA}/actions/accept`,
    expected: expectStatuses({
      student: 409,
      teacher: 409,
      admin: 409,
      headOfScience: 409,
      otherSchoolAdmin: 404,
      internalAdmin: 404,
      invited: 200,
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

  it("answers another school's institution exactly as a missing one", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${world.schoolB}`,
      headers: world.headers.student,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v3/institutions/999999',
      headers: world.headers.student,
    });
    expect(other.statusCode).toBe(404);
    const strip = (body: string) => ({
      ...(JSON.parse(body) as Record<string, unknown>),
      requestId: undefined,
    });
    expect(strip(other.body)).toEqual(strip(missing.body));
  });
});
