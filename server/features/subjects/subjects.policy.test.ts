import { describe, expect, it } from 'vitest';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import {
  SUBJECT_ACTIONS,
  canActOnSubject,
  canActOnSubjectsAt,
  canCreateSubjectAt,
  canListSubjectsAt,
  decideSubjectAction,
  subjectGrants,
  type SubjectAction,
  type SubjectDecision,
} from './subjects.policy.ts';

const role = (roles: InstitutionRoleName[], isPending = false): RoleLike => ({ roles, isPending });

interface Viewer {
  isInternalAdmin: boolean;
  subjectRole: SubjectRoleName | null;
  institutionRole: RoleLike | null;
}
const person = (subjectRole: SubjectRoleName | null, institutionRole: RoleLike | null): Viewer => ({
  isInternalAdmin: false,
  subjectRole,
  institutionRole,
});

/**
 * Every kind of person a subject can meet, and what the spec lets each do with it: read
 * (members, the institution's admins, internal admins), update and manage its invitations (its
 * instructors, the institution's admins, internal admins). Anyone who may not read it is told it
 * does not exist; anyone who may read it but not act is refused.
 */
const TABLE: [string, Viewer, Record<SubjectAction, SubjectDecision>][] = [
  [
    'an internal admin with no role anywhere',
    { isInternalAdmin: true, subjectRole: null, institutionRole: null },
    { read: 'allowed', update: 'allowed', manageInvitations: 'allowed' },
  ],
  [
    'an admin of its institution',
    person(null, role(['ADMIN'])),
    { read: 'allowed', update: 'allowed', manageInvitations: 'allowed' },
  ],
  [
    'a head of science at its institution',
    person(null, role(['HEAD_OF_SCIENCE'])),
    { read: 'allowed', update: 'allowed', manageInvitations: 'allowed' },
  ],
  [
    'its instructor',
    person('INSTRUCTOR', role(['SUBJECT_CREATOR'])),
    { read: 'allowed', update: 'allowed', manageInvitations: 'allowed' },
  ],
  [
    'its instructor whose school role was taken away',
    person('INSTRUCTOR', null),
    { read: 'allowed', update: 'allowed', manageInvitations: 'allowed' },
  ],
  [
    'its student',
    person('STUDENT', role(['STUDENT'])),
    { read: 'allowed', update: 'forbidden', manageInvitations: 'forbidden' },
  ],
  [
    'its archived student',
    person('ARCHIVED_STUDENT', role(['STUDENT'])),
    { read: 'allowed', update: 'forbidden', manageInvitations: 'forbidden' },
  ],
  [
    'its student who is also an admin there',
    person('STUDENT', role(['ADMIN'])),
    { read: 'allowed', update: 'allowed', manageInvitations: 'allowed' },
  ],
  [
    'a subject creator at its institution who is not in it',
    person(null, role(['SUBJECT_CREATOR'])),
    { read: 'not-found', update: 'not-found', manageInvitations: 'not-found' },
  ],
  [
    'a teacher at its institution who is not in it',
    person(null, role(['SUBJECT_INSTRUCTOR'])),
    { read: 'not-found', update: 'not-found', manageInvitations: 'not-found' },
  ],
  [
    'a student at its institution who is not in it',
    person(null, role(['STUDENT'])),
    { read: 'not-found', update: 'not-found', manageInvitations: 'not-found' },
  ],
  [
    'someone invited to be an admin there, not yet accepted',
    person(null, role([], true)),
    { read: 'not-found', update: 'not-found', manageInvitations: 'not-found' },
  ],
  [
    'an admin whose role there is pending again',
    person(null, role(['ADMIN'], true)),
    { read: 'not-found', update: 'not-found', manageInvitations: 'not-found' },
  ],
  [
    'someone with no role at all',
    person(null, null),
    { read: 'not-found', update: 'not-found', manageInvitations: 'not-found' },
  ],
];

describe('the subject policy table', () => {
  it('covers every action in every row', () => {
    for (const [, , expected] of TABLE)
      expect(Object.keys(expected).sort()).toEqual([...SUBJECT_ACTIONS].sort());
  });

  describe.each(TABLE)('%s', (_name, viewer, expected) => {
    const actor = { isInternalAdmin: viewer.isInternalAdmin };
    const found = { viewerRole: viewer.subjectRole, viewerInstitutionRole: viewer.institutionRole };

    it.each(SUBJECT_ACTIONS)('%s', (action) => {
      expect(decideSubjectAction(actor, action, found)).toBe(expected[action]);
      expect(canActOnSubject(actor, action, viewer.subjectRole, viewer.institutionRole)).toBe(
        expected[action] === 'allowed',
      );
      // The list's shortcut decides the institution's part once and must agree.
      expect(canActOnSubjectsAt(actor, action, viewer.institutionRole)(viewer.subjectRole)).toBe(
        expected[action] === 'allowed',
      );
    });

    it.each(SUBJECT_ACTIONS)('%s, as the SQL scope reads the table', (action) => {
      const grants = subjectGrants(action);
      const grantedInSql =
        (viewer.isInternalAdmin && grants.internalAdmins) ||
        (viewer.subjectRole !== null && grants.subjectRoles.includes(viewer.subjectRole)) ||
        (viewer.institutionRole !== null &&
          !viewer.institutionRole.isPending &&
          viewer.institutionRole.roles.some((r) => grants.institutionRoles.includes(r)));
      expect(grantedInSql).toBe(expected[action] === 'allowed');
    });
  });

  it('answers a missing subject as not found, whatever the action', () => {
    for (const action of SUBJECT_ACTIONS)
      expect(decideSubjectAction({ isInternalAdmin: true }, action, null)).toBe('not-found');
  });
});

describe('subjects at an institution', () => {
  const staff = { isInternalAdmin: true };
  const someone = { isInternalAdmin: false };

  it.each([
    ['an internal admin', staff, null, true],
    ['a pending member', someone, role([], true), true],
    ['a student', someone, role(['STUDENT']), true],
    ['someone with no role there', someone, null, false],
  ] as const)('decides whether %s may list them', (_name, actor, institutionRole, expected) => {
    expect(canListSubjectsAt(actor, institutionRole)).toBe(expected);
  });

  it.each([
    ['an internal admin', staff, null, true],
    ['a subject creator', someone, role(['SUBJECT_CREATOR']), true],
    ['an admin', someone, role(['ADMIN']), true],
    ['a teacher', someone, role(['SUBJECT_INSTRUCTOR']), false],
    ['a student', someone, role(['STUDENT']), false],
    ['a pending subject creator', someone, role(['SUBJECT_CREATOR'], true), false],
    ['someone with no role there', someone, null, false],
  ] as const)('decides whether %s may create one', (_name, actor, institutionRole, expected) => {
    expect(canCreateSubjectAt(actor, institutionRole)).toBe(expected);
  });
});
