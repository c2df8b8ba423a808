import * as outcomeEndpoints from '../../../common/outcomes/endpoints.ts';
import {
  describeAuthorizationMatrix,
  everyoneSignedIn,
  expectStatuses,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import type { Db } from '../../db/client.ts';
import { createFeatureFlagsService } from '../feature-flags/index.ts';
import { importTestCurricula, TEST_CURRICULA, testOutcomeUuid } from './outcomes.fixtures.ts';

/**
 * Every learning outcome endpoint, called as every actor of the shared world. Outcomes are public
 * reference data for whoever is signed in; a feature-gated curriculum is asked for on behalf of
 * school A, where its flag is on, so school A's people (invited ones too) get it and the other
 * school's admin is told school A is not found.
 */

const { open, gated, gatedFlag } = TEST_CURRICULA;
const K1 = testOutcomeUuid(open, 'K1');

const prepared = new WeakSet<Db>();
/** The test curricula, and the gated one's flag on at school A: once per world. */
async function prepare(world: World): Promise<void> {
  if (prepared.has(world.db)) return;
  prepared.add(world.db);
  await importTestCurricula(world.db);
  await createFeatureFlagsService({ db: world.db }).setOverride(world.schoolA, gatedFlag, true);
}

const SCHOOL_A_PEOPLE = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 200,
});

const CASES: MatrixCase[] = [
  {
    name: '/v3/learningOutcome/batchGet',
    method: 'POST',
    url: () => '/v3/learningOutcome/batchGet',
    body: () => ({ uuids: [K1] }),
    before: prepare,
    expected: everyoneSignedIn(),
  },
  {
    name: '/v3/learningOutcome/{uuid}',
    method: 'GET',
    url: () => `/v3/learningOutcome/${K1}`,
    before: prepare,
    expected: everyoneSignedIn(),
  },
  {
    name: '/v3/learningOutcome/curriculum/{code} (offered to every school)',
    method: 'GET',
    url: () => `/v3/learningOutcome/curriculum/${open}`,
    before: prepare,
    expected: everyoneSignedIn(),
  },
  {
    name: '/v3/learningOutcome/curriculum/{code} (gated, for school A)',
    method: 'GET',
    url: (w) => `/v3/learningOutcome/curriculum/${gated}?institutionId=${w.schoolA}`,
    before: prepare,
    expected: SCHOOL_A_PEOPLE,
  },
  {
    name: '/v3/learningOutcome/batchGetByCurriculumCode (gated, for school A)',
    method: 'POST',
    url: () => '/v3/learningOutcome/batchGetByCurriculumCode',
    body: (w) => ({ curriculumCodes: [open, gated], institutionId: w.schoolA }),
    before: prepare,
    expected: SCHOOL_A_PEOPLE,
  },
  {
    name: '/v3/learningOutcome',
    method: 'GET',
    url: () => `/v3/learningOutcome?curriculumCode=${open}`,
    before: prepare,
    expected: everyoneSignedIn(),
  },
  {
    name: '/v3/learningOutcome (for school A)',
    method: 'GET',
    url: (w) => `/v3/learningOutcome?institutionId=${w.schoolA}`,
    before: prepare,
    expected: SCHOOL_A_PEOPLE,
  },
  {
    name: '/v3/curricula',
    method: 'GET',
    url: () => '/v3/curricula',
    before: prepare,
    expected: everyoneSignedIn(),
  },
  {
    name: '/v3/curricula (for school A)',
    method: 'GET',
    url: (w) => `/v3/curricula?institutionId=${w.schoolA}`,
    before: prepare,
    expected: SCHOOL_A_PEOPLE,
  },
  {
    name: "/v3/institutions/{id}/learningOutcome/{uuid}/learningScale (school A's own scale)",
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/learningOutcome/${K1}/learningScale`,
    before: prepare,
    expected: SCHOOL_A_PEOPLE,
  },
  {
    name: "PUT /v3/institutions/{id}/learningOutcome/{uuid}/learningScale (school A's admins write it)",
    method: 'PUT',
    url: (w) => `/v3/institutions/${w.schoolA}/learningOutcome/${K1}/learningScale`,
    body: () => ({ levels: { proficient: 'Explains it' } }),
    before: prepare,
    expected: expectStatuses({
      student: 403,
      teacher: 403,
      admin: 200,
      headOfScience: 200,
      otherSchoolAdmin: 404,
      internalAdmin: 200,
      invited: 403,
    }),
  },
];

describeAuthorizationMatrix('learning outcomes', { cases: CASES, endpoints: outcomeEndpoints });
