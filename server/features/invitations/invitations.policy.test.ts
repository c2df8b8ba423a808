import { describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import {
  INVITATION_ACTIONS,
  INVITATION_POLICY,
  INVITATION_STANDINGS,
  canInviteStaff,
  canManageInstitutionInvitation,
  canReadInstitutionInvitations,
  invitationReach,
  invitationStanding,
  mayAcceptBoundInvitation,
  type InvitationAction,
  type InvitationReach,
  type InvitationStanding,
} from './invitations.policy.ts';

const person = { isInternalAdmin: false };
const internalAdmin = { isInternalAdmin: true };
const role = (roles: InstitutionRoleName[], isPending = false): RoleLike => ({ roles, isPending });

/** Every kind of person, as the institution's role row (or none) makes them, and their standing. */
const PEOPLE: [string, { isInternalAdmin: boolean }, RoleLike | null, InvitationStanding][] = [
  ['an internal admin with no role there', internalAdmin, null, 'internalAdmin'],
  ['a head of science', person, role(['HEAD_OF_SCIENCE']), 'admin'],
  ['an admin', person, role(['ADMIN']), 'admin'],
  ['a subject creator', person, role(['SUBJECT_CREATOR']), 'teacher'],
  ['a subject instructor', person, role(['SUBJECT_INSTRUCTOR']), 'teacher'],
  ['a student who also teaches', person, role(['STUDENT', 'SUBJECT_INSTRUCTOR']), 'teacher'],
  ['a student', person, role(['STUDENT']), 'student'],
  ['someone invited to be an admin, not yet accepted', person, role(['ADMIN'], true), 'none'],
  ['someone with no role there', person, null, 'none'],
];

/** What each standing may do: the spec's rules, written out once more to check the table by. */
const EXPECTED: Record<InvitationStanding, Record<InvitationAction, InvitationReach>> = {
  internalAdmin: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: 'all',
    inviteAdmins: 'all',
    readInstitutionInvitations: 'all',
    emailInvitations: 'all',
  },
  admin: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: 'all',
    inviteAdmins: 'all',
    readInstitutionInvitations: 'all',
    emailInvitations: 'all',
  },
  teacher: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: false,
    inviteAdmins: false,
    readInstitutionInvitations: false,
    emailInvitations: 'taughtSubjects',
  },
  student: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: false,
    inviteAdmins: false,
    readInstitutionInvitations: false,
    emailInvitations: false,
  },
  none: {
    lookUpCode: 'all',
    acceptCode: 'all',
    inviteCreators: false,
    inviteAdmins: false,
    readInstitutionInvitations: false,
    emailInvitations: false,
  },
};

describe('the invitations policy table', () => {
  it('has a row for every standing and a column for every action', () => {
    expect(Object.keys(INVITATION_POLICY).sort()).toEqual([...INVITATION_STANDINGS].sort());
    for (const standing of INVITATION_STANDINGS)
      expect(Object.keys(INVITATION_POLICY[standing]).sort()).toEqual([...INVITATION_ACTIONS].sort());
  });

  it.each(PEOPLE)('stands %s as %s', (_name, actor, institutionRole, standing) => {
    expect(invitationStanding(actor, institutionRole)).toBe(standing);
  });

  const cells = PEOPLE.flatMap(([name, actor, institutionRole, standing]) =>
    INVITATION_ACTIONS.map(
      (action) => [name, action, actor, institutionRole, EXPECTED[standing][action]] as const,
    ),
  );
  it.each(cells)('lets %s reach %s: %s', (_name, action, actor, institutionRole, expected) => {
    expect(invitationReach(actor, action, institutionRole)).toBe(expected);
  });
});

describe('the named predicates read the table', () => {
  it.each(PEOPLE)('for %s', (_name, actor, institutionRole, standing) => {
    const row = EXPECTED[standing];
    expect(canInviteStaff(actor, institutionRole, 'creator')).toBe(row.inviteCreators !== false);
    expect(canInviteStaff(actor, institutionRole, 'sudoadmin')).toBe(row.inviteAdmins !== false);
    expect(canReadInstitutionInvitations(actor, institutionRole)).toBe(
      row.readInstitutionInvitations !== false,
    );
    expect(canManageInstitutionInvitation(actor, institutionRole, 'creator')).toBe(
      row.inviteCreators !== false,
    );
    expect(canManageInstitutionInvitation(actor, institutionRole, 'sudoadmin')).toBe(
      row.inviteAdmins !== false,
    );
    expect(canManageInstitutionInvitation(actor, institutionRole, 'student')).toBe(
      row.readInstitutionInvitations !== false,
    );
  });
});

describe('invitations bound to an address', () => {
  it('may be accepted only by the person with that address, in any case', () => {
    expect(mayAcceptBoundInvitation({ email: 'Kim@School.test' }, { emailAddress: 'kim@school.test' })).toBe(
      true,
    );
    expect(mayAcceptBoundInvitation({ email: 'sam@school.test' }, { emailAddress: 'kim@school.test' })).toBe(
      false,
    );
    expect(mayAcceptBoundInvitation({ email: 'sam@school.test' }, { emailAddress: null })).toBe(true);
  });
});
