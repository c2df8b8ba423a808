import { describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import {
  INSTITUTION_STANDINGS,
  canActOnRolesAt,
  standingAt,
  type InstitutionStanding,
} from '../roles/index.ts';
import {
  INVITATION_ACTIONS,
  INVITATION_POLICY,
  canInviteStaff,
  canManageInstitutionInvitation,
  canReadInstitutionInvitations,
  invitationReach,
  mayAcceptBoundInvitation,
  type InvitationAction,
  type InvitationReach,
} from './invitations.policy.ts';

const person = { isInternalAdmin: false };
const internalAdmin = { isInternalAdmin: true };
const role = (roles: InstitutionRoleName[], isPending = false): RoleLike => ({ roles, isPending });

/** A person of every standing at an institution, as their role row there (or none) makes them. */
const PEOPLE: [InstitutionStanding, { isInternalAdmin: boolean }, RoleLike | null][] = [
  ['internalAdmin', internalAdmin, null],
  ['headOfScience', person, role(['HEAD_OF_SCIENCE'])],
  ['admin', person, role(['ADMIN'])],
  ['subjectCreator', person, role(['SUBJECT_CREATOR'])],
  ['teacher', person, role(['SUBJECT_INSTRUCTOR'])],
  ['student', person, role(['STUDENT'])],
  ['member', person, role([])],
  ['invited', person, role(['ADMIN'], true)],
  ['none', person, null],
];

const CODES_ONLY = {
  lookUpCode: 'all',
  acceptCode: 'all',
  inviteCreators: false,
  inviteAdmins: false,
  readInstitutionInvitations: false,
  emailInvitations: false,
} as const;
const EVERYTHING = {
  lookUpCode: 'all',
  acceptCode: 'all',
  inviteCreators: 'all',
  inviteAdmins: 'all',
  readInstitutionInvitations: 'all',
  emailInvitations: 'all',
} as const;

/** What each standing may do, written out in full to check the table by. */
const EXPECTED: Record<InstitutionStanding, Record<InvitationAction, InvitationReach>> = {
  internalAdmin: EVERYTHING,
  headOfScience: EVERYTHING,
  admin: EVERYTHING,
  subjectCreator: { ...CODES_ONLY, emailInvitations: 'taughtSubjects' },
  teacher: { ...CODES_ONLY, emailInvitations: 'taughtSubjects' },
  student: CODES_ONLY,
  member: CODES_ONLY,
  invited: CODES_ONLY,
  none: CODES_ONLY,
};

describe('the invitations policy table', () => {
  it('has a row for every standing at an institution and a column for every action', () => {
    expect(Object.keys(INVITATION_POLICY).sort()).toEqual([...INSTITUTION_STANDINGS].sort());
    for (const standing of INSTITUTION_STANDINGS)
      expect(Object.keys(INVITATION_POLICY[standing]).sort()).toEqual([...INVITATION_ACTIONS].sort());
    expect(PEOPLE.map(([standing]) => standing).sort()).toEqual([...INSTITUTION_STANDINGS].sort());
  });

  const cells = PEOPLE.flatMap(([standing, actor, institutionRole]) =>
    INVITATION_ACTIONS.map(
      (action) => [standing, action, actor, institutionRole, EXPECTED[standing][action]] as const,
    ),
  );
  it.each(cells)('lets %s reach %s: %s', (standing, action, actor, institutionRole, expected) => {
    expect(standingAt(actor, institutionRole)).toBe(standing);
    expect(invitationReach(actor, action, institutionRole)).toBe(expected);
  });

  it.each(PEOPLE)(
    'lets %s invite to staff roles exactly when they may grant them',
    (_, actor, institutionRole) => {
      expect(canInviteStaff(actor, institutionRole, 'creator')).toBe(
        canActOnRolesAt(actor, institutionRole, 'grantSubjectCreator'),
      );
      expect(canInviteStaff(actor, institutionRole, 'sudoadmin')).toBe(
        canActOnRolesAt(actor, institutionRole, 'grantAdmins'),
      );
    },
  );
});

describe('the named predicates read the table', () => {
  it.each(PEOPLE)('for %s', (standing, actor, institutionRole) => {
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
