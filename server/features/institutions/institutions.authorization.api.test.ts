import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as institutionEndpoints from '../../../common/institutions/endpoints.ts';
import * as settingsEndpoints from '../../../common/school-admin/endpoints.ts';
import { institutionRoles } from '../../db/schema/index.ts';
import {
  adminsOfSchoolA,
  describeAuthorizationMatrix,
  everyoneSignedIn,
  expectStatuses,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import { buildInstitution, buildStoredUpload, pngBytes } from '../../test/factories.ts';

/** Members of school A may read it, pending ones too; the other school's admin learns nothing (404). */
const MEMBERS_READ = expectStatuses({
  student: 200,
  teacher: 200,
  admin: 200,
  headOfScience: 200,
  otherSchoolAdmin: 404,
  internalAdmin: 200,
  invited: 200,
});
const EVERYONE = everyoneSignedIn();
const ADMINS_ONLY = adminsOfSchoolA;

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

/** Each world's stored upload of school A, which no banner change deletes: it is not the banner. */
const uploadsOfSchoolA = new WeakMap<World, number>();
const storeUploadOfSchoolA = async (w: World) => {
  if (!uploadsOfSchoolA.has(w)) uploadsOfSchoolA.set(w, (await buildStoredUpload(w.db, w.schoolA)).id);
};

export const INSTITUTION_CASES: MatrixCase[] = [
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
    name: 'institution settings',
    method: 'GET',
    url: (w) => `/v3/institutions/${w.schoolA}/settings`,
    expected: ADMINS_ONLY(200),
  },
  {
    name: 'save institution settings',
    method: 'PUT',
    url: (w) => `/v3/institutions/${w.schoolA}/settings`,
    body: () => ({
      name: 'Renamed',
      timezone: 'Australia/Perth',
      terms: [{ name: 'Term 1', startsOn: '2026-02-02', endsOn: '2026-04-02' }],
      defaultCurriculum: 'AU_V9',
    }),
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
    expected: { ...MEMBERS_READ, student: 403, invited: 403 },
  },
  {
    name: 'upload banner image',
    method: 'POST',
    url: (w) => `/v3/institutions/${w.schoolA}/bannerImage`,
    contentType: 'image/png',
    body: () => pngBytes(),
    expected: ADMINS_ONLY(200),
  },
  {
    name: 'remove banner image',
    method: 'DELETE',
    url: (w) => `/v3/institutions/${w.schoolA}/bannerImage`,
    expected: ADMINS_ONLY(200),
  },
  {
    name: 'upload content',
    method: 'GET',
    before: storeUploadOfSchoolA,
    url: (w) => `/v3/uploads/${uploadsOfSchoolA.get(w)}/content`,
    expected: MEMBERS_READ,
  },
];

describeAuthorizationMatrix('institutions', {
  cases: INSTITUTION_CASES,
  endpoints: { ...institutionEndpoints, ...settingsEndpoints },
  more: (context) => {
    it("answers another school's institution exactly as a missing one", async () => {
      const { t, world } = context();
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
  },
});
