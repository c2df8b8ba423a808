import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Institution } from '../../../common/institutions/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildDistrict,
  buildInstitution,
  buildSignedInMember,
  buildSignedInPerson,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Lists of institutions: a member's, everyone's for the provider's staff, a district's, a school's admins. */
describe.each(testEngines())('institution lists on %s', (engine) => {
  let t: TestApp;
  let districtUuid: string;
  let schoolA: number;
  let schoolB: number;
  let expiredInDistrict: number;
  const m = {} as Record<
    'teacherA' | 'adminA' | 'hosA' | 'studentA' | 'pendingA' | 'teacherB' | 'staff' | 'outsider',
    SignedInPerson
  >;
  const member = (institutionId: number, roles: InstitutionRoleName[], isPending = false) =>
    buildSignedInMember(t.db, institutionId, roles, isPending);
  const get = (url: string, who: SignedInPerson) =>
    t.app.inject({ method: 'GET', url, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
    districtUuid = (await buildDistrict(t.db, { name: 'North District' })).uuid;
    schoolA = (await buildInstitution(t.db, { name: 'Alpha High', districtUuid })).id;
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
    m.staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
    m.outsider = await buildSignedInPerson(t.db);
  });
  afterAll(() => t.close());

  describe('GET /v3/institutions', () => {
    it("lists a member's institutions with their roles, pending ones included", async () => {
      const teacher = await get('/v3/institutions?includeMyRoles=true', m.teacherA);
      const { institutions } = teacher.json<{ institutions: Institution[] }>();
      expect(institutions.map((i) => i.id)).toEqual([schoolA]);
      expect(institutions[0]?.role).toMatchObject({ principal: m.teacherA.principal, isPending: false });
      const pending = await get('/v3/institutions?includeMyRoles=true', m.pendingA);
      expect(pending.json()).toMatchObject({ institutions: [{ id: schoolA, role: { isPending: true } }] });
      expect((await get('/v3/institutions', m.outsider)).json()).toEqual({ institutions: [] });
    });

    it('lists every institution for an internal admin, paged', async () => {
      const all = (await get('/v3/institutions?limit=500', m.staff)).json<{ institutions: Institution[] }>();
      expect(all.institutions.map((i) => i.id)).toEqual(
        expect.arrayContaining([schoolA, schoolB, expiredInDistrict]),
      );
      const page = (await get('/v3/institutions?limit=2&offset=1', m.staff)).json<{
        institutions: Institution[];
      }>();
      expect(page.institutions.map((i) => i.id)).toEqual(all.institutions.slice(1, 3).map((i) => i.id));
    });

    it('rejects a limit out of range', async () => {
      const res = await get('/v3/institutions?limit=0', m.staff);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ problems: [{ field: 'limit' }] });
    });
  });

  describe('GET /v3/districts/{districtUuid}/institutions', () => {
    it('lists only the institutions of the district the viewer may see', async () => {
      const res = await get(`/v3/districts/${districtUuid}/institutions`, m.teacherA);
      expect(res.json<{ institutions: Institution[] }>().institutions.map((i) => i.id)).toEqual([schoolA]);
      const staff = await get(`/v3/districts/${districtUuid}/institutions`, m.staff);
      expect(staff.json<{ institutions: Institution[] }>().institutions.map((i) => i.id)).toEqual(
        expect.arrayContaining([schoolA, expiredInDistrict]),
      );
    });

    it('answers an unknown or invisible district with an empty list', async () => {
      const unknown = await get(
        '/v3/districts/00000000-0000-0000-0000-000000000000/institutions',
        m.teacherA,
      );
      expect(unknown.json()).toEqual({ institutions: [] });
      expect((await get(`/v3/districts/${districtUuid}/institutions`, m.teacherB)).json()).toEqual({
        institutions: [],
      });
    });

    it('rejects a malformed district id', async () => {
      expect((await get('/v3/districts/nope/institutions', m.teacherA)).statusCode).toBe(400);
    });
  });

  describe('GET /v3/institutions/{institutionId}/admins', () => {
    it('lists admins and heads of science, with their e-mail addresses, to the staff', async () => {
      for (const who of [m.teacherA, m.staff]) {
        const res = await get(`/v3/institutions/${schoolA}/admins`, who);
        expect(res.statusCode).toBe(200);
        const { admins } = res.json<{ admins: { principal: string }[] }>();
        expect(admins.map((a) => a.principal).sort()).toEqual([m.adminA.principal, m.hosA.principal].sort());
      }
    });

    it('refuses a student and a pending member, and hides the institution from others', async () => {
      expect((await get(`/v3/institutions/${schoolA}/admins`, m.studentA)).statusCode).toBe(403);
      expect((await get(`/v3/institutions/${schoolA}/admins`, m.pendingA)).statusCode).toBe(403);
      expect((await get(`/v3/institutions/${schoolA}/admins`, m.teacherB)).statusCode).toBe(404);
    });
  });
});
