import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../common/auth/schema.ts';
import type { MagicEnsureUserResponse, RoleInvitationList } from '../../../common/invitations/contracts.ts';
import { outboxEmails, people, roleInvitations, signInLinks, subjectRoles } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server.ts';
import { testEngines } from '../../test/engines.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  buildSubjectRole,
  type SignedInPerson,
} from '../../test/factories.ts';
import { buildInvitationWorld, type InvitationWorld } from './invitation-test-world.fixtures.ts';

const SIGN_IN_LINK = /http:\/\/localhost:3000\/sign-in\/link\/([A-Za-z0-9_-]{43})/;

describe.each(testEngines())('e-mail invitations on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let w: InvitationWorld;
  let passwordHash: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' });
    w = await buildInvitationWorld(t.db);
    passwordHash = await hashPassword('a long enough password');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = (who: SignedInPerson, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/roleInvitations/actions/magicEnsureUser',
      headers: who.headers,
      payload: { institutionId: w.schoolId, ...body },
    });
  /** Runs the mail jobs and waits for `count` more mails than before. */
  async function deliver(count: number) {
    const before = smtp.received.length;
    await t.jobs.drain();
    return (await smtp.waitFor(before + count)).slice(before);
  }
  /** A new subject of the school, taught by the world's teacher. */
  async function taughtSubject(overrides: Parameters<typeof buildSubject>[2] = {}) {
    const subject = await buildSubject(t.db, w.schoolId, overrides);
    await buildSubjectRole(t.db, subject, w.teacher.principal, 'INSTRUCTOR');
    return subject;
  }
  const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@pupils.test`;
  /** What the link page sends when the person continues. */
  const useLink = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v3/auth/signInLink', payload: { token }, headers });

  it('invites a new student by e-mail: account, mail over SMTP, sign-in link, accept', async () => {
    const subject = await taughtSubject({
      name: 'Year 7 <Science> & "Friends"',
      namePlaintext: 'Year 7 <Science> & "Friends"',
    });
    const address = unique('Kim.Lee');
    const res = await invite(w.teacher, {
      emailAddresses: [address.toUpperCase()],
      role: 'student',
      subjectId: subject.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [invited] = res.json<MagicEnsureUserResponse>().invited;
    // Whether the address had an account is not told: the account is the school's business once they join.
    expect(invited).toEqual({ emailAddress: address.toLowerCase(), principal: null, code: invited!.code });
    const [account] = await t.db.select().from(people).where(eq(people.email, address.toLowerCase()));
    expect(account).toMatchObject({ email: address.toLowerCase(), passwordHash: null });
    expect(account?.fullName).toBe(address.toLowerCase().split('@')[0]);

    const [mail] = await deliver(1);
    expect(mail!.to).toEqual([address.toLowerCase()]);
    expect(mail!.decoded).toContain('Year 7 <Science> & "Friends"');
    expect(mail!.decoded).toContain('Year 7 &lt;Science&gt; &amp; &quot;Friends&quot;');
    expect(mail!.decoded).not.toContain('<Science>"');
    const token = SIGN_IN_LINK.exec(mail!.decoded)?.[1];
    expect(token).toBeDefined();
    const links = await t.db.select().from(signInLinks).where(eq(signInLinks.principal, account!.principal));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).not.toContain(token!);
    expect(links[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // A mail scanner fetching the link first, as the link of an older mail, uses nothing up.
    const scanned = await t.app.inject({ method: 'GET', url: `/v3/auth/signInLink/${token}` });
    expect(scanned.statusCode).toBe(302);
    expect(scanned.headers.location).toBe(`/sign-in/link/${token}`);
    expect(scanned.headers['set-cookie']).toBeUndefined();

    const followed = await useLink(token!);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ signedIn: true, redirectUrl: `/invite/${invited!.code}` });
    const cookie = String(followed.headers['set-cookie']).match(/sid=[^;]+/)?.[0];
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie: cookie! } });
    const session = me.json<SessionInfo>();
    expect(session.person.principal).toBe(account!.principal);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${invited!.code}/actions/accept`,
      headers: { cookie: cookie!, 'x-csrf-token': session.csrfToken },
      payload: { code: invited!.code },
    });
    expect(accepted.statusCode).toBe(200);
    const members = await t.db
      .select()
      .from(subjectRoles)
      .where(eq(subjectRoles.principal, account!.principal));
    expect(members.map((m) => [m.subjectId, m.role])).toEqual([[subject.id, 'STUDENT']]);

    const again = await useLink(token!);
    expect(again.json()).toEqual({ signedIn: false, redirectUrl: `/invite/${invited!.code}` });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('sends someone who signs in with a password the invitation link, not a sign-in link', async () => {
    const existing = await buildSignedInPerson(t.db, { passwordHash });
    const res = await invite(w.teacher, { text: existing.email, role: 'student', subjectId: w.subjectId });
    const [invited] = res.json<MagicEnsureUserResponse>().invited;
    expect(invited).toEqual({
      emailAddress: existing.email.toLowerCase(),
      principal: null,
      code: invited!.code,
    });
    const [mail] = await deliver(1);
    expect(mail!.decoded).toContain(`http://localhost:3000/invite/${invited!.code}`);
    expect(mail!.decoded).not.toMatch(SIGN_IN_LINK);
  });

  it("answers alike for an address with an account elsewhere and one without, naming only the school's own people", async () => {
    const elsewhere = await buildSignedInMember(t.db, w.otherSchoolId, ['SUBJECT_CREATOR']);
    const nobody = unique('nobody');
    const res = await invite(w.teacher, {
      emailAddresses: [elsewhere.email, nobody, w.student.email],
      role: 'student',
      subjectId: w.subjectId,
    });
    expect(res.statusCode).toBe(200);
    const invited = res.json<MagicEnsureUserResponse>().invited;
    expect(invited.map((i) => Object.keys(i).sort())).toEqual(
      Array(3).fill(['code', 'emailAddress', 'principal']),
    );
    expect(invited.map((i) => i.principal)).toEqual([null, null, w.student.principal]);
    await deliver(3);
  });

  it('reads a pasted list, reports every entry that is not an address, and then sends nothing', async () => {
    const [a, b] = [unique('ann'), unique('bob')];
    const mailsBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails))[0]!.n;
    const bad = await invite(w.teacher, {
      text: `${a}, ${b};\nnot-an-address\n\n  also@bad  ${unique('cy')}`,
      role: 'student',
      subjectId: w.subjectId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      problems: [
        { field: 'emailAddresses.2', message: 'is-not-an-email' },
        { field: 'emailAddresses.3', message: 'is-not-an-email' },
      ],
    });
    expect((await t.db.select().from(people).where(eq(people.email, a))).length).toBe(0);
    const mailsAfter = (await t.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails))[0]!.n;
    expect(mailsAfter).toBe(mailsBefore);

    const good = await invite(w.teacher, {
      text: `${a}, ${b};\n${a.toUpperCase()}`,
      role: 'student',
      subjectId: w.subjectId,
    });
    expect(good.json<MagicEnsureUserResponse>().invited.map((i) => i.emailAddress)).toEqual([a, b]);
    await deliver(2);
  });

  it('needs at least one address and a subject for student invitations', async () => {
    expect(
      (await invite(w.teacher, { text: ' ,; ', role: 'student', subjectId: w.subjectId })).json(),
    ).toMatchObject({
      problems: [{ field: 'emailAddresses', message: 'is-not-present' }],
    });
    expect(
      (await invite(w.teacher, { emailAddresses: [unique('x')], role: 'student' })).json(),
    ).toMatchObject({
      problems: [{ field: 'subjectId', message: 'is-not-present' }],
    });
  });

  it('invites a subject creator by e-mail, who gets the role on accepting', async () => {
    const address = unique('new.teacher');
    const res = await invite(w.admin, { emailAddresses: [address], role: 'creator' });
    expect(res.statusCode).toBe(200);
    const [invited] = res.json<MagicEnsureUserResponse>().invited;
    const [mail] = await deliver(1);
    expect(mail!.decoded).toContain('as a teacher who can create subjects');
    const token = SIGN_IN_LINK.exec(mail!.decoded)![1]!;
    const followed = await useLink(token);
    const cookie = String(followed.headers['set-cookie']).match(/sid=[^;]+/)![0];
    const { csrfToken } = (
      await t.app.inject({ method: 'GET', url: '/v3/auth/me', headers: { cookie } })
    ).json<SessionInfo>();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${invited!.code}/actions/accept`,
      headers: { cookie, 'x-csrf-token': csrfToken },
      payload: { code: invited!.code },
    });
    expect(accepted.json()).toMatchObject({ redirectUrl: `/app/inst-${w.schoolId}` });
    const role = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${w.schoolId}/roles/me`,
      headers: { cookie },
    });
    expect(role.json()).toMatchObject({ role: { roles: ['SUBJECT_CREATOR'], isPending: false } });
  });

  it("resends the subject's still-valid e-mail invitations, each with a fresh sign-in link", async () => {
    const subject = await taughtSubject();
    const res = await invite(w.teacher, {
      emailAddresses: [unique('r1'), unique('r2'), unique('r3')],
      role: 'student',
      subjectId: subject.id,
    });
    const [first] = res.json<MagicEnsureUserResponse>().invited;
    await deliver(3);
    await t.db.update(roleInvitations).set({ isActive: false }).where(eq(roleInvitations.code, first!.code));
    const resent = await t.app.inject({
      method: 'POST',
      url: `/v3/institutions/${w.schoolId}/roleInvitations/actions/resendSubjectInvitations`,
      headers: w.teacher.headers,
      payload: { subjectId: subject.id },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ resent: 2 });
    const mails = await deliver(2);
    for (const mail of mails) expect(mail.decoded).toMatch(SIGN_IN_LINK);
  });

  it('resends to one address only when asked', async () => {
    const subject = await taughtSubject();
    const [one, two] = [unique('o1'), unique('o2')];
    await invite(w.teacher, { emailAddresses: [one, two], role: 'student', subjectId: subject.id });
    await deliver(2);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/v3/institutions/${w.schoolId}/roleInvitations/actions/resendSubjectInvitations`,
      headers: w.teacher.headers,
      payload: { subjectId: subject.id, emailAddress: two.toUpperCase() },
    });
    expect(resent.json()).toEqual({ resent: 1 });
    const mails = await deliver(1);
    expect(mails[0]!.to).toEqual([two]);
  });

  it('looks up and turns off the invitations for an address; teachers reach only their subjects', async () => {
    const address = unique('lookup');
    const theirs = await invite(w.teacher, {
      emailAddresses: [address],
      role: 'student',
      subjectId: w.subjectId,
    });
    const code = theirs.json<MagicEnsureUserResponse>().invited[0]!.code;
    await deliver(1);
    const url = `/v3/institutions/${w.schoolId}/byEmail/${encodeURIComponent(address.toUpperCase())}`;
    const list = async (who: SignedInPerson) =>
      (await t.app.inject({ method: 'GET', url, headers: who.headers })).json<RoleInvitationList>()
        .roleInvitations;
    expect((await list(w.teacher)).map((i) => i.code)).toEqual([code]);
    expect((await list(w.admin)).map((i) => i.code)).toEqual([code]);
    expect(await list(w.otherTeacher)).toEqual([]);

    const deactivate = (who: SignedInPerson) =>
      t.app.inject({
        method: 'POST',
        url: `/v3/institutions/${w.schoolId}/roleInvitations/byEmail`,
        headers: who.headers,
        payload: { emailAddress: address },
      });
    expect((await deactivate(w.otherTeacher)).json()).toEqual({ roleInvitations: [] });
    const off = await deactivate(w.teacher);
    expect(off.json<RoleInvitationList>().roleInvitations.map((i) => [i.code, i.isActive])).toEqual([
      [code, false],
    ]);
    expect(await list(w.teacher)).toEqual([]);
    const withInvalid = await t.app.inject({
      method: 'GET',
      url: `${url}?includeInvalid=true`,
      headers: w.teacher.headers,
    });
    expect(withInvalid.json<RoleInvitationList>().roleInvitations).toHaveLength(1);
  });

  it('signs nobody in with an expired link', async () => {
    const address = unique('late');
    await invite(w.teacher, { emailAddresses: [address], role: 'student', subjectId: w.subjectId });
    const [mail] = await deliver(1);
    const token = SIGN_IN_LINK.exec(mail!.decoded)![1]!;
    await t.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`true`);
    const res = await useLink(token);
    expect(res.json()).toMatchObject({ signedIn: false });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a link sent from another site, and keeps it for the person', async () => {
    const address = unique('cross');
    await invite(w.teacher, { emailAddresses: [address], role: 'student', subjectId: w.subjectId });
    const [mail] = await deliver(1);
    const token = SIGN_IN_LINK.exec(mail!.decoded)![1]!;
    const forged = await useLink(token, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await useLink(token)).json()).toMatchObject({ signedIn: true });
  });

  it('answers a malformed request with the field at fault', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v3/auth/signInLink', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ problems: [{ field: 'token' }] });
  });
});
