/**
 * Separators of the member role text (findMemberRolesWithBases): between the fields of one role
 * row, and between rows. No field holds them: JSON text escapes control characters, role names
 * are checked, and the rest are numbers and ISO timestamps.
 */
export const MEMBER_ROLE_FIELD = '\x1f';
export const MEMBER_ROLE_RECORD = '\x1e';
