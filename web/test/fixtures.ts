import type { RoleInvitation } from '../../common/invitations/schema.ts';
import type { Subject } from '../../common/subjects/schema.ts';

/** A subject as the API sends it; the test names what matters to it. */
export function aSubject(overrides: Partial<Subject> = {}): Subject {
  const id = overrides.id ?? 11;
  const name = overrides.name ?? `Subject ${id}`;
  return {
    id,
    institutionId: 1,
    name,
    namePlaintext: name,
    code: '',
    endpoint: 'app',
    isArchived: false,
    state: 'ready',
    subjectUrl: `/app/alpha-high-1/subject-${id}`,
    showSubjectCode: false,
    createdOn: '2026-02-01T00:00:00.000Z',
    deletedOn: null,
    permissions: { update: true },
    ...overrides,
  };
}

/** A valid class code's invitation as the look-up sends it, with its subject and school. */
export function aRoleInvitation(overrides: Partial<RoleInvitation> = {}): RoleInvitation {
  return {
    code: 'year7sc2jump',
    subjectId: 4,
    institutionId: 1,
    emailAddress: null,
    isMultiUse: true,
    isActive: true,
    expiresOn: null,
    redirectUrl: '/app/riverbank-high-1/sci-7-4',
    role: { studentMobId: 4 },
    isExpired: false,
    isValid: true,
    createdOn: '2026-01-01T00:00:00.000Z',
    subject: { id: 4, institutionId: 1, name: 'Year 7 Science', namePlaintext: 'Year 7 Science' },
    institution: { id: 1, name: 'Riverbank High School', code: 'riverbank-high', endpoint: 'app' },
    ...overrides,
  };
}
