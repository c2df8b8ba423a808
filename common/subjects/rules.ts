import { institutionPath, type InstitutionAddress } from '../institutions/paths.ts';
import type { ClientPermission } from '../roles/constants.ts';
import { SUBJECT_COLORS, SUBJECT_NAME_MAX, SUBJECT_RESTORE_DAYS } from './constants.ts';

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
export function subjectPath(institution: InstitutionAddress, subject: { id: number; code: string }): string {
  return `${institutionPath(institution)}/${subjectSlug(subject.code)}-${subject.id}`;
}

/**
 * A subject's colour on its card. Subjects carry no colour of their own (spec 3), so one is derived
 * from the id: the same subject keeps its colour on every device and in every list, and subjects
 * created one after another get different ones.
 */
export function subjectColor(subject: { id: number }): string {
  const index = Math.abs(Math.trunc(subject.id)) % SUBJECT_COLORS.length;
  return SUBJECT_COLORS[index] ?? SUBJECT_COLORS[0];
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

/**
 * A subject name as plain text (namePlaintext): tags removed, whitespace collapsed. Names are
 * plain text in this product; markup someone typed is dropped here and never rendered anywhere.
 */
export function toPlainText(name: string): string {
  return (
    name
      // A tag opens with '<' and a letter, '/' or '!': 'a < b' is text, '<b>' is markup.
      .replace(/<[a-zA-Z/!][^<>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const COPY_SUFFIX = ' (copy)';

/** A copy's name: the original's plus ' (copy)', cut to fit `max` (subjects' and lessons' copies alike). */
export function copyName(name: string, max: number): string {
  return `${name.slice(0, max - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** The name a duplicate starts with: the original's plus ' (copy)', within the name limit. */
export const duplicateSubjectName = (name: string): string => copyName(name, SUBJECT_NAME_MAX);

/** The earliest deletion that can still be undone at `now` (SUBJECT_RESTORE_DAYS). */
export function restorableSince(now: Date): Date {
  return new Date(now.getTime() - SUBJECT_RESTORE_DAYS * 24 * 3600 * 1000);
}

/** Whether a subject deleted at `deletedOn` can still be restored at `now`. */
export function isRestorable(deletedOn: Date | string | null, now: Date): boolean {
  if (deletedOn === null) return false;
  return new Date(deletedOn).getTime() > restorableSince(now).getTime();
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** An institution's school-year end ('MM-DD'): its own setting when valid, else its locale's default. */
export function schoolYearEnd(institution: { locale: string; schoolYearEndsOn: string | null }): string {
  const own = institution.schoolYearEndsOn;
  return own && MONTH_DAY.test(own) ? own : defaultSchoolYearEnd(institution.locale);
}

/** The calendar date ('YYYY-MM-DD') at `now` in a time zone; UTC when the zone is unknown. */
export function localDate(now: Date, timeZone: string): string {
  return dateFormatIn(timeZone).format(now).slice(0, 10);
}

/** Building a formatter costs far more than using one, and the job asks for each zone again and again. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      format = dateFormatIn('UTC');
    }
    dateFormats.set(timeZone, format);
  }
  return format;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The most recent school-year end on or before today in the institution's time zone, as
 * 'YYYY-MM-DD'. A 29 February end falls on the 28th in other years.
 */
export function mostRecentSchoolYearEnd(now: Date, timeZone: string, endsOn: string): string {
  const today = localDate(now, timeZone);
  const year = Number(today.slice(0, 4));
  const endIn = (y: number) => (endsOn === '02-29' && !isLeapYear(y) ? `${y}-02-28` : `${y}-${endsOn}`);
  const thisYear = endIn(year);
  return thisYear <= today ? thisYear : endIn(year - 1);
}
