import { SUBJECT_RESTORE_DAYS } from '../../../common/subjects/constants.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The subjects of one institution deleted within the restore window, newest deletion first, once
 * each (a person may hold two roles in one subject): what the archive page offers to restore.
 */
export function recentlyDeletedSubjects<
  S extends { id: number; institutionId: number; deletedOn: string | null },
>(roles: readonly { subject: S }[], institutionId: number, now: Date): S[] {
  const since = now.getTime() - SUBJECT_RESTORE_DAYS * DAY_MS;
  const seen = new Map<number, S>();
  for (const { subject } of roles) {
    if (subject.institutionId !== institutionId || subject.deletedOn === null) continue;
    if (new Date(subject.deletedOn).getTime() > since) seen.set(subject.id, subject);
  }
  return [...seen.values()].sort((a, b) => Date.parse(b.deletedOn!) - Date.parse(a.deletedOn!));
}

/** Whole days left to restore a subject deleted at `deletedOn` (at least 1 while it can be). */
export function daysLeftToRestore(deletedOn: string, now: Date): number {
  const endsAt = Date.parse(deletedOn) + SUBJECT_RESTORE_DAYS * DAY_MS;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / DAY_MS));
}
