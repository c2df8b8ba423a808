import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET } from '../../../common/invitations/constants.ts';
import type {
  RoleInvitationList,
  SubjectRoleInvitationsResponse,
} from '../../../common/invitations/contracts.ts';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import { roleInvitations } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  buildInvitation,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { buildInvitationWorld, type InvitationWorld } from './invitation-test-world.fixtures.ts';

describe.each(testEngines())('managing invitations on %s', (engine) => {
  let t: TestApp;
  let w: InvitationWorld;
  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildInvitationWorld(t.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedInPerson, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const ensure = async (subjectId: number, who: SignedInPerson = w.teacher) => {
    const res = await call('POST', '/v3/roleInvitations/actions/ensureMultiUse', who, { subjectId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ roleInvitation: RoleInvitation }>().roleInvitation;
  };
  const newSubject = async () => {
    const subject = await buildSubject(t.db, w.schoolId);
    await buildSubjectRole(t.db, subject, w.teacher.principal, 'INSTRUCTOR');
    return subject;
  };
  const lookUp = (code: string) => t.app.inject({ method: 'GET', url: `/v3/roleInvitations/${code}` });
  const join = (code: string, who: SignedInPerson) =>
    call('POST', `/v3/roleInvitations/${code}/actions/accept`, who, { code });

  describe('ensureMultiUse', () => {
    it("makes the subject's class code once: 12 characters from the unambiguous alphabet", async () => {
      const subject = await newSubject();
      const first = await ensure(subject.id);
      expect(first).toMatchObject({
        subjectId: subject.id,
        institutionId: w.schoolId,
        isMultiUse: true,
        isActive: true,
        isValid: true,
        expiresOn: null,
        emailAddress: null,
        role: { studentMobId: subject.id },
      });
      expect(first.code).toHaveLength(12);
      for (const c of first.code) expect(INVITATION_CODE_ALPHABET).toContain(c);
      expect((await ensure(subject.id)).code).toBe(first.code);
    });

    it('makes one code however many ask at once', async () => {
      const subject = await newSubject();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          call('POST', '/v3/roleInvitations/actions/ensureMultiUse', w.teacher, { subjectId: subject.id }),
        ),
      );
      const distinct = new Set(
        results.map((r) => r.json<{ roleInvitation: RoleInvitation }>().roleInvitation.code),
      );
      expect(distinct.size).toBe(1);
    });

    it('replaces a class code that has expired', async () => {
      const subject = await newSubject();
      const old = await ensure(subject.id);
      await t.db
        .update(roleInvitations)
        .set({ expiresOn: new Date(Date.now() - 1000) })
        .where(eq(roleInvitations.code, old.code));
      const fresh = await ensure(subject.id);
      expect(fresh.code).not.toBe(old.code);
      expect(fresh.isValid).toBe(true);
    });
  });

  describe('regenerateMultiUse', () => {
    it('stops the old code at once, makes a new one, and keeps the members', async () => {
      const subject = await newSubject();
      const old = await ensure(subject.id);
      const joiner = await buildSignedInPerson(t.db);
      expect((await join(old.code, joiner)).statusCode).toBe(200);
      const res = await call('POST', '/v3/roleInvitations/actions/regenerateMultiUse', w.teacher, {
        subjectId: subject.id,
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.json<{ roleInvitation: RoleInvitation }>().roleInvitation;
      expect(fresh.code).not.toBe(old.code);
      expect((await lookUp(old.code)).json()).toMatchObject({
        problems: [{ field: 'code', message: 'is-inactive' }],
      });
      expect((await lookUp(fresh.code)).statusCode).toBe(200);
      expect((await join(fresh.code, joiner)).json()).toMatchObject({
        problems: [{ field: 'principal', message: 'is-excluded' }],
      });
      expect((await ensure(subject.id)).code).toBe(fresh.code);
    });
  });

  describe('turning codes off and on', () => {
    it('DELETE turns a code off at once; activate turns it back on', async () => {
      const subject = await newSubject();
      const code = (await ensure(subject.id)).code;
      const off = await call('DELETE', `/v3/roleInvitations/${code.toUpperCase()}`, w.teacher);
      expect(off.statusCode).toBe(200);
      expect(off.json<{ roleInvitation: RoleInvitation }>().roleInvitation).toMatchObject({
        isActive: false,
        isValid: false,
      });
      expect((await lookUp(code)).json()).toMatchObject({
        problems: [{ field: 'code', message: 'is-inactive' }],
      });
      expect((await call('DELETE', `/v3/roleInvitations/${code}`, w.teacher)).statusCode).toBe(200);
      const on = await call('POST', `/v3/roleInvitations/${code}/actions/activate`, w.teacher);
      expect(on.statusCode).toBe(200);
      expect(on.json<{ roleInvitation: RoleInvitation }>().roleInvitation.isActive).toBe(true);
      expect((await lookUp(code)).statusCode).toBe(200);
    });

    it('will not turn on an old class code while the subject has another active one', async () => {
      const subject = await newSubject();
      const old = (await ensure(subject.id)).code;
      await call('POST', '/v3/roleInvitations/actions/regenerateMultiUse', w.teacher, {
        subjectId: subject.id,
      });
      const res = await call('POST', `/v3/roleInvitations/${old}/actions/activate`, w.teacher);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict' });
    });

    it('will not turn a used single-use invitation back on', async () => {
      const subject = await newSubject();
      const single = await buildInvitation(t.db, {
        institutionId: w.schoolId,
        subjectId: subject.id,
        studentMobId: subject.id,
      });
      expect((await join(single.code, await buildSignedInPerson(t.db))).statusCode).toBe(200);
      const res = await call('POST', `/v3/roleInvitations/${single.code}/actions/activate`, w.teacher);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'invalid-action' });
    });

    it('answers an unknown code 404', async () => {
      expect((await call('DELETE', '/v3/roleInvitations/zzzzzzzzzzzz', w.teacher)).statusCode).toBe(404);
    });
  });

  describe('a teacher of the school who does not teach the subject', () => {
    it('is told the subject and its codes do not exist (404), while the code itself still works', async () => {
      const subject = await newSubject();
      const { code } = await ensure(subject.id);
      const asOtherTeacher = [
        await call('POST', '/v3/roleInvitations/actions/ensureMultiUse', w.otherTeacher, {
          subjectId: subject.id,
        }),
        await call('GET', `/v3/subjects/${subject.id}/roleInvitations`, w.otherTeacher),
        await call('DELETE', `/v3/roleInvitations/${code}`, w.otherTeacher),
      ];
      expect(asOtherTeacher.map((res) => res.statusCode)).toEqual([404, 404, 404]);
      expect(asOtherTeacher[2]!.json()).toMatchObject({ message: 'Invitation not found' });
      expect((await lookUp(code)).statusCode).toBe(200);
    });
  });

  describe("the teacher's panel", () => {
    it("lists the subject's invitations, invalid ones too, and who joined with which code when", async () => {
      const subject = await newSubject();
      const old = (await ensure(subject.id)).code;
      const first = await buildSignedInPerson(t.db);
      await join(old, first);
      await call('POST', '/v3/roleInvitations/actions/regenerateMultiUse', w.teacher, {
        subjectId: subject.id,
      });
      const current = (await ensure(subject.id)).code;
      const second = await buildSignedInPerson(t.db);
      await join(current, second);

      const res = await call('GET', `/v3/subjects/${subject.id}/roleInvitations`, w.teacher);
      expect(res.statusCode).toBe(200);
      const body = res.json<SubjectRoleInvitationsResponse>();
      expect(body.roleInvitations.map((i) => [i.code, i.isActive])).toEqual([
        [current, true],
        [old, false],
      ]);
      expect(body.acceptances.map((a) => [a.code, a.principal])).toEqual([
        [current, second.principal],
        [old, first.principal],
      ]);
      expect(body.acceptances[0]!.fullName).toMatch(/^Person /);
      expect(Date.parse(body.acceptances[0]!.acceptedOn)).not.toBeNaN();
    });
  });

  describe('lists', () => {
    it('GET /v3/roleInvitations filters by role and leaves invalid ones out unless asked', async () => {
      const subject = await newSubject();
      const active = (await ensure(subject.id)).code;
      const instructor = await buildInvitation(t.db, {
        institutionId: w.schoolId,
        subjectId: subject.id,
        instructorSubjectId: subject.id,
      });
      const expired = await buildInvitation(t.db, {
        institutionId: w.schoolId,
        subjectId: subject.id,
        studentMobId: subject.id,
        expiresOn: new Date(Date.now() - 1000),
      });
      const codesOf = async (query: string) => {
        const res = await call('GET', `/v3/roleInvitations?${query}`, w.teacher);
        expect(res.statusCode, res.body).toBe(200);
        return res
          .json<RoleInvitationList>()
          .roleInvitations.map((i) => i.code)
          .sort();
      };
      expect(await codesOf(`role=student&subjectId=${subject.id}`)).toEqual([active]);
      expect(await codesOf(`role=student&subjectId=${subject.id}&includeInvalid=true`)).toEqual(
        [active, expired.code].sort(),
      );
      expect(await codesOf(`role=instructor&subjectId=${subject.id}`)).toEqual([instructor.code]);
      expect(await codesOf(`subjectId=${subject.id}`)).toEqual([active, instructor.code].sort());
    });

    it('needs a subject or an institution', async () => {
      const res = await call('GET', '/v3/roleInvitations?role=student', w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ problems: [{ field: 'subjectId', message: 'is-not-present' }] });
    });

    it('staffInvitations lists instructor, creator and sudoadmin invitations, no student ones', async () => {
      const subject = await newSubject();
      await ensure(subject.id);
      const creator = await buildInvitation(t.db, {
        institutionId: w.schoolId,
        creatorInstitutionId: w.schoolId,
      });
      const admin = await buildInvitation(t.db, {
        institutionId: w.schoolId,
        sudoadminInstitutionId: w.schoolId,
      });
      const res = await call('GET', `/v3/institutions/${w.schoolId}/staffInvitations`, w.admin);
      const list = res.json<RoleInvitationList>().roleInvitations;
      expect(list.map((i) => i.code)).toEqual(expect.arrayContaining([creator.code, admin.code]));
      expect(list.every((i) => i.role.studentMobId === undefined)).toBe(true);
      const byRole = await call(
        'GET',
        `/v3/roleInvitations?role=sudoadmin&institutionId=${w.schoolId}`,
        w.admin,
      );
      expect(byRole.json<RoleInvitationList>().roleInvitations.map((i) => i.code)).toContain(admin.code);
      expect(byRole.json<RoleInvitationList>().roleInvitations.map((i) => i.code)).not.toContain(
        creator.code,
      );
    });
  });
});
