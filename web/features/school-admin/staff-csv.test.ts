import { describe, expect, it } from 'vitest';
import type { StaffEntry } from './staff-rules.ts';
import { staffCsv } from './staff-csv.ts';

const words = {
  headings: ['Name', 'Email', 'Roles', 'Status', 'Teaches', 'Last active'] as const,
  role: (tag: string) => ({ teacher: 'Teacher', admin: 'Admin' })[tag] ?? tag,
  status: (status: string) => (status === 'pending' ? 'Invitation pending' : 'Accepted'),
};

const tom: StaffEntry = {
  key: 'tom',
  fullName: 'Tom, Teacher',
  email: 'tom@school.test',
  member: {
    principal: 'tom',
    fullName: 'Tom, Teacher',
    email: 'tom@school.test',
    roles: ['SUBJECT_INSTRUCTOR'],
    pendingRoles: [],
    isPending: false,
    isSubscriptionOwner: false,
    lastActiveOn: '2026-11-19T14:30:00.000Z',
    subjects: [
      { id: 1, name: 'Physics 9', coTeachers: 0 },
      { id: 2, name: '=Chem', coTeachers: 0 },
    ],
  },
  invitations: [],
  status: 'accepted',
  tags: ['teacher', 'admin'],
};
const invited: StaffEntry = {
  key: 'invited:new@school.test',
  fullName: null,
  email: 'new@school.test',
  member: null,
  invitations: [],
  status: 'pending',
  tags: ['teacher'],
};

describe('staffCsv', () => {
  it("writes one row a person, dates on the school's calendar, names made safe for spreadsheets", () => {
    expect(staffCsv([tom, invited], words, 'Australia/Sydney')).toBe(
      'Name,Email,Roles,Status,Teaches,Last active\r\n' +
        '"Tom, Teacher",tom@school.test,Teacher; Admin,Accepted,Physics 9; =Chem,2026-11-20\r\n' +
        ',new@school.test,Teacher,Invitation pending,,\r\n',
    );
    expect(staffCsv([tom], words, 'America/Los_Angeles')).toContain(',2026-11-19\r\n');
  });
});
