import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET } from './constants.ts';
import {
  emailListProblems,
  formatInvitationCode,
  invitationRedirectTarget,
  invitationRoleKind,
  isInvitationExpired,
  isEmailAddress,
  isInvitationFor,
  isInvitationValid,
  invitationUnusableBecause,
  isVicEdInstitution,
  joinErrorKey,
  maskEmailAddress,
  normaliseInvitationCode,
  splitEmailList,
  validateInvitationCode,
  type InvitationToJudge,
} from './rules.ts';

describe('invitation code normalisation', () => {
  it.each([
    ['K7QM-X2NP-WSAB', 'k7qmx2npwsab'],
    ['  k7qm x2np wsab ', 'k7qmx2npwsab'],
    ['k7qm–x2np—wsab', 'k7qmx2npwsab'],
    ['K7qM_x2Np', 'k7qmx2np'],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseInvitationCode(input)).toBe(expected);
  });
});

describe('invitation code validation (spec 5)', () => {
  it('requires a code', () => {
    expect(validateInvitationCode('')).toEqual({ field: 'code', message: 'is-not-present' });
  });
  it('requires at least 6 characters', () => {
    expect(validateInvitationCode('abcde')).toEqual({ field: 'code', message: 'below-min-length', min: 6 });
    expect(validateInvitationCode('abcdef')).toBeNull();
  });
});

describe('invitation code display', () => {
  it('groups the code in fours, upper case, for reading aloud', () => {
    expect(formatInvitationCode('k7qmx2npwsab')).toBe('K7QM-X2NP-WSAB');
  });
  it('uses an alphabet without look-alikes', () => {
    for (const c of '0o1li') expect(INVITATION_CODE_ALPHABET).not.toContain(c);
  });
});

describe('invitation role kinds', () => {
  it.each([
    [{ studentMobId: 1 }, 'student'],
    [{ instructorSubjectId: 1 }, 'instructor'],
    [{ creatorInstitutionId: 1 }, 'creator'],
    [{ sudoadminInstitutionId: 1 }, 'sudoadmin'],
  ])('%j is a %s invitation', (role, kind) => {
    expect(invitationRoleKind(role)).toBe(kind);
  });
  it('rejects no role or two roles as an unexpected role', () => {
    expect(() => invitationRoleKind({})).toThrow('Unexpected role');
    expect(() => invitationRoleKind({ studentMobId: 1, creatorInstitutionId: 2 })).toThrow('Unexpected role');
  });
});

describe('invitation validity', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('is expired when expiresOn is not after now', () => {
    expect(isInvitationExpired('2026-11-22T00:00:00Z', now)).toBe(true);
    expect(isInvitationExpired('2026-11-22T00:00:01Z', now)).toBe(false);
    expect(isInvitationExpired(null, now)).toBe(false);
  });
  it('is valid when active and not expired', () => {
    expect(isInvitationValid({ isActive: true, expiresOn: null }, now)).toBe(true);
    expect(isInvitationValid({ isActive: false, expiresOn: null }, now)).toBe(false);
    expect(isInvitationValid({ isActive: true, expiresOn: '2026-01-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('whether an invitation can be used now', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const usable: InvitationToJudge & { subject: NonNullable<InvitationToJudge['subject']> } = {
    invitation: { subjectId: 4, isActive: true, expiresOn: null, emailAddress: null },
    subject: { isArchived: false, deletedOn: null },
    institution: {},
  };
  const judge = (changes: {
    invitation?: Partial<(typeof usable)['invitation']>;
    subject?: Partial<(typeof usable)['subject']> | null;
    institution?: object | null;
  }) =>
    invitationUnusableBecause(
      {
        invitation: { ...usable.invitation, ...changes.invitation },
        subject: changes.subject === null ? null : { ...usable.subject, ...changes.subject },
        institution: changes.institution === undefined ? usable.institution : changes.institution,
      },
      now,
    );

  it('works when active, unexpired, with its subject and institution there', () => {
    expect(invitationUnusableBecause(usable, now)).toBeNull();
    expect(judge({ invitation: { subjectId: null }, subject: null })).toBeNull();
  });
  it('is not found when unknown, or when its institution or subject is gone', () => {
    expect(invitationUnusableBecause(null, now)).toBe('not-found');
    expect(judge({ institution: null })).toBe('not-found');
    expect(judge({ subject: null })).toBe('not-found');
    expect(judge({ subject: { deletedOn: '2026-11-01T00:00:00Z' } })).toBe('not-found');
  });
  it('is inactive when turned off or its subject is archived, and expired once expiresOn has come', () => {
    expect(judge({ invitation: { isActive: false } })).toBe('is-inactive');
    expect(judge({ subject: { isArchived: true } })).toBe('is-inactive');
    expect(judge({ invitation: { expiresOn: now } })).toBe('is-expired');
  });
  it('is not yours when bound to another address; only the taker is asked', () => {
    const bound = { ...usable, invitation: { ...usable.invitation, emailAddress: 'kim@school.test' } };
    expect(invitationUnusableBecause(bound, now)).toBeNull();
    expect(invitationUnusableBecause(bound, now, 'Kim@School.test')).toBeNull();
    expect(invitationUnusableBecause(bound, now, 'sam@school.test')).toBe('not-yours');
    expect(isInvitationFor({ emailAddress: null }, 'sam@school.test')).toBe(true);
  });
});

describe('redirect target after an invitation (spec 2.9)', () => {
  it('goes to the subject when the invitation has one', () => {
    expect(
      invitationRedirectTarget(
        { subjectId: 4, role: { studentMobId: 4 } },
        { endpoint: 'app', subjectUrl: '/app/x-1/sci-4' },
      ),
    ).toBe('/app/x-1/sci-4');
  });
  it('goes to the institution of a creator invitation', () => {
    expect(
      invitationRedirectTarget({ subjectId: null, role: { creatorInstitutionId: 9 } }, { endpoint: 'app' }),
    ).toBe('/app/inst-9');
  });
  it('goes home otherwise', () => {
    expect(
      invitationRedirectTarget({ subjectId: null, role: { sudoadminInstitutionId: 9 } }, { endpoint: 'app' }),
    ).toBe('/');
  });
});

describe('join error keys (spec 5, 8)', () => {
  it('reads not found as an invalid code', () => {
    expect(joinErrorKey({ status: 404 })).toBe('invitation-code-invalid');
  });
  it('reads is-inactive and is-expired on code as an expired code', () => {
    expect(joinErrorKey({ status: 400, problems: [{ field: 'code', message: 'is-inactive' }] })).toBe(
      'invitation-code-expired',
    );
    expect(joinErrorKey({ status: 400, problems: [{ field: 'code', message: 'is-expired' }] })).toBe(
      'invitation-code-expired',
    );
  });
  it('reads anything else as error-fetch-subject', () => {
    expect(joinErrorKey({ status: 500 })).toBe('error-fetch-subject');
  });
});

describe('Victorian education department schools', () => {
  it('reads a vic- code or Melbourne time with the Australian locale as one', () => {
    expect(isVicEdInstitution({ code: 'vic-7001', timezone: 'Australia/Sydney', locale: 'EN_US' })).toBe(
      true,
    );
    expect(isVicEdInstitution({ code: 'VIC-7001', timezone: 'UTC', locale: 'EN_AU' })).toBe(true);
    expect(isVicEdInstitution({ code: 'hillside', timezone: 'Australia/Melbourne', locale: 'EN_AU' })).toBe(
      true,
    );
  });
  it('reads anything else, and no institution, as not one', () => {
    expect(isVicEdInstitution({ code: 'hillside', timezone: 'Australia/Melbourne', locale: 'EN_US' })).toBe(
      false,
    );
    expect(isVicEdInstitution({ code: 'victoria-park', timezone: 'Australia/Sydney', locale: 'EN_AU' })).toBe(
      false,
    );
    expect(isVicEdInstitution(null)).toBe(false);
  });
});

describe('pasted e-mail lists', () => {
  it('splits on commas, semicolons, spaces and new lines, keeping every entry', () => {
    expect(splitEmailList('a@x.test, b@x.test;c@x.test\n\n d@x.test\tnot-one ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
      'not-one',
    ]);
    expect(splitEmailList(' ,; \n')).toEqual([]);
  });
  it('reports each entry that is not an address by its index', () => {
    expect(emailListProblems(['a@x.test', 'nope', 'b@x', ' c@x.test '])).toEqual([
      { field: 'emailAddresses.1', message: 'is-not-an-email' },
      { field: 'emailAddresses.2', message: 'is-not-an-email' },
    ]);
    expect(isEmailAddress('Kim.Lee+7@school.example')).toBe(true);
    expect(isEmailAddress('a@b@c.test')).toBe(false);
  });
  it('masks an address for anyone it does not belong to', () => {
    expect(maskEmailAddress('sam.student@school.test')).toBe('s***@school.test');
    expect(maskEmailAddress('broken')).toBe('***');
  });
});
