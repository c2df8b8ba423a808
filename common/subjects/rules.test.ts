import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../test/contrast.ts';
import {
  applySavedOrder,
  archivedSubjects,
  defaultSchoolYearEnd,
  duplicateSubjectName,
  isRestorable,
  localDate,
  mostRecentSchoolYearEnd,
  restorableSince,
  schoolYearEnd,
  showAutoArchivedNotice,
  toPlainText,
  showSubjectCode,
  subjectColor,
  subjectPath,
  userMode,
} from './rules.ts';
import { SUBJECT_COLORS } from './constants.ts';

describe('subject code display (spec 5)', () => {
  it.each([
    ['', false],
    ['global', false],
    ['subject', false],
    ['subject_copy', false],
    ['subject-7B_copy', false],
    ['Global', false],
    ['  subject  ', false],
    ['SCI-7B', true],
    ['subjects', true],
    ['7B_copy', true],
    ['subject 7', true],
  ])('shows %j: %s', (code, shown) => {
    expect(showSubjectCode(code)).toBe(shown);
  });
});

describe('subject path', () => {
  it('uses the code when it is shown, else "subject"', () => {
    const school = { endpoint: 'app', code: 'riverbank-high', id: 3 };
    expect(subjectPath(school, { id: 9, code: 'Year 7 Sci' })).toBe('/app/riverbank-high-3/year-7-sci-9');
    expect(subjectPath(school, { id: 9, code: 'global' })).toBe('/app/riverbank-high-3/subject-9');
  });
});

describe('user mode (reading B)', () => {
  it('is teacher with create_subject', () => {
    expect(userMode(['create_subject'], [])).toBe('teacher');
  });
  it('is teacher with update on any subject', () => {
    expect(userMode([], [{ permissions: { update: false } }, { permissions: { update: true } }])).toBe(
      'teacher',
    );
  });
  it('is student otherwise', () => {
    expect(userMode(['read_admins'], [{ permissions: { update: false } }])).toBe('student');
    expect(userMode(undefined, [])).toBe('student');
  });
});

describe('archive set (spec 2.8)', () => {
  const subject = (
    id: number,
    institutionId: number,
    isArchived: boolean,
    deletedOn: string | null = null,
  ) => ({
    id,
    institutionId,
    isArchived,
    deletedOn,
  });
  it('holds ARCHIVED_STUDENT subjects and archived subjects, once each, never deleted ones', () => {
    const roles = [
      { role: 'ARCHIVED_STUDENT', subject: subject(1, 1, false) },
      { role: 'INSTRUCTOR', subject: subject(2, 1, true) },
      { role: 'STUDENT', subject: subject(3, 1, false) },
      { role: 'INSTRUCTOR', subject: subject(4, 1, true, '2026-01-01T00:00:00Z') },
      { role: 'STUDENT', subject: subject(2, 1, true) },
    ];
    expect(archivedSubjects(roles).map((s) => s.id)).toEqual([1, 2]);
  });
  it('can be filtered to one institution', () => {
    const roles = [
      { role: 'INSTRUCTOR', subject: subject(1, 1, true) },
      { role: 'INSTRUCTOR', subject: subject(2, 2, true) },
    ];
    expect(archivedSubjects(roles, 2).map((s) => s.id)).toEqual([2]);
  });
});

describe('auto-archived notice (spec 4)', () => {
  it('shows when the flag is set and the person has not opted out', () => {
    expect(showAutoArchivedNotice({ instructorSubjectWasAutoArchivedOn: '2026-12-21T00:00:00Z' })).toBe(true);
    expect(
      showAutoArchivedNotice({
        instructorSubjectWasAutoArchivedOn: '2026-12-21T00:00:00Z',
        optedOutOfAutoArchivedBanner: true,
      }),
    ).toBe(false);
    expect(showAutoArchivedNotice({ instructorSubjectWasAutoArchivedOn: null })).toBe(false);
  });
});

describe('saved subject order', () => {
  it('re-applies the saved order and puts subjects it does not know after, in arrival order', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(applySavedOrder(list, [3, 1, 99]).map((s) => s.id)).toEqual([3, 1, 2, 4]);
  });
});

describe('default school year end', () => {
  it('follows the locale', () => {
    expect(defaultSchoolYearEnd('EN_AU')).toBe('12-20');
    expect(defaultSchoolYearEnd('EN_US')).toBe('06-30');
    expect(defaultSchoolYearEnd('EN_GB')).toBe('07-31');
  });
});

describe('plain-text names', () => {
  it.each([
    ['Year 7 Science', 'Year 7 Science'],
    ['<b>Chem</b>  lab', 'Chem lab'],
    ['Chem <img src=x onerror=alert(1)>', 'Chem'],
    ['a < b and c > d', 'a < b and c > d'],
    ['R&amp;D', 'R&amp;D'],
    ['<p> </p>', ''],
  ])('%j reads as %j', (name, plain) => {
    expect(toPlainText(name)).toBe(plain);
  });
});

describe('duplicate name', () => {
  it("adds ' (copy)' within the 200-character limit", () => {
    expect(duplicateSubjectName('Year 9')).toBe('Year 9 (copy)');
    const long = duplicateSubjectName('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});

describe('restore window', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  it('is 30 days from the delete', () => {
    expect(isRestorable(new Date('2026-05-31T12:00:01Z'), now)).toBe(true);
    expect(isRestorable(new Date('2026-05-31T12:00:00Z'), now)).toBe(false);
    expect(isRestorable(null, now)).toBe(false);
    expect(restorableSince(now).toISOString()).toBe('2026-05-31T12:00:00.000Z');
  });
});

describe('school year end', () => {
  it("takes the institution's own 'MM-DD' when valid, else the locale's default", () => {
    expect(schoolYearEnd({ locale: 'EN_AU', schoolYearEndsOn: '11-30' })).toBe('11-30');
    expect(schoolYearEnd({ locale: 'EN_US', schoolYearEndsOn: null })).toBe('06-30');
    expect(schoolYearEnd({ locale: 'EN_AU', schoolYearEndsOn: '13-01' })).toBe('12-20');
  });

  it('is the most recent end on or before today in the institution time zone', () => {
    // 2026-12-19T14:00Z is already 20 December in Sydney (UTC+11) but still the 19th in UTC.
    const instant = new Date('2026-12-19T14:00:00Z');
    expect(mostRecentSchoolYearEnd(instant, 'Australia/Sydney', '12-20')).toBe('2026-12-20');
    expect(mostRecentSchoolYearEnd(instant, 'UTC', '12-20')).toBe('2025-12-20');
    expect(mostRecentSchoolYearEnd(new Date('2026-07-01T12:00:00Z'), 'America/New_York', '06-30')).toBe(
      '2026-06-30',
    );
  });

  it('moves a 29 February end to the 28th in other years', () => {
    expect(mostRecentSchoolYearEnd(new Date('2027-03-01T12:00:00Z'), 'UTC', '02-29')).toBe('2027-02-28');
    expect(mostRecentSchoolYearEnd(new Date('2028-03-01T12:00:00Z'), 'UTC', '02-29')).toBe('2028-02-29');
  });

  it('reads an unknown time zone as UTC', () => {
    expect(localDate(new Date('2026-12-19T14:00:00Z'), 'Not/AZone')).toBe('2026-12-19');
  });
});

describe('subject colour', () => {
  it('gives a subject the same colour every time, from the palette', () => {
    expect(subjectColor({ id: 42 })).toBe(subjectColor({ id: 42 }));
    for (const id of [1, 7, 12, 13, 999_999]) expect(SUBJECT_COLORS).toContain(subjectColor({ id }));
  });

  it('gives subjects created one after another different colours', () => {
    const colours = [1, 2, 3, 4, 5, 6].map((id) => subjectColor({ id }));
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('only uses colours white text can be read on (WCAG AA, 4.5:1)', () => {
    for (const colour of SUBJECT_COLORS) expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
