import { describe, expect, it } from 'vitest';
import type { StaffInvitation, StaffMember } from '../../../common/staff/schema.ts';
import { filterStaff, grantChanges, isLastAdmin, staffEntries } from './staff-rules.ts';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  principal: 'p',
  fullName: 'Person',
  email: 'person@example.test',
  roles: ['SUBJECT_INSTRUCTOR'],
  pendingRoles: [],
  isPending: false,
  isSubscriptionOwner: false,
  lastActiveOn: null,
  subjects: [],
  ...overrides,
});
const invitation = (overrides: Partial<StaffInvitation>): StaffInvitation => ({
  code: 'c',
  emailAddress: 'new@example.test',
  kind: 'creator',
  subject: null,
  createdOn: '2026-11-01T00:00:00.000Z',
  expiresOn: null,
  ...overrides,
});

const ada = member({ principal: 'ada', fullName: 'Ada Admin', email: 'ada@school.test', roles: ['ADMIN'] });
const tom = member({ principal: 'tom', fullName: 'Tom Teacher', email: 'Tom@School.test' });
const data = {
  staff: [tom, ada],
  invitations: [
    invitation({ code: 'a', emailAddress: 'tom@school.test', kind: 'sudoadmin' }),
    invitation({ code: 'b', emailAddress: 'zed@school.test', kind: 'instructor' }),
  ],
};

describe('staffEntries', () => {
  it('lists each member once with the invitations to their address, then addresses invited, by name', () => {
    const entries = staffEntries(data);
    expect(entries.map((e) => [e.fullName ?? e.email, e.status, e.tags])).toEqual([
      ['Ada Admin', 'accepted', ['admin']],
      ['Tom Teacher', 'accepted', ['teacher', 'admin']],
      ['zed@school.test', 'pending', ['teacher']],
    ]);
  });
});

describe('filterStaff', () => {
  const entries = staffEntries(data);
  const names = (filter: Parameters<typeof filterStaff>[1]) =>
    filterStaff(entries, filter).map((e) => e.fullName ?? e.email);

  it('filters by role and status, and searches names and addresses without regard to case', () => {
    expect(names({ role: 'teacher', status: 'all', search: '' })).toEqual(['Tom Teacher', 'zed@school.test']);
    expect(names({ role: 'all', status: 'pending', search: '' })).toEqual(['zed@school.test']);
    expect(names({ role: 'all', status: 'all', search: '  ADA ' })).toEqual(['Ada Admin']);
    expect(names({ role: 'all', status: 'all', search: 'school.TEST' })).toHaveLength(3);
    expect(names({ role: 'headOfScience', status: 'all', search: '' })).toEqual([]);
  });
});

describe('isLastAdmin', () => {
  it('is true only for the one accepted admin or head of science', () => {
    expect(isLastAdmin(ada, [ada, tom])).toBe(true);
    const hos = member({ principal: 'h', roles: ['HEAD_OF_SCIENCE'] });
    expect(isLastAdmin(ada, [ada, hos])).toBe(false);
    expect(isLastAdmin(tom, [ada, tom])).toBe(false);
  });
});

describe('grantChanges', () => {
  it('grants before it revokes, and leaves alone what does not change', () => {
    expect(
      grantChanges(ada, {
        subjectCreator: true,
        admins: false,
        subscriptionOwners: false,
        headOfScience: false,
      }),
    ).toEqual([
      { grant: 'subjectCreator', action: 'grant' },
      { grant: 'admins', action: 'revoke' },
    ]);
  });
});
