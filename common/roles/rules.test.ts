import { describe, expect, it } from 'vitest';
import type { ClientPermission, InstitutionPermission, InstitutionRoleName } from './constants.ts';
import { INSTITUTION_PERMISSIONS, INSTITUTION_ROLES } from './constants.ts';
import {
  clientPermissions,
  effectiveRoles,
  hasAnyRole,
  institutionPermissions,
  isAdmin,
  isHeadOfScience,
  isOnlyStudent,
  isStaffAnywhere,
  isStudent,
  isSubjectCreator,
  isTeacher,
  matchesRoleFilter,
  rolesCountingAs,
  rolesIncludingPending,
  type RoleLike,
} from './rules.ts';

const accepted = (...roles: InstitutionRoleName[]): RoleLike => ({ roles, isPending: false });
const PERSON = { isInternalAdmin: false };
const INTERNAL_ADMIN = { isInternalAdmin: true };
const sorted = <T extends string>(values: readonly T[]): T[] => [...values].sort();

/** Every kind of role the product meets, with what each rule must say about it (spec 3 and 6). */
interface Case {
  name: string;
  role: RoleLike | null;
  flags: [
    onlyStudent: boolean,
    student: boolean,
    headOfScience: boolean,
    admin: boolean,
    subjectCreator: boolean,
    teacher: boolean,
  ];
  filters: { STUDENTS_ONLY: boolean; STAFF: boolean };
  permissions: InstitutionPermission[];
  client: ClientPermission[];
}

const CASES: Case[] = [
  {
    name: 'ADMIN',
    role: accepted('ADMIN'),
    flags: [false, false, false, true, true, true],
    filters: { STUDENTS_ONLY: false, STAFF: true },
    permissions: ['READ', 'UPDATE', 'CREATE_SUBJECT'],
    client: ['read_admins', 'create_subject'],
  },
  {
    name: 'SUBJECT_INSTRUCTOR',
    role: accepted('SUBJECT_INSTRUCTOR'),
    flags: [false, false, false, false, false, true],
    filters: { STUDENTS_ONLY: false, STAFF: true },
    permissions: ['READ'],
    client: [],
  },
  {
    name: 'SUBJECT_CREATOR',
    role: accepted('SUBJECT_CREATOR'),
    flags: [false, false, false, false, true, true],
    filters: { STUDENTS_ONLY: false, STAFF: true },
    permissions: ['READ', 'CREATE_SUBJECT'],
    client: ['create_subject'],
  },
  {
    name: 'STUDENT',
    role: accepted('STUDENT'),
    flags: [true, true, false, false, false, false],
    filters: { STUDENTS_ONLY: true, STAFF: false },
    permissions: ['READ'],
    client: [],
  },
  {
    name: 'HEAD_OF_SCIENCE',
    role: accepted('HEAD_OF_SCIENCE'),
    flags: [false, false, true, true, true, true],
    filters: { STUDENTS_ONLY: false, STAFF: true },
    permissions: ['READ', 'UPDATE', 'CREATE_SUBJECT'],
    client: ['read_admins', 'create_subject'],
  },
  {
    name: 'STUDENT + SUBJECT_INSTRUCTOR',
    role: accepted('STUDENT', 'SUBJECT_INSTRUCTOR'),
    flags: [false, true, false, false, false, true],
    filters: { STUDENTS_ONLY: false, STAFF: true },
    permissions: ['READ'],
    client: [],
  },
  {
    name: 'STUDENT + HEAD_OF_SCIENCE',
    role: accepted('STUDENT', 'HEAD_OF_SCIENCE'),
    flags: [false, true, true, true, true, true],
    filters: { STUDENTS_ONLY: false, STAFF: true },
    permissions: ['READ', 'UPDATE', 'CREATE_SUBJECT'],
    client: ['read_admins', 'create_subject'],
  },
  {
    name: 'pending ADMIN (invited, not accepted)',
    role: { roles: ['ADMIN'], isPending: true },
    flags: [false, false, false, false, false, false],
    filters: { STUDENTS_ONLY: false, STAFF: false },
    permissions: [],
    client: [],
  },
  {
    name: 'pending STUDENT',
    role: { roles: ['STUDENT'], isPending: true },
    flags: [false, false, false, false, false, false],
    filters: { STUDENTS_ONLY: false, STAFF: false },
    permissions: [],
    client: [],
  },
  {
    name: 'pending membership only',
    role: { roles: [], isPending: true, pendingMemberships: [{ role: 'SUBJECT_CREATOR' }] },
    flags: [false, false, false, false, false, false],
    filters: { STUDENTS_ONLY: false, STAFF: false },
    permissions: [],
    client: [],
  },
  {
    name: 'accepted with no roles',
    role: accepted(),
    flags: [false, false, false, false, false, false],
    filters: { STUDENTS_ONLY: false, STAFF: false },
    permissions: [],
    client: [],
  },
  {
    name: 'no role at all',
    role: null,
    flags: [false, false, false, false, false, false],
    filters: { STUDENTS_ONLY: false, STAFF: false },
    permissions: [],
    client: [],
  },
];

describe.each(CASES)('role rules for $name', ({ role, flags, permissions, client }) => {
  it('derives the flags of spec 3 through the hierarchy of spec 6', () => {
    expect([
      isOnlyStudent(role),
      isStudent(role),
      isHeadOfScience(role),
      isAdmin(role),
      isSubjectCreator(role),
      isTeacher(role),
    ]).toEqual(flags);
  });

  it('grants the institution permissions of the role', () => {
    expect(sorted(institutionPermissions(role, PERSON))).toEqual(sorted(permissions));
  });

  it('grants an internal admin every institution permission whatever the role', () => {
    expect(sorted(institutionPermissions(role, INTERNAL_ADMIN))).toEqual(sorted(INSTITUTION_PERMISSIONS));
  });

  it('sends the client read_admins and create_subject as the role allows', () => {
    expect(sorted(clientPermissions(role, PERSON))).toEqual(sorted(client));
  });

  it('sends an internal admin both client permissions', () => {
    expect(sorted(clientPermissions(role, INTERNAL_ADMIN))).toEqual(['create_subject', 'read_admins']);
  });
});

describe.each(CASES.filter((c) => c.role !== null))('role filters for $name', ({ role, filters }) => {
  it('matches the students-only and staff filters', () => {
    expect(matchesRoleFilter(role!, 'STUDENTS_ONLY')).toBe(filters.STUDENTS_ONLY);
    expect(matchesRoleFilter(role!, 'STAFF')).toBe(filters.STAFF);
  });
});

describe('the hierarchy', () => {
  it('counts head of science as admin, admin as subject creator and subject creator as teacher', () => {
    expect(sorted([...effectiveRoles(['HEAD_OF_SCIENCE'])])).toEqual(
      sorted(['HEAD_OF_SCIENCE', 'ADMIN', 'SUBJECT_CREATOR', 'SUBJECT_INSTRUCTOR']),
    );
    expect(sorted([...effectiveRoles(['ADMIN'])])).toEqual(
      sorted(['ADMIN', 'SUBJECT_CREATOR', 'SUBJECT_INSTRUCTOR']),
    );
    expect(sorted([...effectiveRoles(['SUBJECT_CREATOR'])])).toEqual([
      'SUBJECT_CREATOR',
      'SUBJECT_INSTRUCTOR',
    ]);
    expect([...effectiveRoles(['STUDENT'])]).toEqual(['STUDENT']);
  });

  it('lists the roles that count as a wanted one, for SQL filters', () => {
    expect(sorted(rolesCountingAs(['ADMIN']))).toEqual(['ADMIN', 'HEAD_OF_SCIENCE']);
    expect(sorted(rolesCountingAs(['SUBJECT_INSTRUCTOR']))).toEqual(
      sorted(['SUBJECT_INSTRUCTOR', 'SUBJECT_CREATOR', 'ADMIN', 'HEAD_OF_SCIENCE']),
    );
    expect(rolesCountingAs(['HEAD_OF_SCIENCE'])).toEqual(['HEAD_OF_SCIENCE']);
    expect(rolesCountingAs(['STUDENT'])).toEqual(['STUDENT']);
    expect(rolesCountingAs([])).toEqual([]);
  });

  it.each(INSTITUTION_ROLES)('agrees with effectiveRoles for %s', (role) => {
    for (const wanted of INSTITUTION_ROLES)
      expect(rolesCountingAs([wanted]).includes(role)).toBe(effectiveRoles([role]).has(wanted));
  });
});

describe('rolesIncludingPending', () => {
  it('adds the roles of pending memberships, without repeats', () => {
    const role: RoleLike = {
      roles: ['STUDENT'],
      isPending: false,
      pendingMemberships: [{ role: 'SUBJECT_INSTRUCTOR' }, { role: 'STUDENT' }],
    };
    expect(rolesIncludingPending(role)).toEqual(['STUDENT', 'SUBJECT_INSTRUCTOR']);
  });

  it('is the pending memberships alone for an invitation', () => {
    expect(
      rolesIncludingPending({ roles: [], isPending: true, pendingMemberships: [{ role: 'ADMIN' }] }),
    ).toEqual(['ADMIN']);
  });

  it('is the roles alone when nothing is pending', () => {
    expect(rolesIncludingPending(accepted('ADMIN', 'STUDENT'))).toEqual(['ADMIN', 'STUDENT']);
    expect(rolesIncludingPending(accepted())).toEqual([]);
  });
});

describe('hasAnyRole (filterByRoles)', () => {
  const invitedAdmin: RoleLike = { roles: [], isPending: true, pendingMemberships: [{ role: 'ADMIN' }] };

  it('counts the hierarchy: asking for teachers finds creators, admins and heads of science', () => {
    for (const role of ['SUBJECT_INSTRUCTOR', 'SUBJECT_CREATOR', 'ADMIN', 'HEAD_OF_SCIENCE'] as const)
      expect(hasAnyRole(accepted(role), ['SUBJECT_INSTRUCTOR'], { includePending: false })).toBe(true);
    expect(hasAnyRole(accepted('STUDENT'), ['SUBJECT_INSTRUCTOR'], { includePending: false })).toBe(false);
    expect(hasAnyRole(accepted('SUBJECT_CREATOR'), ['ADMIN'], { includePending: false })).toBe(false);
  });

  it('matches any of several wanted roles', () => {
    expect(hasAnyRole(accepted('STUDENT'), ['ADMIN', 'STUDENT'], { includePending: false })).toBe(true);
  });

  it('counts pending roles and memberships only when pending ones are included', () => {
    expect(hasAnyRole(invitedAdmin, ['SUBJECT_INSTRUCTOR'], { includePending: false })).toBe(false);
    expect(hasAnyRole(invitedAdmin, ['SUBJECT_INSTRUCTOR'], { includePending: true })).toBe(true);
    expect(hasAnyRole({ roles: ['STUDENT'], isPending: true }, ['STUDENT'], { includePending: true })).toBe(
      true,
    );
  });
});

describe('isStaffAnywhere', () => {
  it('is true when any accepted role is a teacher or above', () => {
    expect(isStaffAnywhere([accepted('STUDENT'), accepted('SUBJECT_CREATOR')])).toBe(true);
    expect(isStaffAnywhere([accepted('HEAD_OF_SCIENCE')])).toBe(true);
  });

  it('ignores student roles and roles not yet accepted', () => {
    expect(isStaffAnywhere([accepted('STUDENT'), { roles: ['ADMIN'], isPending: true }])).toBe(false);
    expect(isStaffAnywhere([])).toBe(false);
  });
});
