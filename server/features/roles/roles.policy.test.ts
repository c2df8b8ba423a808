import { describe, expect, it } from 'vitest';
import { clientPermissions, type RoleLike } from '../../../common/roles/rules.ts';
import {
  canPurge,
  canReadRole,
  INSTITUTION_STANDINGS,
  institutionListScope,
  ROLE_ACTIONS,
  canActOnRolesAt,
  standingAt,
  type InstitutionStanding,
  type RoleAction,
} from './roles.policy.ts';

const member = { isInternalAdmin: false };
const accepted = (...roles: RoleLike['roles']): RoleLike => ({ roles, isPending: false });

/** Someone of each standing: who they are and their role row at the institution. */
const WHO: Record<InstitutionStanding, { actor: { isInternalAdmin: boolean }; role: RoleLike | null }> = {
  internalAdmin: { actor: { isInternalAdmin: true }, role: null },
  headOfScience: { actor: member, role: accepted('HEAD_OF_SCIENCE') },
  admin: { actor: member, role: accepted('ADMIN') },
  subjectCreator: { actor: member, role: accepted('SUBJECT_CREATOR') },
  teacher: { actor: member, role: accepted('SUBJECT_INSTRUCTOR') },
  student: { actor: member, role: accepted('STUDENT') },
  member: { actor: member, role: accepted() },
  invited: { actor: member, role: { roles: [], isPending: true, pendingMemberships: [{ role: 'ADMIN' }] } },
  none: { actor: member, role: null },
};

/** The rules of spec 6, written out: what each standing may do (everything else is refused). */
const ALLOWED: Record<InstitutionStanding, RoleAction[]> = {
  internalAdmin: [
    'seeInstitution',
    'readRoles',
    'readHeadsOfScience',
    'readAsMember',
    'readAdminPages',
    'manageStudents',
    'grantSubjectCreator',
    'grantAdmins',
    'grantSubscriptionOwners',
    'grantHeadOfScience',
  ],
  headOfScience: [
    'seeInstitution',
    'readRoles',
    'readHeadsOfScience',
    'readAsMember',
    'readAdminPages',
    'manageStudents',
    'grantSubjectCreator',
    'grantAdmins',
    'grantSubscriptionOwners',
    'grantHeadOfScience',
  ],
  admin: [
    'seeInstitution',
    'readRoles',
    'readHeadsOfScience',
    'readAsMember',
    'readAdminPages',
    'manageStudents',
    'grantSubjectCreator',
    'grantAdmins',
    'grantSubscriptionOwners',
  ],
  subjectCreator: ['seeInstitution', 'readRoles', 'readHeadsOfScience', 'readAsMember'],
  teacher: ['seeInstitution', 'readRoles', 'readHeadsOfScience', 'readAsMember'],
  student: ['seeInstitution', 'readHeadsOfScience', 'readAsMember'],
  member: ['seeInstitution', 'readHeadsOfScience', 'readAsMember'],
  invited: ['seeInstitution'],
  none: [],
};

describe('roles policy', () => {
  const cases = INSTITUTION_STANDINGS.flatMap((standing) =>
    ROLE_ACTIONS.map((action) => [standing, action, ALLOWED[standing].includes(action)] as const),
  );

  it.each(cases)('%s may %s: %s', (standing, action, allowed) => {
    const { actor, role } = WHO[standing];
    expect(canActOnRolesAt(actor, role, action)).toBe(allowed);
  });

  it.each(INSTITUTION_STANDINGS)('reads the standing %s from the actor and their role', (standing) => {
    const { actor, role } = WHO[standing];
    expect(standingAt(actor, role)).toBe(standing);
  });

  it.each(INSTITUTION_STANDINGS)(
    'tells the client read_admins at the standing %s exactly where it may read the admin pages',
    (standing) => {
      const { actor, role } = WHO[standing];
      expect(clientPermissions(role, actor).includes('read_admins')).toBe(
        canActOnRolesAt(actor, role, 'readAdminPages'),
      );
    },
  );

  it('ranks a role row by the highest role it counts as, and an internal admin above any role', () => {
    expect(standingAt(member, accepted('STUDENT', 'SUBJECT_INSTRUCTOR'))).toBe('teacher');
    expect(standingAt(member, accepted('SUBJECT_INSTRUCTOR', 'ADMIN'))).toBe('admin');
    expect(standingAt({ isInternalAdmin: true }, accepted('STUDENT'))).toBe('internalAdmin');
    expect(standingAt(member, { roles: ['ADMIN'], isPending: true })).toBe('invited');
  });

  it('lets anyone read their own role, and others only where they may read roles', () => {
    const student = { isInternalAdmin: false, principal: 'p-student' };
    expect(canReadRole(student, accepted('STUDENT'), 'p-student')).toBe(true);
    expect(canReadRole(student, accepted('STUDENT'), 'p-other')).toBe(false);
    expect(canReadRole(student, accepted('SUBJECT_INSTRUCTOR'), 'p-other')).toBe(true);
  });

  it('takes the head-of-science grant to purge a head of science', () => {
    expect(canPurge(member, accepted('ADMIN'), accepted('SUBJECT_INSTRUCTOR'))).toBe(true);
    expect(canPurge(member, accepted('ADMIN'), accepted('HEAD_OF_SCIENCE'))).toBe(false);
    expect(canPurge(member, accepted('HEAD_OF_SCIENCE'), accepted('HEAD_OF_SCIENCE'))).toBe(true);
  });

  it('lists every institution for internal admins and the ones with a role row for everyone else', () => {
    expect(institutionListScope({ isInternalAdmin: true })).toBe('every');
    expect(institutionListScope(member)).toBe('withRole');
  });
});
