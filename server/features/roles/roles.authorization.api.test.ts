import { and, eq } from 'drizzle-orm';
import * as roleEndpoints from '../../../common/roles/endpoints.ts';
import { institutionRoles } from '../../db/schema/index.ts';
import {
  adminsOfSchoolA,
  describeAuthorizationMatrix,
  expectStatuses,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import { buildRole } from '../../test/factories.ts';

/** Staff of school A read everyone's roles; other members are refused; the other school learns nothing. */
const STAFF_READ = expectStatuses({
  student: 403,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 403,
});
const ACCEPTED_MEMBERS_READ = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 403,
});
const ADMINS_ONLY = adminsOfSchoolA;
const HEADS_OF_SCIENCE_ONLY = (ok: number) => ({ ...ADMINS_ONLY(ok), admin: 403 });
/** A student's role: readable by them and by staff; hidden (404) from everyone else. */
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

/** The accept case comes last: it turns the invited person into a member. */
export const ROLE_CASES: MatrixCase[] = [
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
    expected: ACCEPTED_MEMBERS_READ,
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

describeAuthorizationMatrix('institution roles', { cases: ROLE_CASES, endpoints: roleEndpoints });
