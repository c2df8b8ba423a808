import { csvText } from '../../ui/csv.ts';
import type { StaffEntry, StaffRoleTag, StaffStatus } from './staff-rules.ts';

export interface StaffCsvWords {
  headings: readonly [
    name: string,
    email: string,
    roles: string,
    status: string,
    teaches: string,
    lastActive: string,
  ];
  role: (tag: StaffRoleTag) => string;
  status: (status: StaffStatus) => string;
}

/** 'YYYY-MM-DD' on the school's calendar: a spreadsheet sorts it, and it is the school's day. */
export function schoolDay(at: string, timeZone: string): string {
  const parts = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(at));
  try {
    return parts(timeZone);
  } catch {
    return parts(undefined);
  }
}

/**
 * The Staff page's people as CSV, one row each (those only invited by e-mail too): name, e-mail,
 * roles, status, the subjects they teach and the day they were last active, in the page's words.
 */
export function staffCsv(entries: readonly StaffEntry[], words: StaffCsvWords, timeZone: string): string {
  return csvText([
    words.headings,
    ...entries.map((entry) => [
      entry.fullName ?? '',
      entry.email,
      entry.tags.map(words.role).join('; '),
      words.status(entry.status),
      (entry.member?.subjects ?? []).map((s) => s.name).join('; '),
      entry.member?.lastActiveOn ? schoolDay(entry.member.lastActiveOn, timeZone) : '',
    ]),
  ]);
}
