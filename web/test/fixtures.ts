import type { SessionInfo } from '../../common/auth/schema.ts';
import type { RoleInvitation } from '../../common/invitations/schema.ts';
import type { Institution } from '../../common/institutions/schema.ts';
import type { ClientPermission, InstitutionRoleName } from '../../common/roles/constants.ts';
import type { Subject, SubjectDetails } from '../../common/subjects/schema.ts';

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

/** A subject with its instructors and student count, as the subject page's call answers. */
export function aSubjectDetails(overrides: Partial<SubjectDetails> = {}): SubjectDetails {
  return {
    ...aSubject(overrides),
    instructors: [{ principal: 'tessa', fullName: 'Tessa Teacher' }],
    studentCount: 0,
    institutionName: 'Alpha High',
    institutionCode: 'alpha-high',
    ...overrides,
  };
}

/** An institution as the API sends it, without the viewer's role. */
export function anInstitution(overrides: Partial<Institution> = {}): Institution {
  const id = overrides.id ?? 1;
  return {
    id,
    name: 'Alpha High',
    code: 'alpha-high',
    locale: 'en-AU',
    timezone: 'Australia/Sydney',
    endpoint: 'app',
    districtUuid: null,
    headerUrl: null,
    bannerImageUploadId: null,
    bannerImageUpload: null,
    _frontendUrl: `/app/alpha-high-${id}`,
    expiresOn: null,
    isExpired: false,
    assimilatedIntoInstitutionId: null,
    videoProviderConfig: null,
    schoolYearEndsOn: null,
    createdOn: '2026-01-01T00:00:00.000Z',
    updatedOn: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An institution with the viewer's accepted role and client permissions there. */
export function anInstitutionSeenBy(
  viewer: { roles: InstitutionRoleName[]; permissions: ClientPermission[] },
  overrides: Partial<Institution> = {},
): Institution {
  const institution = anInstitution(overrides);
  return {
    ...institution,
    role: {
      institutionId: institution.id,
      principal: 'me',
      roles: viewer.roles,
      permissions: [],
      isPending: false,
      isAccepted: true,
      pendingMemberships: [],
      isSubscriptionOwner: false,
      createdOn: '2026-01-01T00:00:00.000Z',
      acceptedOn: '2026-01-01T00:00:00.000Z',
    },
    permissions: viewer.permissions,
    ...overrides,
  };
}

/** A signed-in teacher's session as /v3/auth/me sends it; the test names what matters to it. */
export function aSession(person: Partial<SessionInfo['person']> = {}): SessionInfo {
  return {
    person: {
      principal: 'p-1',
      email: 'teacher@demo.test',
      fullName: 'Tess Teacher',
      isInternalAdmin: false,
      isUserStaffAnywhere: true,
      preferredLanguage: null,
      needsAccountSetup: false,
      ...person,
    },
    csrfToken: 'csrf-1',
  };
}
