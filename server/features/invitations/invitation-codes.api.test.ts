import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptInvitationResponse } from '../../../common/invitations/contracts.ts';
import type { RoleInvitationResponse } from '../../../common/invitations/schema.ts';
import {
  institutionRoles,
  invitationAcceptances,
  roleInvitations,
  subjectRoles,
} from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildClassCode,
  buildInstitution,
  buildInvitation,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
  randomInvitationCode,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testEngines())('invitation codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A school with a subject taught by a teacher, and its class code. */
  async function classWithCode(overrides: { locale?: string; timezone?: string; code?: string } = {}) {
    const school = await buildInstitution(t.db, {
      ...(overrides.locale ? { locale: overrides.locale } : {}),
      ...(overrides.timezone ? { timezone: overrides.timezone } : {}),
      ...(overrides.code ? { code: overrides.code } : {}),
    });
    const teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_CREATOR']);
    const subject = await buildSubject(t.db, school.id, {
      name: '<b>Year 7</b> Science',
      namePlaintext: 'Year 7 Science',
      code: 'SCI-7',
    });
    await buildSubjectRole(t.db, subject, teacher.principal, 'INSTRUCTOR');
    const invitation = await buildClassCode(t.db, subject, { createdBy: teacher.principal });
    return { school, teacher, subject, code: invitation.code };
  }

  const getCode = (code: string, who?: SignedInPerson, query = '') =>
    t.app.inject({ method: 'GET', url: `/v3/roleInvitations/${code}${query}`, headers: who?.headers ?? {} });
  const accept = (code: string, who: SignedInPerson, body: object = { code }) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${encodeURIComponent(code)}/actions/accept`,
      headers: who.headers,
      payload: body,
    });

  describe('GET /v3/roleInvitations/{code}', () => {
    it('tells a signed-in member they are already in the subject, and nobody else', async () => {
      const c = await classWithCode();
      const student = await buildSignedInPerson(t.db);
      const before = await getCode(c.code, student);
      expect(before.json<RoleInvitationResponse>().isViewerInSubject).toBe(false);
      expect((await accept(c.code, student)).statusCode).toBe(200);
      expect((await getCode(c.code, student)).json<RoleInvitationResponse>().isViewerInSubject).toBe(true);
      expect((await getCode(c.code, c.teacher)).json<RoleInvitationResponse>().isViewerInSubject).toBe(true);
      const stranger = await buildSignedInPerson(t.db);
      expect((await getCode(c.code, stranger)).json<RoleInvitationResponse>().isViewerInSubject).toBe(false);
      expect((await getCode(c.code)).json<RoleInvitationResponse>().isViewerInSubject).toBe(false);
    });

    it('answers a valid code to anyone, signed out too, with the redirect computed', async () => {
      const c = await classWithCode();
      const res = await getCode(c.code);
      expect(res.statusCode).toBe(200);
      const body = res.json<RoleInvitationResponse>();
      expect(body.roleInvitation).toMatchObject({
        code: c.code,
        subjectId: c.subject.id,
        institutionId: c.school.id,
        isMultiUse: true,
        isActive: true,
        isExpired: false,
        isValid: true,
        role: { studentMobId: c.subject.id },
        redirectUrl: `/app/${c.school.code}-${c.school.id}/sci-7-${c.subject.id}`,
      });
      expect(body.roleInvitation.role).toEqual({ studentMobId: c.subject.id });
      expect(body.roleInvitation.subject).toBeUndefined();
      expect(body.isVicEdInstitution).toBe(false);
    });

    it('normalises the code in the path: any case, spaces and dashes', async () => {
      const c = await classWithCode();
      const typed = `${c.code.slice(0, 4).toUpperCase()}- ${c.code.slice(4, 8)} -${c.code.slice(8).toUpperCase()}`;
      const res = await getCode(encodeURIComponent(typed));
      expect(res.statusCode).toBe(200);
      expect(res.json<RoleInvitationResponse>().roleInvitation.code).toBe(c.code);
    });

    it('adds the subject and institution names the code unlocks with includeRelatedIfValid', async () => {
      const c = await classWithCode();
      const res = await getCode(c.code, undefined, '?includeRelatedIfValid=true');
      const { roleInvitation } = res.json<RoleInvitationResponse>();
      expect(roleInvitation.subject).toEqual({
        id: c.subject.id,
        institutionId: c.school.id,
        name: '<b>Year 7</b> Science',
        namePlaintext: 'Year 7 Science',
      });
      expect(roleInvitation.institution).toEqual({
        id: c.school.id,
        name: c.school.name,
        code: c.school.code,
        endpoint: 'app',
      });
      expect(Object.keys(roleInvitation.institution!).sort()).toEqual(['code', 'endpoint', 'id', 'name']);
    });

    it('says whether the institution is a Victorian education department school', async () => {
      const melbourne = await classWithCode({ timezone: 'Australia/Melbourne', locale: 'EN_AU' });
      expect((await getCode(melbourne.code)).json<RoleInvitationResponse>().isVicEdInstitution).toBe(true);
      const vic = await classWithCode({
        code: `vic-${randomInvitationCode()}`,
        timezone: 'Australia/Sydney',
      });
      expect((await getCode(vic.code)).json<RoleInvitationResponse>().isVicEdInstitution).toBe(true);
    });

    it('answers an unknown code 404', async () => {
      const res = await getCode(randomInvitationCode());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found' });
    });

    it('validates the code as the join form does (spec 5)', async () => {
      const res = await getCode('ab-c');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        problems: [{ field: 'code', message: 'below-min-length', min: 6 }],
      });
    });

    it('answers inactive and expired codes 400 on code, or with isValid false when includeInvalid', async () => {
      const inactive = await classWithCode();
      await t.db
        .update(roleInvitations)
        .set({ isActive: false })
        .where(eq(roleInvitations.code, inactive.code));
      const expired = await classWithCode();
      await t.db
        .update(roleInvitations)
        .set({ expiresOn: new Date(Date.now() - 1000) })
        .where(eq(roleInvitations.code, expired.code));

      const off = await getCode(inactive.code);
      expect(off.statusCode).toBe(400);
      expect(off.json()).toMatchObject({ problems: [{ field: 'code', message: 'is-inactive' }] });
      const late = await getCode(expired.code);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ problems: [{ field: 'code', message: 'is-expired' }] });

      const shown = await getCode(expired.code, undefined, '?includeInvalid=true&includeRelatedIfValid=true');
      expect(shown.statusCode).toBe(200);
      const { roleInvitation } = shown.json<RoleInvitationResponse>();
      expect(roleInvitation).toMatchObject({ isValid: false, isExpired: true, isActive: true });
      expect(roleInvitation.subject).toBeUndefined();
    });

    it("shows a code that no longer works with whom it was for and where it led only to the school's staff", async () => {
      const c = await classWithCode();
      const invitee = await buildSignedInPerson(t.db);
      const stale = await buildInvitation(t.db, {
        institutionId: c.school.id,
        subjectId: c.subject.id,
        studentMobId: c.subject.id,
        emailAddress: invitee.email,
        redirectUrl: '/app/somewhere',
        expiresOn: new Date(Date.now() - 1000),
      });
      const look = async (who?: SignedInPerson) =>
        (await getCode(stale.code, who, '?includeInvalid=true')).json<RoleInvitationResponse>()
          .roleInvitation;

      for (const outsider of [undefined, await buildSignedInPerson(t.db)])
        expect(await look(outsider)).toMatchObject({ isValid: false, emailAddress: null, redirectUrl: null });
      expect(await look(c.teacher)).toMatchObject({
        isValid: false,
        emailAddress: expect.stringMatching(/^.\*\*\*@example\.test$/) as unknown,
        redirectUrl: '/app/somewhere',
      });
    });

    it('treats the code of a deleted subject as unknown and of an archived one as inactive', async () => {
      const deleted = await classWithCode();
      const archived = await classWithCode();
      const { subjects } = await import('../../db/schema/index.ts');
      await t.db.update(subjects).set({ deletedOn: new Date() }).where(eq(subjects.id, deleted.subject.id));
      await t.db.update(subjects).set({ isArchived: true }).where(eq(subjects.id, archived.subject.id));
      expect((await getCode(deleted.code)).statusCode).toBe(404);
      expect((await getCode(archived.code)).json()).toMatchObject({
        problems: [{ field: 'code', message: 'is-inactive' }],
      });
    });

    it('shows a bound address only to its owner, masked to anyone else', async () => {
      const c = await classWithCode();
      const invitee = await buildSignedInPerson(t.db);
      const bound = await buildInvitation(t.db, {
        institutionId: c.school.id,
        subjectId: c.subject.id,
        studentMobId: c.subject.id,
        emailAddress: invitee.email,
      });
      const own = await getCode(bound.code, invitee);
      expect(own.json<RoleInvitationResponse>().roleInvitation.emailAddress).toBe(invitee.email);
      const other = await getCode(bound.code);
      expect(other.json<RoleInvitationResponse>().roleInvitation.emailAddress).toMatch(
        /^.\*\*\*@example\.test$/,
      );
    });
  });

  describe('POST /v3/roleInvitations/{code}/actions/accept', () => {
    it('adds a student to the subject and, new to the school, an accepted student role there', async () => {
      const c = await classWithCode();
      const newcomer = await buildSignedInPerson(t.db);
      const res = await accept(c.code, newcomer);
      expect(res.statusCode).toBe(200);
      const body = res.json<AcceptInvitationResponse>();
      expect(body).toMatchObject({
        subjectId: c.subject.id,
        institutionId: c.school.id,
        redirectUrl: `/app/${c.school.code}-${c.school.id}/sci-7-${c.subject.id}`,
        roleInvitation: { code: c.code, isActive: true, isValid: true },
      });
      const [membership] = await t.db
        .select()
        .from(subjectRoles)
        .where(and(eq(subjectRoles.subjectId, c.subject.id), eq(subjectRoles.principal, newcomer.principal)));
      expect(membership?.role).toBe('STUDENT');
      const [role] = await t.db
        .select()
        .from(institutionRoles)
        .where(
          and(
            eq(institutionRoles.institutionId, c.school.id),
            eq(institutionRoles.principal, newcomer.principal),
          ),
        );
      expect(role).toMatchObject({ roles: ['STUDENT'], isPending: false });
      expect(role?.acceptedOn).toBeInstanceOf(Date);
    });

    it('leaves the school role of someone who already has one as it is', async () => {
      const c = await classWithCode();
      const colleague = await buildSignedInMember(t.db, c.school.id, ['SUBJECT_INSTRUCTOR']);
      expect((await accept(c.code, colleague)).statusCode).toBe(200);
      const [role] = await t.db
        .select()
        .from(institutionRoles)
        .where(
          and(
            eq(institutionRoles.institutionId, c.school.id),
            eq(institutionRoles.principal, colleague.principal),
          ),
        );
      expect(role?.roles).toEqual(['SUBJECT_INSTRUCTOR']);
    });

    it('records who joined with which code and when', async () => {
      const c = await classWithCode();
      const newcomer = await buildSignedInPerson(t.db);
      await accept(c.code, newcomer);
      const rows = await t.db
        .select()
        .from(invitationAcceptances)
        .where(eq(invitationAcceptances.code, c.code));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        principal: newcomer.principal,
        subjectId: c.subject.id,
        institutionId: c.school.id,
      });
    });

    it('announces the join as a subject event', async () => {
      const c = await classWithCode();
      const seen: Record<string, unknown>[] = [];
      const stop = t.events.subscribe('subject', (data) => seen.push(data));
      await accept(c.code, await buildSignedInPerson(t.db));
      await new Promise((resolve) => setTimeout(resolve, 200));
      stop();
      expect(seen).toContainEqual(expect.objectContaining({ id: c.subject.id, institutionId: c.school.id }));
    });

    it('answers is-excluded on principal to someone already in the subject, and changes nothing', async () => {
      const c = await classWithCode();
      const newcomer = await buildSignedInPerson(t.db);
      expect((await accept(c.code, newcomer)).statusCode).toBe(200);
      const again = await accept(c.code, newcomer);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'validation-failed',
        problems: [{ field: 'principal', message: 'is-excluded' }],
      });
      expect((await accept(c.code, c.teacher)).json()).toMatchObject({
        problems: [{ field: 'principal', message: 'is-excluded' }],
      });
    });

    it('keeps a single-use invitation unused when its taker is already in the subject', async () => {
      const c = await classWithCode();
      const single = await buildInvitation(t.db, {
        institutionId: c.school.id,
        subjectId: c.subject.id,
        studentMobId: c.subject.id,
      });
      expect((await accept(single.code, c.teacher)).statusCode).toBe(400);
      const [row] = await t.db.select().from(roleInvitations).where(eq(roleInvitations.code, single.code));
      expect(row).toMatchObject({ isActive: true, consumedOn: null });
      const newcomer = await buildSignedInPerson(t.db);
      const res = await accept(single.code, newcomer);
      expect(res.statusCode).toBe(200);
      expect(res.json<AcceptInvitationResponse>().roleInvitation).toMatchObject({
        isActive: false,
        isValid: false,
      });
      expect((await accept(single.code, await buildSignedInPerson(t.db))).json()).toMatchObject({
        problems: [{ field: 'code', message: 'is-inactive' }],
      });
    });

    it('refuses unknown, inactive and expired codes as the spec says', async () => {
      const who = await buildSignedInPerson(t.db);
      expect((await accept(randomInvitationCode().toUpperCase(), who, { code: 'x' })).statusCode).toBe(400);
      const unknown = randomInvitationCode();
      expect((await accept(unknown, who)).statusCode).toBe(404);
      const off = await classWithCode();
      await t.db.update(roleInvitations).set({ isActive: false }).where(eq(roleInvitations.code, off.code));
      expect((await accept(off.code, who)).json()).toMatchObject({
        problems: [{ field: 'code', message: 'is-inactive' }],
      });
      const late = await classWithCode();
      await t.db
        .update(roleInvitations)
        .set({ expiresOn: new Date(Date.now() - 1000) })
        .where(eq(roleInvitations.code, late.code));
      expect((await accept(late.code, who)).json()).toMatchObject({
        problems: [{ field: 'code', message: 'is-expired' }],
      });
    });

    it("answers an invitation bound to someone else's address as not found", async () => {
      const c = await classWithCode();
      const invitee = await buildSignedInPerson(t.db);
      const bound = await buildInvitation(t.db, {
        institutionId: c.school.id,
        subjectId: c.subject.id,
        studentMobId: c.subject.id,
        emailAddress: invitee.email.toUpperCase(),
      });
      expect((await accept(bound.code, await buildSignedInPerson(t.db))).statusCode).toBe(404);
      expect((await accept(bound.code, invitee)).statusCode).toBe(200);
    });

    it('requires a session and the CSRF token', async () => {
      const c = await classWithCode();
      const signedOut = await t.app.inject({
        method: 'POST',
        url: `/v3/roleInvitations/${c.code}/actions/accept`,
        payload: { code: c.code },
      });
      expect(signedOut.statusCode).toBe(401);
      const who = await buildSignedInPerson(t.db);
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: `/v3/roleInvitations/${c.code}/actions/accept`,
        headers: { cookie: who.headers.cookie! },
        payload: { code: c.code },
      });
      expect(noCsrf.statusCode).toBe(403);
    });

    it('takes the legacy path POST /invitations/{code}/accept', async () => {
      const c = await classWithCode();
      const who = await buildSignedInPerson(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/invitations/${c.code}/accept`,
        headers: who.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AcceptInvitationResponse>().subjectId).toBe(c.subject.id);
    });
  });
});
