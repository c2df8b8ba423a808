/** Institution roles (spec 6). The hierarchy lives in rules.ts. */
export const INSTITUTION_ROLES = [
  'ADMIN',
  'SUBJECT_INSTRUCTOR',
  'SUBJECT_CREATOR',
  'STUDENT',
  'HEAD_OF_SCIENCE',
] as const;
export type InstitutionRoleName = (typeof INSTITUTION_ROLES)[number];

/** Permissions an institution role carries on the institution itself. */
export const INSTITUTION_PERMISSIONS = ['DELETE', 'UPDATE', 'READ', 'CREATE_SUBJECT'] as const;
export type InstitutionPermission = (typeof INSTITUTION_PERMISSIONS)[number];

/** Lower-case permissions the client reads to decide what to show. */
export const CLIENT_PERMISSIONS = ['read_admins', 'create_subject'] as const;
export type ClientPermission = (typeof CLIENT_PERMISSIONS)[number];

/** Role filters (spec 6). */
export const ROLE_FILTERS = {
  STUDENTS_ONLY: ['STUDENT'],
  STAFF: ['SUBJECT_INSTRUCTOR', 'SUBJECT_CREATOR', 'ADMIN'],
} as const satisfies Record<string, readonly InstitutionRoleName[]>;
export type RoleFilterName = keyof typeof ROLE_FILTERS;

/** The roles that can be granted or revoked per institution (spec 6, Institution grants). */
export const INSTITUTION_GRANTS = [
  'subjectCreator',
  'admins',
  'subscriptionOwners',
  'headOfScience',
] as const;
export type InstitutionGrant = (typeof INSTITUTION_GRANTS)[number];
