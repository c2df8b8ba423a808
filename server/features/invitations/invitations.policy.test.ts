import { describe, expect, it } from 'vitest';
import {
  canInviteStaff,
  canManageSubjectInvitations,
  canReadInstitutionInvitations,
  canSeeSubject,
  canUseEmailInvitationsAt,
  mayAcceptBoundInvitation,
} from './invitations.policy.ts';

const person = { isInternalAdmin: false };
const internalAdmin = { isInternalAdmin: true };
const role = (
  roles: ('ADMIN' | 'SUBJECT_INSTRUCTOR' | 'SUBJECT_CREATOR' | 'STUDENT' | 'HEAD_OF_SCIENCE')[],
  isPending = false,
) => ({
  roles,
  isPending,
});

describe('who manages a subject’s invitations', () => {
  it('is its instructors, the school’s admins and heads of science, and internal admins', () => {
    expect(canManageSubjectInvitations(person, 'INSTRUCTOR', role(['SUBJECT_INSTRUCTOR']))).toBe(true);
    expect(canManageSubjectInvitations(person, null, role(['ADMIN']))).toBe(true);
    expect(canManageSubjectInvitations(person, null, role(['HEAD_OF_SCIENCE']))).toBe(true);
    expect(canManageSubjectInvitations(internalAdmin, null, null)).toBe(true);
  });
  it('is not its students, nor other teachers, nor a pending admin', () => {
    expect(canManageSubjectInvitations(person, 'STUDENT', role(['STUDENT']))).toBe(false);
    expect(canManageSubjectInvitations(person, null, role(['SUBJECT_CREATOR']))).toBe(false);
    expect(canManageSubjectInvitations(person, null, role(['ADMIN'], true))).toBe(false);
  });
  it('tells members (403) from outsiders (404)', () => {
    expect(canSeeSubject(person, 'STUDENT', role(['STUDENT']))).toBe(true);
    expect(canSeeSubject(person, null, role(['SUBJECT_CREATOR']))).toBe(false);
  });
});

describe('staff invitations follow the grants', () => {
  it('lets admins invite creators and admins, and only them', () => {
    expect(canInviteStaff(person, role(['ADMIN']), 'creator')).toBe(true);
    expect(canInviteStaff(person, role(['ADMIN']), 'sudoadmin')).toBe(true);
    expect(canInviteStaff(person, role(['SUBJECT_CREATOR']), 'creator')).toBe(false);
    expect(canInviteStaff(internalAdmin, null, 'sudoadmin')).toBe(true);
  });
  it('shows all of a school’s invitations to its admins, and e-mail look-ups to its teachers', () => {
    expect(canReadInstitutionInvitations(person, role(['ADMIN']))).toBe(true);
    expect(canReadInstitutionInvitations(person, role(['SUBJECT_CREATOR']))).toBe(false);
    expect(canUseEmailInvitationsAt(person, role(['SUBJECT_INSTRUCTOR']))).toBe(true);
    expect(canUseEmailInvitationsAt(person, role(['STUDENT']))).toBe(false);
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
