import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Institution } from '../../../common/institutions/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildDistrict,
  buildInstitution,
  buildRole,
  buildSignedInMember,
  buildSignedInPerson,
  buildUpload,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRolesService } from '../roles/index.ts';
import { createInstitutionsService } from './institutions.service.ts';

type Member = SignedInPerson;
const NO_INCLUDES = {
  includeMyRole: false,
  permissions: false,
  includeGroups: false,
  includeKeyContacts: false,
};

describe.each(testEngines())('institutions API on %s', (engine) => {
  let t: TestApp;
  let districtUuid: string;
  let bannerId: number;
  let schoolA: number;
  let schoolB: number;
  let expiredInDistrict: number;
  const m = {} as Record<
    'teacherA' | 'adminA' | 'hosA' | 'studentA' | 'pendingA' | 'teacherB' | 'staff' | 'outsider',
    Member
  >;

  const person = (overrides: { isInternalAdmin?: boolean } = {}) => buildSignedInPerson(t.db, overrides);

  const member = (institutionId: number, roles: InstitutionRoleName[], isPending = false) =>
    buildSignedInMember(t.db, institutionId, roles, isPending);

  const get = (url: string, who: Member) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Member, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
  const serviceOn = (now?: () => Date) =>
    createInstitutionsService({
      db: t.db,
      roles: createRolesService({ db: t.db }),
      events: t.events,
      logger: t.app.log,
      ...(now ? { now } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    districtUuid = (await buildDistrict(t.db, { name: 'North District' })).uuid;
    bannerId = (await buildUpload(t.db)).id;
    schoolA = (
      await buildInstitution(t.db, {
        name: 'Alpha High',
        code: 'alpha-high',
        districtUuid,
        bannerImageUploadId: bannerId,
        expiresOn: new Date(Date.now() + 86_400_000),
      })
    ).id;
    schoolB = (await buildInstitution(t.db, { name: 'Beta College' })).id;
    expiredInDistrict = (
      await buildInstitution(t.db, { name: 'Gamma Primary', districtUuid, expiresOn: new Date('2020-01-01') })
    ).id;
    m.teacherA = await member(schoolA, ['SUBJECT_INSTRUCTOR']);
    m.adminA = await member(schoolA, ['ADMIN']);
    m.hosA = await member(schoolA, ['HEAD_OF_SCIENCE']);
    m.studentA = await member(schoolA, ['STUDENT']);
    m.pendingA = await member(schoolA, ['SUBJECT_INSTRUCTOR'], true);
    m.teacherB = await member(schoolB, ['SUBJECT_INSTRUCTOR']);
    m.staff = await person({ isInternalAdmin: true });
    m.outsider = await person();
  });
  afterAll(() => t.close());

  describe('GET /v3/institutions/{institutionId}', () => {
    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v3/institutions/${schoolA}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    });

    it('answers the institution with role, permissions, key contacts and groups', async () => {
      const res = await get(
        `/v3/institutions/${schoolA}?includeMyRole=true&permissions=true&includeKeyContacts=true&includeGroups=true`,
        m.teacherA,
      );
      expect(res.statusCode).toBe(200);
      const { institution } = res.json<{ institution: Institution }>();
      expect(institution).toMatchObject({
        id: schoolA,
        name: 'Alpha High',
        code: 'alpha-high',
        endpoint: 'app',
        _frontendUrl: `/app/alpha-high-${schoolA}`,
        districtUuid,
        bannerImageUploadId: bannerId,
        bannerImageUpload: { id: bannerId, originalUploadFile: { inlineUrl: 'https://cdn.test/b.png' } },
        isExpired: false,
        role: {
          institutionId: schoolA,
          principal: m.teacherA.principal,
          roles: ['SUBJECT_INSTRUCTOR'],
          permissions: ['READ'],
          isPending: false,
          isAccepted: true,
        },
        permissions: [],
        groups: [{ districtUuid, name: 'North District' }],
      });
      expect(institution.expiresOn).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
      expect(institution.keyContacts?.map((c) => c.principal).sort()).toEqual(
        [m.adminA.principal, m.hosA.principal].sort(),
      );
      expect(institution.keyContacts?.find((c) => c.principal === m.adminA.principal)).toEqual({
        principal: m.adminA.principal,
        fullName: m.adminA.fullName,
        email: m.adminA.email,
      });
    });

    it('sends read_admins and create_subject to admins and heads of science', async () => {
      for (const who of [m.adminA, m.hosA]) {
        const res = await get(`/v3/institutions/${schoolA}?permissions=true`, who);
        expect(res.json<{ institution: Institution }>().institution.permissions?.sort()).toEqual([
          'create_subject',
          'read_admins',
        ]);
      }
    });

    it('leaves the includes out unless asked', async () => {
      const { institution } = (await get(`/v3/institutions/${schoolA}`, m.teacherA)).json<{
        institution: Institution;
      }>();
      expect(institution).not.toHaveProperty('role');
      expect(institution).not.toHaveProperty('permissions');
      expect(institution).not.toHaveProperty('keyContacts');
      expect(institution).not.toHaveProperty('groups');
    });

    it("answers another school's institution exactly like one that does not exist", async () => {
      const other = await get(`/v3/institutions/${schoolB}?includeMyRole=true`, m.teacherA);
      const missing = await get(`/v3/institutions/2000000000?includeMyRole=true`, m.teacherA);
      expect(other.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(withoutRequestId(other.json())).toEqual(withoutRequestId(missing.json()));
    });

    it('shows a pending member the institution and their pending role, but not the key contacts', async () => {
      const res = await get(
        `/v3/institutions/${schoolA}?includeMyRole=true&includeKeyContacts=true`,
        m.pendingA,
      );
      const { institution } = res.json<{ institution: Institution }>();
      expect(institution.role).toMatchObject({
        isPending: true,
        isAccepted: false,
        roles: [],
        pendingMemberships: [{ role: 'SUBJECT_INSTRUCTOR' }],
        permissions: [],
      });
      expect(institution.keyContacts).toEqual([]);
    });

    it('shows an internal admin any institution, with no role of their own', async () => {
      const res = await get(`/v3/institutions/${schoolB}?includeMyRole=true&permissions=true`, m.staff);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        institution: { id: schoolB, role: null, permissions: ['read_admins', 'create_subject'] },
      });
    });

    it('marks an expired institution', async () => {
      const res = await get(`/v3/institutions/${expiredInDistrict}`, m.staff);
      expect(res.json()).toMatchObject({ institution: { isExpired: true, bannerImageUpload: null } });
    });

    it('answers only what the response schema declares', async () => {
      const { id } = await buildInstitution(t.db, {
        name: 'École "Saint\\Ω" ✓',
        // Keys the response schema does not know are stripped, as on every response.
        videoProviderConfig: { provider: 'zoom', schoolId: 's-1', country: 'AU', secret: 'x' } as never,
      });
      const res = await get(`/v3/institutions/${id}`, m.staff);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject({
        institution: {
          name: 'École "Saint\\Ω" ✓',
          videoProviderConfig: { provider: 'zoom', schoolId: 's-1', country: 'AU' },
        },
      });
      expect(res.json<{ institution: Institution }>().institution.videoProviderConfig).not.toHaveProperty(
        'secret',
      );
    });

    it('rejects an id that is not a number', async () => {
      const res = await get('/v3/institutions/abc', m.teacherA);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        problems: [{ field: 'institutionId', message: 'is-not-a-number' }],
      });
    });
  });

  describe('POST /v3/institutions/batch/get', () => {
    const batch = (who: Member, body: object) => send('POST', '/v3/institutions/batch/get', who, body);

    it('answers each visible institution in the order asked', async () => {
      const res = await batch(m.staff, { ids: [schoolB, schoolA], includeMyRole: true });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json<{ getResponses: { institution: Institution }[] }>()
          .getResponses.map((r) => r.institution.id),
      ).toEqual([schoolB, schoolA]);
    });

    it('fails on an invisible or missing id, identically', async () => {
      const invisible = await batch(m.teacherA, { ids: [schoolA, schoolB] });
      const missing = await batch(m.teacherA, { ids: [schoolA, 2000000000] });
      for (const res of [invisible, missing]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          code: 'not-found',
          message: 'Institution was missing from batch get response',
        });
      }
    });

    it('leaves invisible and missing ids out with ignoreMissing', async () => {
      const res = await batch(m.teacherA, { ids: [schoolB, schoolA, 2000000000], ignoreMissing: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ getResponses: [{ institution: { id: schoolA } }] });
      expect(res.json<{ getResponses: unknown[] }>().getResponses).toHaveLength(1);
    });

    it("includes another person's role only where the viewer is staff", async () => {
      const byTeacher = await batch(m.teacherA, {
        ids: [schoolA],
        includeRolesForPrincipal: m.studentA.principal,
      });
      expect(byTeacher.json()).toMatchObject({
        getResponses: [
          { institution: { rolesForPrincipal: { principal: m.studentA.principal, roles: ['STUDENT'] } } },
        ],
      });
      const byStudent = await batch(m.studentA, {
        ids: [schoolA],
        includeRolesForPrincipal: m.teacherA.principal,
      });
      expect(byStudent.json()).toMatchObject({
        getResponses: [{ institution: { rolesForPrincipal: null } }],
      });
      const own = await batch(m.studentA, { ids: [schoolA], includeRolesForPrincipal: m.studentA.principal });
      expect(own.json()).toMatchObject({
        getResponses: [{ institution: { rolesForPrincipal: { principal: m.studentA.principal } } }],
      });
      const byStaff = await batch(m.staff, {
        ids: [schoolB],
        includeRolesForPrincipal: m.teacherB.principal,
      });
      expect(byStaff.json()).toMatchObject({
        getResponses: [{ institution: { rolesForPrincipal: { principal: m.teacherB.principal } } }],
      });
    });

    it('reports each id that is not a number', async () => {
      const res = await batch(m.teacherA, { ids: ['x', schoolA, 'y'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        problems: [
          { field: 'ids.0', message: 'is-not-a-number' },
          { field: 'ids.2', message: 'is-not-a-number' },
        ],
      });
    });

    it('runs the same number of statements for 1 and for 20 ids', async () => {
      const reader = await person();
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const { id } = await buildInstitution(t.db, { districtUuid, bannerImageUploadId: bannerId });
        await buildRole(t.db, id, reader.principal, ['ADMIN']);
        await buildRole(t.db, id, m.studentA.principal, ['STUDENT']);
        ids.push(id);
      }
      const service = serviceOn();
      const options = {
        includeMyRole: true,
        includeRolesForPrincipal: m.studentA.principal,
        includeGroups: true,
        includeKeyContacts: true,
        permissions: true,
        ignoreMissing: false,
      };
      const count = async (batchIds: number[]) => {
        const { result, counter } = runCountingQueries(() =>
          service.batchGetInstitutions(reader.actor, { ...options, ids: batchIds }),
        );
        const { getResponses } = await result;
        expect(getResponses).toHaveLength(batchIds.length);
        expect(getResponses[0]?.institution.keyContacts?.[0]?.principal).toBe(reader.principal);
        return counter.count;
      };
      const one = await count(ids.slice(0, 1));
      const twenty = await count(ids);
      expect(one).toBeGreaterThan(0);
      expect(twenty).toBe(one);
    });

    it("reads a member's institutions and role in as many statements for 1 id as for 20, one once cached", async () => {
      const reader = await person();
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const { id } = await buildInstitution(t.db, { bannerImageUploadId: bannerId });
        await buildRole(t.db, id, reader.principal, ['SUBJECT_INSTRUCTOR']);
        ids.push(id);
      }
      const service = serviceOn();
      const count = async (batchIds: number[]) => {
        const { result, counter } = runCountingQueries(() =>
          service.batchGetInstitutions(reader.actor, {
            ...NO_INCLUDES,
            includeMyRole: true,
            permissions: true,
            ids: batchIds,
            ignoreMissing: false,
          }),
        );
        expect((await result).getResponses).toHaveLength(batchIds.length);
        return counter.count;
      };
      // Cold: the role rows, then the institutions; the second call finds one of the 20 cached.
      expect(await count(ids.slice(0, 1))).toBe(2);
      expect(await count(ids)).toBe(2);
      expect(await count(ids.slice(0, 1))).toBe(1);
      expect(await count(ids)).toBe(1);
    });
  });
});
