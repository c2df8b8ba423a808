import { describe, expect, it } from 'vitest';
import { invitationRedirectUrl, toRoleInvitation } from './invitations.mapper.ts';
import type { InvitationRecord, InvitationRow } from './invitations.types.ts';

const now = new Date('2026-11-22T00:00:00Z');
const row = (overrides: Partial<InvitationRow> = {}): InvitationRow => ({
  code: 'k7qmx2npwsab',
  institutionId: 3,
  subjectId: 9,
  emailAddress: null,
  isMultiUse: true,
  isActive: true,
  expiresOn: null,
  redirectUrl: null,
  studentMobId: 9,
  instructorSubjectId: null,
  creatorInstitutionId: null,
  sudoadminInstitutionId: null,
  createdBy: null,
  createdOn: new Date('2026-11-01T00:00:00Z'),
  deactivatedOn: null,
  consumedOn: null,
  ...overrides,
});
const record = (invitation: InvitationRow): InvitationRecord => ({
  invitation,
  subject: {
    id: 9,
    institutionId: 3,
    name: 'Year 7 Science',
    namePlaintext: 'Year 7 Science',
    code: 'SCI-7A',
    isArchived: false,
    state: 'ready',
    deletedOn: null,
  },
  institution: {
    id: 3,
    name: 'Riverbank',
    code: 'riverbank-high',
    endpoint: 'app',
    locale: 'EN_AU',
    timezone: 'UTC',
  },
});

describe('role invitation answers', () => {
  it('send exactly the one role key the invitation has', () => {
    expect(toRoleInvitation(record(row()), { now }).role).toEqual({ studentMobId: 9 });
  });

  it('compute the redirect to the subject when none is stored, and keep a stored one', () => {
    expect(invitationRedirectUrl(record(row()))).toBe('/app/riverbank-high-3/sci-7a-9');
    expect(invitationRedirectUrl(record(row({ redirectUrl: '/somewhere' })))).toBe('/somewhere');
    const creator = row({ subjectId: null, studentMobId: null, creatorInstitutionId: 3 });
    expect(invitationRedirectUrl({ ...record(creator), subject: null })).toBe('/app/inst-3');
  });

  it('add the related subject and institution only when asked and the invitation is valid', () => {
    expect(toRoleInvitation(record(row()), { now }).subject).toBeUndefined();
    const related = toRoleInvitation(record(row()), { now, includeRelated: true });
    expect(related.subject).toEqual({
      id: 9,
      institutionId: 3,
      name: 'Year 7 Science',
      namePlaintext: 'Year 7 Science',
    });
    expect(related.institution).toEqual({
      id: 3,
      name: 'Riverbank',
      code: 'riverbank-high',
      endpoint: 'app',
    });
    const expired = toRoleInvitation(record(row({ expiresOn: now })), { now, includeRelated: true });
    expect(expired).toMatchObject({ isExpired: true, isValid: false });
    expect(expired.subject).toBeUndefined();
  });

  it('mask a bound address when told to', () => {
    const bound = record(row({ emailAddress: 'kim@pupils.test' }));
    expect(toRoleInvitation(bound, { now }).emailAddress).toBe('kim@pupils.test');
    expect(toRoleInvitation(bound, { now, maskEmail: true }).emailAddress).toBe('k***@pupils.test');
  });
});
