import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionRole } from '../../../common/roles/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { runCountingQueries } from '../../db/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildRole,
  buildSignedInMember,
  buildSignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRolesService } from './roles.service.ts';
import { fullDocsUrl } from '../../test/api-docs.ts';

interface Member {
  principal: string;
  email: string;
  headers: Record<string, string>;
  actor: Actor;
}
type RoleList = { getResponses: { role: InstitutionRole }[] };

describe.each(testEngines())('institution roles API on %s', (engine) => {
  let t: TestApp;
  let schoolA: number;
  let schoolB: number;
  const m = {} as Record<
    'teacherA' | 'adminA' | 'hosA' | 'studentA' | 'pendingA' | 'teacherB' | 'staff' | 'outsider',
    Member
  >;

  const person = (overrides: { isInternalAdmin?: boolean } = {}) => buildSignedInPerson(t.db, overrides);

  const member = (institutionId: number, roles: InstitutionRoleName[], isPending = false) =>
    buildSignedInMember(t.db, institutionId, roles, isPending);

  const get = (url: string, who: Member) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const send = (method: 'POST' | 'DELETE', url: string, who: Member, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const principalsOf = (body: RoleList) => body.getResponses.map((r) => r.role.principal).sort();

  beforeAll(async () => {
    t = await createTestApp(engine);
    schoolA = (await buildInstitution(t.db, { name: 'Alpha High' })).id;
    schoolB = (await buildInstitution(t.db, { name: 'Beta College' })).id;
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

  describe('POST /v3/institutions/roles/batch/get', () => {
    const batch = (who: Member, body: object) => send('POST', '/v3/institutions/roles/batch/get', who, body);
    const key = (institutionId: number, who: Member) => ({ institutionId, principal: who.principal });

    it('answers roles with institution, person and e-mail to staff', async () => {
      const res = await batch(m.teacherA, {
        ids: [key(schoolA, m.studentA), key(schoolA, m.hosA)],
        includeInstitutions: true,
        includePersons: true,
        includeCommunicationMethods: true,
      });
      expect(res.statusCode).toBe(200);
      const [student, hos] = res.json<RoleList>().getResponses.map((r) => r.role);
      expect(student).toMatchObject({
        institutionId: schoolA,
        principal: m.studentA.principal,
        roles: ['STUDENT'],
        permissions: ['READ'],
        isAccepted: true,
        institution: { id: schoolA, name: 'Alpha High' },
        person: { principal: m.studentA.principal, email: m.studentA.email, isUserStaffAnywhere: false },
        communicationMethods: [{ type: 'EMAIL', value: m.studentA.email }],
      });
      expect(hos).toMatchObject({
        roles: ['HEAD_OF_SCIENCE'],
        permissions: ['READ', 'UPDATE', 'CREATE_SUBJECT'],
        person: { isUserStaffAnywhere: true },
      });
    });

    it("hides other people's roles from students, as if they were missing", async () => {
      const res = await batch(m.studentA, { ids: [key(schoolA, m.teacherA)] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'InstitutionRole was missing from batch get response' });
      const own = await batch(m.studentA, { ids: [key(schoolA, m.studentA)], includePersonsIfAllowed: true });
      expect(own.json()).toMatchObject({
        getResponses: [
          { role: { principal: m.studentA.principal, person: { principal: m.studentA.principal } } },
        ],
      });
    });

    it("treats another school's roles like missing ones, and leaves them out with ignoreMissing", async () => {
      const other = await batch(m.teacherA, { ids: [key(schoolB, m.teacherB)] });
      const missing = await batch(m.teacherA, { ids: [{ institutionId: schoolA, principal: 'nobody' }] });
      expect(other.statusCode).toBe(404);
      expect(other.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
      const ignored = await batch(m.teacherA, {
        ids: [key(schoolB, m.teacherB), key(schoolA, m.teacherA)],
        ignoreMissing: true,
      });
      expect(principalsOf(ignored.json())).toEqual([m.teacherA.principal]);
    });

    it('keeps only institutions where the viewer holds the aclFilter permission', async () => {
      const ids = [key(schoolA, m.studentA)];
      expect((await batch(m.teacherA, { ids, aclFilter: 'UPDATE' })).statusCode).toBe(404);
      expect((await batch(m.adminA, { ids, aclFilter: 'UPDATE' })).statusCode).toBe(200);
      expect((await batch(m.staff, { ids, aclFilter: 'DELETE' })).statusCode).toBe(200);
    });

    it('reports malformed keys', async () => {
      const res = await batch(m.teacherA, { ids: [{ institutionId: 'x', principal: m.studentA.principal }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        problems: [{ field: 'ids.0.institutionId', message: 'is-not-a-number' }],
      });
    });

    it('runs the same number of statements for 1 and for 20 keys', async () => {
      const reader = await person();
      const keys: { institutionId: number; principal: string }[] = [];
      for (let i = 0; i < 20; i++) {
        const { id } = await buildInstitution(t.db);
        await buildRole(t.db, id, reader.principal, ['ADMIN']);
        await buildRole(t.db, id, m.studentA.principal, ['STUDENT']);
        keys.push({ institutionId: id, principal: m.studentA.principal });
      }
      const service = createRolesService({ db: t.db });
      const count = async (ids: typeof keys) => {
        const { result, counter } = runCountingQueries(() =>
          service.batchGetRoles(reader.actor, {
            ids,
            includeInstitutions: true,
            includePersons: true,
            includePersonsIfAllowed: false,
            includeCommunicationMethods: true,
            aclFilter: 'READ',
            ignoreMissing: false,
          }),
        );
        expect((await result).getResponses).toHaveLength(ids.length);
        return counter.count;
      };
      const one = await count(keys.slice(0, 1));
      expect(await count(keys)).toBe(one);
    });
  });

  describe('GET /v3/institutions/{institutionId}/roles/{principal}', () => {
    it('answers a role with its institution when asked', async () => {
      const res = await get(
        `/v3/institutions/${schoolA}/roles/${m.studentA.principal}?includeInstitution=true`,
        m.teacherA,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        role: { principal: m.studentA.principal, institution: { id: schoolA } },
      });
      const plain = await get(`/v3/institutions/${schoolA}/roles/${m.studentA.principal}`, m.teacherA);
      expect(plain.json<{ role: InstitutionRole }>().role).not.toHaveProperty('institution');
    });

    it('answers your own role as me', async () => {
      const res = await get(`/v3/institutions/${schoolA}/roles/me`, m.studentA);
      expect(res.json()).toMatchObject({ role: { principal: m.studentA.principal, roles: ['STUDENT'] } });
    });

    it("hides other people's roles from students and other schools", async () => {
      expect(
        (await get(`/v3/institutions/${schoolA}/roles/${m.teacherA.principal}`, m.studentA)).statusCode,
      ).toBe(404);
      expect(
        (await get(`/v3/institutions/${schoolA}/roles/${m.teacherA.principal}`, m.teacherB)).statusCode,
      ).toBe(404);
    });
  });

  describe('POST /v3/institutions/roles/batch/indexByInstitution', () => {
    const index = (who: Member, body: object) =>
      send('POST', '/v3/institutions/roles/batch/indexByInstitution', who, body);

    it('lists the accepted roles of each institution; pending ones only when asked', async () => {
      const res = await index(m.teacherA, { institutionIds: [schoolA], includePersons: true });
      expect(res.statusCode).toBe(200);
      const [entry] = res.json<{ indexByInstitutionResponses: ({ institutionId: number } & RoleList)[] }>()
        .indexByInstitutionResponses;
      expect(entry?.institutionId).toBe(schoolA);
      expect(principalsOf(entry!)).not.toContain(m.pendingA.principal);
      expect(entry?.getResponses[0]?.role.person).toBeDefined();
      const withPending = await index(m.teacherA, { institutionIds: [schoolA], includePending: true });
      const principals = withPending
        .json<{ indexByInstitutionResponses: RoleList[] }>()
        .indexByInstitutionResponses.flatMap((r) => principalsOf(r));
      expect(principals).toContain(m.pendingA.principal);
    });

    it('filters by role through the hierarchy', async () => {
      const res = await index(m.teacherA, {
        institutionIds: [schoolA],
        filterByRoles: ['SUBJECT_INSTRUCTOR'],
      });
      const [entry] = res.json<{ indexByInstitutionResponses: RoleList[] }>().indexByInstitutionResponses;
      expect(principalsOf(entry!)).toEqual(
        [m.teacherA.principal, m.adminA.principal, m.hosA.principal].sort(),
      );
    });

    it('fails for an institution the viewer cannot list, or that does not exist', async () => {
      for (const [who, ids] of [
        [m.teacherA, [schoolA, schoolB]],
        [m.studentA, [schoolA]],
        [m.teacherA, [2000000000]],
      ] as const) {
        const res = await index(who, { institutionIds: ids });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          message: 'Institution response was missing from batch index response',
        });
      }
    });

    it('lists any institution for an internal admin, with institutions attached', async () => {
      const res = await index(m.staff, { institutionIds: [schoolB, schoolA], includeInstitutions: true });
      const entries = res.json<{ indexByInstitutionResponses: ({ institutionId: number } & RoleList)[] }>()
        .indexByInstitutionResponses;
      expect(entries.map((e) => e.institutionId)).toEqual([schoolB, schoolA]);
      expect(entries[0]?.getResponses[0]?.role.institution?.id).toBe(schoolB);
    });
  });

  describe('GET /v3/institutions/{institutionId}/roles', () => {
    it('lists the roles to staff, filtered and with pending ones on request', async () => {
      const all = await get(`/v3/institutions/${schoolA}/roles`, m.teacherA);
      expect(all.statusCode).toBe(200);
      expect(principalsOf(all.json())).toHaveLength(4);
      const admins = await get(`/v3/institutions/${schoolA}/roles?filterByRoles=ADMIN`, m.teacherA);
      expect(principalsOf(admins.json())).toEqual([m.adminA.principal, m.hosA.principal].sort());
      const two = await get(
        `/v3/institutions/${schoolA}/roles?filterByRoles=ADMIN,STUDENT&includePersons=true`,
        m.staff,
      );
      expect(principalsOf(two.json())).toEqual(
        [m.adminA.principal, m.hosA.principal, m.studentA.principal].sort(),
      );
      expect(two.json<RoleList>().getResponses[0]?.role.person).toBeDefined();
      const pending = await get(`/v3/institutions/${schoolA}/roles?includePending=true`, m.teacherA);
      expect(principalsOf(pending.json())).toContain(m.pendingA.principal);
    });

    it('refuses members without the right and hides the institution from others', async () => {
      expect((await get(`/v3/institutions/${schoolA}/roles`, m.studentA)).statusCode).toBe(403);
      expect((await get(`/v3/institutions/${schoolA}/roles`, m.pendingA)).statusCode).toBe(403);
      expect((await get(`/v3/institutions/${schoolA}/roles`, m.teacherB)).statusCode).toBe(404);
      expect((await get(`/v3/institutions/2000000000/roles`, m.staff)).statusCode).toBe(404);
    });

    it('rejects an unknown role name', async () => {
      const res = await get(`/v3/institutions/${schoolA}/roles?filterByRoles=WIZARD`, m.teacherA);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /v3/users/{principal}/institutions2', () => {
    it("lists the person's institutions with their roles", async () => {
      const res = await get('/v3/users/me/institutions2?includeRoles=true', m.pendingA);
      expect(res.json()).toEqual({
        getResponses: [
          {
            institution: expect.objectContaining({ id: schoolA }) as unknown,
            role: expect.objectContaining({ isPending: true }) as unknown,
          },
        ],
      });
      const noRoles = await get(`/v3/users/${m.teacherB.principal}/institutions2`, m.teacherB);
      expect(noRoles.json<{ getResponses: object[] }>().getResponses[0]).not.toHaveProperty('role');
    });

    it("shows someone else's institutions to internal admins only", async () => {
      expect((await get(`/v3/users/${m.teacherB.principal}/institutions2`, m.staff)).statusCode).toBe(200);
      expect((await get(`/v3/users/${m.teacherB.principal}/institutions2`, m.adminA)).statusCode).toBe(404);
    });
  });

  describe('GET /v3/institutions/{institutionId}/headsOfScience', () => {
    it('requires isHeadOfScience=true', async () => {
      for (const query of ['', '?isHeadOfScience=false']) {
        const res = await get(`/v3/institutions/${schoolA}/headsOfScience${query}`, m.teacherA);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          problems: [{ field: 'isHeadOfScience', message: 'must-be-true' }],
        });
      }
    });

    it('lists the heads of science to members', async () => {
      const res = await get(`/v3/institutions/${schoolA}/headsOfScience?isHeadOfScience=true`, m.studentA);
      expect(principalsOf(res.json())).toEqual([m.hosA.principal]);
      expect(
        (await get(`/v3/institutions/${schoolA}/headsOfScience?isHeadOfScience=true`, m.pendingA)).statusCode,
      ).toBe(403);
      expect(
        (await get(`/v3/institutions/${schoolA}/headsOfScience?isHeadOfScience=true`, m.teacherB)).statusCode,
      ).toBe(404);
    });
  });

  it('documents every role call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: await fullDocsUrl() });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v3/institutions/roles/batch/get',
        '/v3/institutions/roles/batch/indexByInstitution',
        '/v3/institutions/{institutionId}/roles',
        '/v3/institutions/{institutionId}/roles/{principal}',
        '/v3/users/{principal}/institutions2',
        '/v3/users/{principal}/institutions/{institutionId}/actions/accept',
        '/v3/institutions/{institutionId}/headsOfScience',
        '/v3/institutions/{institutionId}/subjectCreator',
        '/v3/institutions/{institutionId}/subjectCreator/{principal}',
        '/v3/institutions/{institutionId}/subscriptionOwners/{principal}',
        '/v3/institutions/{institutionId}/headOfScience/{principal}',
        '/v3/institutions/{institutionId}/purgeUser/{principal}',
      ]),
    );
  });
});
