import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Institution } from '../../../common/institutions/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildDistrict,
  buildInstitution,
  buildSignedInMember,
  buildSignedInPerson,
  buildUpload,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
interface Member {
  principal: string;
  email: string;
  fullName: string;
  headers: Headers;
  actor: Actor;
}

describe.each(testEngines())('institution writes API on %s', (engine) => {
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

  describe('POST /v3/institutions', () => {
    const body = {
      name: 'Delta Grammar',
      code: 'delta-grammar',
      locale: 'EN_AU',
      timezone: 'Australia/Perth',
    };

    it('creates an institution for an internal admin', async () => {
      const res = await send('POST', '/v3/institutions', m.staff, { ...body, districtUuid });
      expect(res.statusCode).toBe(201);
      const { institution } = res.json<{ institution: Institution }>();
      expect(institution).toMatchObject({ ...body, districtUuid, endpoint: 'app', isExpired: false });
      expect(institution._frontendUrl).toBe(`/app/delta-grammar-${institution.id}`);
    });

    it('refuses everyone else', async () => {
      for (const who of [m.adminA, m.outsider]) {
        const res = await send('POST', '/v3/institutions', who, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
      }
    });

    it('reports missing fields and unknown references', async () => {
      const missing = await send('POST', '/v3/institutions', m.staff, { ...body, name: '' });
      expect(missing.json()).toMatchObject({ problems: [{ field: 'name', message: 'is-not-present' }] });
      const unknown = await send('POST', '/v3/institutions', m.staff, {
        ...body,
        districtUuid: '00000000-0000-4000-8000-000000000000',
        bannerImageUploadId: 999999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        problems: [
          { field: 'districtUuid', message: 'is-invalid' },
          { field: 'bannerImageUploadId', message: 'is-invalid' },
        ],
      });
    });
  });

  describe('PATCH /v3/institutions/{institutionId}', () => {
    it('lets an admin rename the institution and moves updatedOn', async () => {
      const before = (await get(`/v3/institutions/${schoolA}`, m.adminA)).json<{
        institution: Institution;
      }>();
      const res = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, { name: 'Alpha High School' });
      expect(res.statusCode).toBe(200);
      const { institution } = res.json<{ institution: Institution }>();
      expect(institution.name).toBe('Alpha High School');
      expect(new Date(institution.updatedOn).getTime()).toBeGreaterThan(
        new Date(before.institution.updatedOn).getTime(),
      );
    });

    it('takes a header image only from the platform or an https address', async () => {
      for (const headerUrl of [
        'javascript:alert(1)',
        'http://cdn.test/h.png',
        'data:image/png;base64,AA',
        'https://localhost/h.png',
      ]) {
        const res = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, { headerUrl });
        expect(res.statusCode, headerUrl).toBe(400);
        expect(res.json<{ problems: unknown[] }>().problems).toEqual([
          { field: 'headerUrl', message: 'is-invalid' },
        ]);
      }
      const ok = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, {
        headerUrl: 'https://cdn.test/h.png',
      });
      expect(ok.json<{ institution: Institution }>().institution.headerUrl).toBe('https://cdn.test/h.png');
      await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, { headerUrl: null });
    });

    it('shows the change at once in the next batch get', async () => {
      const { id } = await buildInstitution(t.db, { name: 'Before' });
      const admin = await member(id, ['ADMIN']);
      const nameOf = async () =>
        (await send('POST', '/v3/institutions/batch/get', admin, { ids: [id] })).json<{
          getResponses: { institution: Institution }[];
        }>().getResponses[0]?.institution.name;
      expect(await nameOf()).toBe('Before');
      expect((await send('PATCH', `/v3/institutions/${id}`, admin, { name: 'After' })).statusCode).toBe(200);
      expect(await nameOf()).toBe('After');
    });

    it('lets an admin set when the school year ends, as a real day of the year', async () => {
      const res = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, { schoolYearEndsOn: '11-29' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ institution: Institution }>().institution.schoolYearEndsOn).toBe('11-29');
      for (const bad of ['13-01', '02-30', '1129', 'end']) {
        const refused = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, {
          schoolYearEndsOn: bad,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          problems: [{ field: 'schoolYearEndsOn', message: 'is-invalid' }],
        });
      }
      const cleared = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, {
        schoolYearEndsOn: null,
      });
      expect(cleared.json<{ institution: Institution }>().institution.schoolYearEndsOn).toBeNull();
    });

    it('refuses members without the right and hides the institution from others', async () => {
      expect((await send('PATCH', `/v3/institutions/${schoolA}`, m.teacherA, { name: 'X' })).statusCode).toBe(
        403,
      );
      expect((await send('PATCH', `/v3/institutions/${schoolA}`, m.pendingA, { name: 'X' })).statusCode).toBe(
        403,
      );
      expect((await send('PATCH', `/v3/institutions/${schoolA}`, m.teacherB, { name: 'X' })).statusCode).toBe(
        404,
      );
    });

    it('keeps expiry and merging for internal admins', async () => {
      const expiresOn = '2031-01-01T00:00:00.000Z';
      const byAdmin = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, { expiresOn });
      expect(byAdmin.statusCode).toBe(400);
      expect(byAdmin.json()).toMatchObject({ problems: [{ field: 'expiresOn', message: 'is-not-allowed' }] });
      const byStaff = await send('PATCH', `/v3/institutions/${schoolA}`, m.staff, { expiresOn });
      expect(byStaff.json()).toMatchObject({ institution: { expiresOn } });
      const unchanged = await send('PATCH', `/v3/institutions/${schoolA}`, m.adminA, {
        expiresOn,
        name: 'Alpha',
      });
      expect(unchanged.statusCode).toBe(200);
    });

    it('validates references', async () => {
      const self = await send('PATCH', `/v3/institutions/${schoolA}`, m.staff, {
        assimilatedIntoInstitutionId: schoolA,
      });
      expect(self.json()).toMatchObject({
        problems: [{ field: 'assimilatedIntoInstitutionId', message: 'is-invalid' }],
      });
      const ok = await send('PATCH', `/v3/institutions/${expiredInDistrict}`, m.staff, {
        assimilatedIntoInstitutionId: schoolA,
        bannerImageUploadId: null,
      });
      expect(ok.json()).toMatchObject({ institution: { assimilatedIntoInstitutionId: schoolA } });
    });
  });

  describe('DELETE /v3/institutions/{institutionId}', () => {
    it('deletes for internal admins only', async () => {
      const { id } = await buildInstitution(t.db);
      const admin = await member(id, ['ADMIN']);
      expect((await send('DELETE', `/v3/institutions/${id}`, admin)).statusCode).toBe(403);
      expect((await send('DELETE', `/v3/institutions/${id}`, m.teacherA)).statusCode).toBe(404);
      const res = await send('DELETE', `/v3/institutions/${id}`, m.staff);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await get(`/v3/institutions/${id}`, m.staff)).statusCode).toBe(404);
      expect((await get(`/v3/institutions/${id}`, admin)).statusCode).toBe(404);
    });
  });
});
