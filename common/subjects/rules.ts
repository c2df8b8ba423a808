import type { ClientPermission } from '../roles/constants.ts';

/**
 * Subject code display (spec 5): shown unless empty, 'global' or 'subject', or it starts with
 * 'subject' and ends with '_copy' (what older copies were given). Compared without case and
 * surrounding spaces, as a person reading the list would: 'Global' is as meaningless as 'global'.
 */
export function showSubjectCode(code: string | null | undefined): boolean {
  const c = (code ?? '').trim().toLowerCase();
  if (c === '' || c === 'global' || c === 'subject') return false;
  return !(c.startsWith('subject') && c.endsWith('_copy'));
}

/** A URL-safe form of the subject code (or 'subject'), for the canonical subject URL. */
export function subjectSlug(code: string | null | undefined): string {
  const slug = showSubjectCode(code)
    ? (code ?? '')
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
    : '';
  return slug || 'subject';
}

/** The canonical subject URL: /{endpoint}/{institutionCode}-{institutionId}/{subjectCode}-{subjectId}. */
export function subjectPath(
  institution: { endpoint: string; code: string; id: number },
  subject: { id: number; code: string },
): string {
  return `/${institution.endpoint}/${institution.code}-${institution.id}/${subjectSlug(subject.code)}-${subject.id}`;
}

export type UserMode = 'teacher' | 'student';

/** User mode (spec 4, reading B of 2.3): teacher with create_subject or update on any subject. */
export function userMode(
  institutionPermissions: readonly ClientPermission[] | undefined,
  subjects: readonly { permissions?: { update: boolean } | undefined }[],
): UserMode {
  if (institutionPermissions?.includes('create_subject')) return 'teacher';
  return subjects.some((s) => s.permissions?.update) ? 'teacher' : 'student';
}

/**
 * The archive set (spec 2.8): subjects where the viewer's role is ARCHIVED_STUDENT, plus subjects
 * that are archived; deleted ones never; optionally only one institution's. Each subject once.
 */
export function archivedSubjects<
  S extends { id: number; institutionId: number; isArchived: boolean; deletedOn: string | null },
>(roles: readonly { role: string; subject: S }[], institutionId?: number): S[] {
  const seen = new Map<number, S>();
  for (const { role, subject } of roles) {
    if (subject.deletedOn) continue;
    if (institutionId !== undefined && subject.institutionId !== institutionId) continue;
    if (role === 'ARCHIVED_STUDENT' || subject.isArchived) seen.set(subject.id, subject);
  }
  return [...seen.values()];
}

/** Auto-archived notice (spec 4): shown when the flag is set and the person has not opted out. */
export function showAutoArchivedNotice(person: {
  instructorSubjectWasAutoArchivedOn?: string | null;
  optedOutOfAutoArchivedBanner?: boolean;
}): boolean {
  return Boolean(person.instructorSubjectWasAutoArchivedOn) && !person.optedOutOfAutoArchivedBanner;
}

/**
 * Applies a saved order (subject ids) to a list: known ids in the saved order first, then subjects
 * the saved order doesn't know yet (new ones) in the order they came.
 */
export function applySavedOrder<S extends { id: number }>(
  subjects: readonly S[],
  savedOrder: readonly number[],
): S[] {
  const rank = new Map(savedOrder.map((id, index) => [id, index]));
  const known = subjects.filter((s) => rank.has(s.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...known, ...subjects.filter((s) => !rank.has(s.id))];
}

/**
 * The default end of the school year ('MM-DD') for an institution's locale: southern-hemisphere
 * calendar years for AU and NZ, northern academic years for the US and UK.
 */
export function defaultSchoolYearEnd(locale: string): string {
  if (locale === 'EN_US') return '06-30';
  if (locale === 'EN_GB') return '07-31';
  return '12-20';
}
