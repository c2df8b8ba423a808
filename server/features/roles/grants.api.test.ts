import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionRole } from '../../../common/roles/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildSignedInMember, buildSignedInPerson } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Member {
  principal: string;
  headers: Record<string, string>;
}

describe.each(testEngines())('institution grants and accept on %s', (engine) => {
  let t: TestApp;
  let staff: Member;
  let outsider: Member;

  const person = (overrides: { isInternalAdmin?: boolean } = {}) => buildSignedInPerson(t.db, overrides);

  const member = (institutionId: number, roles: InstitutionRoleName[], isPending = false) =>
    buildSignedInMember(t.db, institutionId, roles, isPending);

  /** A school of its own per test, so grants in one test never change another's. */
  async function school() {
    const { id } = await buildInstitution(t.db);
    return {
      id,
      admin: await member(id, ['ADMIN']),
      hos: await member(id, ['HEAD_OF_SCIENCE']),
      teacher: await member(id, ['SUBJECT_INSTRUCTOR']),
      student: await member(id, ['STUDENT']),
      invited: await member(id, ['STUDENT'], true),
    };
  }

  const get = (url: string, who: Member) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const send = (method: 'POST' | 'DELETE', url: string, who: Member, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const roleOf = async (institutionId: number, who: Member) =>
    (await get(`/v3/institutions/${institutionId}/roles/me`, who)).json<{ role: InstitutionRole }>().role;

  beforeAll(async () => {
    t = await createTestApp(engine);
    staff = await person({ isInternalAdmin: true });
    outsider = await person();
  });
  afterAll(() => t.close());

  describe('POST /v3/users/{principal}/institutions/{institutionId}/actions/accept', () => {
    it('turns pending memberships into roles, once', async () => {
      const s = await school();
      const res = await send('POST', `/v3/users/me/institutions/${s.id}/actions/accept`, s.invited);
      expect(res.statusCode).toBe(200);
      const { role } = res.json<{ role: InstitutionRole }>();
      expect(role).toMatchObject({
        roles: ['STUDENT'],
        pendingMemberships: [],
        isPending: false,
        isAccepted: true,
      });
      expect(role.acceptedOn).toMatch(/Z$/);
      const again = await send(
        'POST',
        `/v3/users/${s.invited.principal}/institutions/${s.id}/actions/accept`,
        s.invited,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'invalid-action' });
    });

    it('hides institutions the person has no role at, and other people', async () => {
      const s = await school();
      expect(
        (await send('POST', `/v3/users/me/institutions/${s.id}/actions/accept`, outsider)).statusCode,
      ).toBe(404);
      const forOther = await send(
        'POST',
        `/v3/users/${s.invited.principal}/institutions/${s.id}/actions/accept`,
        s.admin,
      );
      expect(forOther.statusCode).toBe(404);
    });
  });

  describe('subject creator', () => {
    it('is added at once to an accepted member and removed again', async () => {
      const s = await school();
      const res = await send('POST', `/v3/institutions/${s.id}/subjectCreator`, s.admin, {
        principal: s.teacher.principal,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        role: {
          roles: ['SUBJECT_INSTRUCTOR', 'SUBJECT_CREATOR'],
          isPending: false,
          permissions: ['READ', 'CREATE_SUBJECT'],
        },
      });
      const revoked = await send(
        'DELETE',
        `/v3/institutions/${s.id}/subjectCreator/${s.teacher.principal}`,
        s.admin,
      );
      expect(revoked.statusCode).toBe(204);
      expect((await roleOf(s.id, s.teacher)).roles).toEqual(['SUBJECT_INSTRUCTOR']);
      const again = await send(
        'DELETE',
        `/v3/institutions/${s.id}/subjectCreator/${s.teacher.principal}`,
        s.admin,
      );
      expect(again.statusCode).toBe(204);
    });

    it("is refused alike for someone with an account elsewhere and for nobody, by the school's admins", async () => {
      const s = await school();
      const elsewhere = await person();
      for (const principal of [elsewhere.principal, 'u-0000000000000000']) {
        const res = await send('POST', `/v3/institutions/${s.id}/subjectCreator`, s.hos, { principal });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ problems: [{ field: 'principal', message: 'is-not-allowed' }] });
        const revoked = await send('DELETE', `/v3/institutions/${s.id}/admins/${principal}`, s.admin);
        expect(revoked.statusCode).toBe(204);
        const purged = await send('POST', `/v3/institutions/${s.id}/purgeUser/${principal}`, s.admin);
        expect(purged.statusCode).toBe(204);
      }
      expect((await get(`/v3/institutions/${s.id}`, elsewhere)).statusCode).toBe(404);
    });

    it('is offered by an internal admin as a pending membership to someone new, who accepts it from the picker', async () => {
      const s = await school();
      const newcomer = await person();
      const res = await send('POST', `/v3/institutions/${s.id}/subjectCreator`, staff, {
        principal: newcomer.principal,
      });
      expect(res.json()).toMatchObject({
        role: { roles: [], isPending: true, pendingMemberships: [{ role: 'SUBJECT_CREATOR' }] },
      });
      const picker = await get('/v3/institutions?includeMyRoles=true', newcomer);
      expect(picker.json()).toMatchObject({ institutions: [{ id: s.id, role: { isPending: true } }] });
      const accepted = await send('POST', `/v3/users/me/institutions/${s.id}/actions/accept`, newcomer);
      expect(accepted.json()).toMatchObject({ role: { roles: ['SUBJECT_CREATOR'], isPending: false } });
    });

    it('joins the other pending memberships of someone already invited', async () => {
      const s = await school();
      await send('POST', `/v3/institutions/${s.id}/subjectCreator`, s.admin, {
        principal: s.invited.principal,
      });
      const role = await roleOf(s.id, s.invited);
      expect(role.pendingMemberships).toEqual([{ role: 'STUDENT' }, { role: 'SUBJECT_CREATOR' }]);
      await send('DELETE', `/v3/institutions/${s.id}/subjectCreator/${s.invited.principal}`, s.admin);
      expect((await roleOf(s.id, s.invited)).pendingMemberships).toEqual([{ role: 'STUDENT' }]);
    });

    it('withdraws an invitation left with nothing to offer', async () => {
      const s = await school();
      const newcomer = await person();
      await send('POST', `/v3/institutions/${s.id}/subjectCreator`, staff, {
        principal: newcomer.principal,
      });
      await send('DELETE', `/v3/institutions/${s.id}/subjectCreator/${newcomer.principal}`, s.admin);
      expect((await get(`/v3/institutions/${s.id}`, newcomer)).statusCode).toBe(404);
    });

    it('is granted only by admins, hidden from other schools, and needs a real person', async () => {
      const s = await school();
      const body = { principal: s.student.principal };
      expect(
        (await send('POST', `/v3/institutions/${s.id}/subjectCreator`, s.teacher, body)).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', `/v3/institutions/${s.id}/subjectCreator`, s.invited, body)).statusCode,
      ).toBe(403);
      expect((await send('POST', `/v3/institutions/${s.id}/subjectCreator`, outsider, body)).statusCode).toBe(
        404,
      );
      expect(
        (await send('DELETE', `/v3/institutions/${s.id}/subjectCreator/${s.admin.principal}`, s.teacher))
          .statusCode,
      ).toBe(403);
      const unknown = await send('POST', `/v3/institutions/${s.id}/subjectCreator`, staff, {
        principal: 'nobody',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ problems: [{ field: 'principal', message: 'is-invalid' }] });
      const malformed = await send('POST', `/v3/institutions/${s.id}/subjectCreator`, s.admin, {});
      expect(malformed.json()).toMatchObject({
        problems: [{ field: 'principal', message: 'is-not-present' }],
      });
      expect((await send('POST', `/v3/institutions/${s.id}/subjectCreator`, staff, body)).statusCode).toBe(
        200,
      );
    });
  });

  describe('admins', () => {
    it('are granted and revoked by admins', async () => {
      const s = await school();
      const res = await send('POST', `/v3/institutions/${s.id}/admins`, s.admin, {
        principal: s.teacher.principal,
      });
      expect(res.json()).toMatchObject({ role: { roles: ['SUBJECT_INSTRUCTOR', 'ADMIN'] } });
      const admins = (await get(`/v3/institutions/${s.id}/admins`, s.admin)).json<{ admins: Member[] }>()
        .admins;
      expect(admins.map((a) => a.principal)).toContain(s.teacher.principal);
      expect(
        (await send('DELETE', `/v3/institutions/${s.id}/admins/${s.teacher.principal}`, s.admin)).statusCode,
      ).toBe(204);
      expect((await roleOf(s.id, s.teacher)).roles).toEqual(['SUBJECT_INSTRUCTOR']);
    });

    it('cannot leave the institution without an admin', async () => {
      const { id } = await buildInstitution(t.db);
      const only = await member(id, ['ADMIN']);
      for (const [method, url] of [
        ['DELETE', `/v3/institutions/${id}/admins/${only.principal}`],
        ['POST', `/v3/institutions/${id}/purgeUser/${only.principal}`],
      ] as const) {
        const res = await send(method, url, only);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'invalid-action',
          message: 'An institution needs at least one admin',
        });
      }
      const second = await member(id, ['ADMIN']);
      expect((await send('DELETE', `/v3/institutions/${id}/admins/${only.principal}`, only)).statusCode).toBe(
        204,
      );
      expect(
        (await send('DELETE', `/v3/institutions/${id}/admins/${second.principal}`, staff)).statusCode,
      ).toBe(204);
    });

    it('keeps a lone head of science, who holds the admin seat, from stepping down', async () => {
      const { id } = await buildInstitution(t.db);
      const hos = await member(id, ['HEAD_OF_SCIENCE']);
      const res = await send('DELETE', `/v3/institutions/${id}/headOfScience/${hos.principal}`, hos);
      expect(res.statusCode).toBe(409);
    });
  });

  describe('subscription owners', () => {
    it('are flagged on members and unflagged again', async () => {
      const s = await school();
      const url = `/v3/institutions/${s.id}/subscriptionOwners`;
      const res = await send('POST', url, s.admin, { principal: s.teacher.principal });
      expect(res.json()).toMatchObject({
        role: { isSubscriptionOwner: true, roles: ['SUBJECT_INSTRUCTOR'] },
      });
      expect((await send('DELETE', `${url}/${s.teacher.principal}`, s.admin)).statusCode).toBe(204);
      expect((await roleOf(s.id, s.teacher)).isSubscriptionOwner).toBe(false);
    });

    it('must already belong to the institution', async () => {
      const s = await school();
      const res = await send('POST', `/v3/institutions/${s.id}/subscriptionOwners`, s.admin, {
        principal: outsider.principal,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ problems: [{ field: 'principal', message: 'is-not-allowed' }] });
    });
  });

  describe('head of science', () => {
    it('is granted and revoked only by a head of science there or an internal admin', async () => {
      const s = await school();
      const url = `/v3/institutions/${s.id}/headOfScience/${s.teacher.principal}`;
      expect((await send('POST', url, s.admin)).statusCode).toBe(403);
      const res = await send('POST', url, s.hos);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: { roles: ['SUBJECT_INSTRUCTOR', 'HEAD_OF_SCIENCE'] } });
      expect((await send('DELETE', url, s.admin)).statusCode).toBe(403);
      expect((await send('DELETE', url, s.hos)).statusCode).toBe(204);
      expect((await send('POST', url, staff)).statusCode).toBe(200);
      expect((await send('POST', url, outsider)).statusCode).toBe(404);
    });
  });

  describe('the first head of science', () => {
    it("is appointed by the school's admins while it has none, and only then", async () => {
      const { id } = await buildInstitution(t.db);
      const admin = await member(id, ['ADMIN']);
      const teacher = await member(id, ['SUBJECT_INSTRUCTOR']);
      const other = await member(id, ['SUBJECT_INSTRUCTOR']);
      const staffList = async () =>
        (await get(`/v3/institutions/${id}/staff`, admin)).json<{
          viewer: { canGrant: { headOfScience: boolean } };
        }>();
      expect((await staffList()).viewer.canGrant.headOfScience).toBe(true);
      const res = await send('POST', `/v3/institutions/${id}/headOfScience/${teacher.principal}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: { roles: ['SUBJECT_INSTRUCTOR', 'HEAD_OF_SCIENCE'] } });
      expect((await staffList()).viewer.canGrant.headOfScience).toBe(false);
      const second = await send('POST', `/v3/institutions/${id}/headOfScience/${other.principal}`, admin);
      expect(second.statusCode).toBe(403);
      expect(
        (await send('DELETE', `/v3/institutions/${id}/headOfScience/${teacher.principal}`, admin)).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', `/v3/institutions/${id}/headOfScience/${other.principal}`, teacher)).statusCode,
      ).toBe(200);
    });

    it("is not appointed by the school's teachers, nor by another school's admin", async () => {
      const { id } = await buildInstitution(t.db);
      const teacher = await member(id, ['SUBJECT_CREATOR']);
      const elsewhere = await member((await buildInstitution(t.db)).id, ['ADMIN']);
      const url = `/v3/institutions/${id}/headOfScience/${teacher.principal}`;
      expect((await send('POST', url, teacher)).statusCode).toBe(403);
      expect((await send('POST', url, elsewhere)).statusCode).toBe(404);
    });
  });

  describe('POST /v3/institutions/{institutionId}/purgeUser/{principal}', () => {
    it("removes the person's role, after which the institution is hidden from them", async () => {
      const s = await school();
      expect(
        (await send('POST', `/v3/institutions/${s.id}/purgeUser/${s.student.principal}`, s.admin)).statusCode,
      ).toBe(204);
      expect((await get(`/v3/institutions/${s.id}`, s.student)).statusCode).toBe(404);
      expect(
        (await send('POST', `/v3/institutions/${s.id}/purgeUser/${s.student.principal}`, s.admin)).statusCode,
      ).toBe(204);
    });

    it('needs head-of-science rank to purge a head of science', async () => {
      const s = await school();
      const url = `/v3/institutions/${s.id}/purgeUser/${s.hos.principal}`;
      expect((await send('POST', url, s.admin)).statusCode).toBe(403);
      expect((await send('POST', url, s.teacher)).statusCode).toBe(403);
      expect((await send('POST', url, outsider)).statusCode).toBe(404);
      expect((await send('POST', url, staff)).statusCode).toBe(204);
    });

    it('has nothing to remove for someone not at the school, known or not', async () => {
      const s = await school();
      expect((await send('POST', `/v3/institutions/${s.id}/purgeUser/nobody`, s.admin)).statusCode).toBe(204);
      expect(
        (await send('POST', `/v3/institutions/${s.id}/purgeUser/${outsider.principal}`, s.admin)).statusCode,
      ).toBe(204);
    });
  });
});
