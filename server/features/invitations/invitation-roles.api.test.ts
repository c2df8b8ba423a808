import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptInvitationResponse } from '../../../common/invitations/contracts.ts';
import { institutionRoles, subjectRoles } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildInvitation,
  buildRole,
  buildSignedInMember,
  buildSignedInPerson,
  buildSubject,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testEngines())('accepting staff invitations on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const accept = (code: string, who: SignedInPerson) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/roleInvitations/${code}/actions/accept`,
      headers: who.headers,
      payload: { code },
    });
  const roleAt = async (institutionId: number, who: SignedInPerson) => {
    const [row] = await t.db
      .select()
      .from(institutionRoles)
      .where(
        and(eq(institutionRoles.institutionId, institutionId), eq(institutionRoles.principal, who.principal)),
      );
    return row ?? null;
  };

  it('makes an instructor invitee an instructor of the subject and, new to the school, a teacher there', async () => {
    const school = await buildInstitution(t.db);
    const subject = await buildSubject(t.db, school.id);
    const invitation = await buildInvitation(t.db, {
      institutionId: school.id,
      subjectId: subject.id,
      instructorSubjectId: subject.id,
    });
    const invitee = await buildSignedInPerson(t.db);
    const res = await accept(invitation.code, invitee);
    expect(res.statusCode).toBe(200);
    expect(res.json<AcceptInvitationResponse>()).toMatchObject({
      subjectId: subject.id,
      redirectUrl: `/app/${school.code}-${school.id}/sci-7-${subject.id}`,
    });
    const [membership] = await t.db
      .select()
      .from(subjectRoles)
      .where(and(eq(subjectRoles.subjectId, subject.id), eq(subjectRoles.principal, invitee.principal)));
    expect(membership?.role).toBe('INSTRUCTOR');
    expect(await roleAt(school.id, invitee)).toMatchObject({
      roles: ['SUBJECT_INSTRUCTOR'],
      isPending: false,
    });
  });

  it('adds subject creator to the roles a teacher already holds, and goes to the institution', async () => {
    const school = await buildInstitution(t.db);
    const teacher = await buildSignedInMember(t.db, school.id, ['SUBJECT_INSTRUCTOR']);
    const invitation = await buildInvitation(t.db, {
      institutionId: school.id,
      creatorInstitutionId: school.id,
    });
    const res = await accept(invitation.code, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json<AcceptInvitationResponse>()).toMatchObject({
      subjectId: null,
      institutionId: school.id,
      redirectUrl: `/app/inst-${school.id}`,
    });
    expect((await roleAt(school.id, teacher))?.roles).toEqual(['SUBJECT_INSTRUCTOR', 'SUBJECT_CREATOR']);
  });

  it('turns a pending membership into an accepted one with the invited role', async () => {
    const school = await buildInstitution(t.db);
    const invitee = await buildSignedInPerson(t.db);
    await buildRole(t.db, school.id, invitee.principal, [], {
      isPending: true,
      pendingMemberships: [{ role: 'SUBJECT_CREATOR' }, { role: 'ADMIN' }],
    });
    const invitation = await buildInvitation(t.db, {
      institutionId: school.id,
      creatorInstitutionId: school.id,
    });
    expect((await accept(invitation.code, invitee)).statusCode).toBe(200);
    expect(await roleAt(school.id, invitee)).toMatchObject({
      roles: ['SUBJECT_CREATOR'],
      pendingMemberships: [{ role: 'ADMIN' }],
      isPending: false,
    });
  });

  it('makes a sudoadmin invitee an admin of the institution', async () => {
    const school = await buildInstitution(t.db);
    const invitee = await buildSignedInPerson(t.db);
    const invitation = await buildInvitation(t.db, {
      institutionId: school.id,
      sudoadminInstitutionId: school.id,
    });
    const res = await accept(invitation.code, invitee);
    expect(res.statusCode).toBe(200);
    expect(res.json<AcceptInvitationResponse>().redirectUrl).toBe('/');
    expect(await roleAt(school.id, invitee)).toMatchObject({ roles: ['ADMIN'], isPending: false });
    const again = await buildInvitation(t.db, {
      institutionId: school.id,
      sudoadminInstitutionId: school.id,
    });
    expect((await accept(again.code, invitee)).statusCode).toBe(200);
    expect((await roleAt(school.id, invitee))?.roles).toEqual(['ADMIN']);
  });
});
