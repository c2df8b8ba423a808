import { USAGE_MAX_RANGE_DAYS } from './constants.ts';

/**
 * The periods a school's usage is read over: its school years and their terms, from the school's
 * school-year end (common/subjects/rules.ts) and locale. Dates are the school's calendar dates,
 * 'YYYY-MM-DD', computed as UTC dates so no time zone moves them. Schools do not store their own
 * term dates yet, so a year is split into equal runs of months: four terms where the year is a
 * calendar year (AU, NZ), three in the UK, two semesters in the US.
 */

export interface UsagePeriod {
  /** 'year-2026' or 'term-2026-2': stable, for the URL and the select. */
  key: string;
  kind: 'year' | 'term';
  /** The term's number in its year (1 first); 0 for a whole year. */
  term: number;
  /** Calendar years the school year starts and ends in (equal for a calendar school year). */
  startYear: number;
  endYear: number;
  /** How people name the school year: '2026' for one that is (nearly) a calendar year, else '2025–26'. */
  yearLabel: string;
  /** The school's own name for a term it saved ('Term 1', 'Fall semester'); absent for computed ones. */
  name?: string;
  from: string;
  to: string;
}

const DAY_MS = 24 * 3600 * 1000;

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (0 when equal; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** `day` moved by whole months, a day past the month's end clamped to its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(year, month, Math.min(d, last))));
}

/** The Monday on or before `day`: the start of its week. */
export function weekStartOf(day: string): string {
  const weekday = toDate(day).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The starts of every week that has a day in [from, to], in order. */
export function weekStartsBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** How many terms a school year has, by locale. */
export function termsPerYear(locale: string): number {
  if (locale === 'EN_US') return 2;
  if (locale === 'EN_GB') return 3;
  return 4;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The school-year end ('MM-DD') in a calendar year; a 29 February end is the 28th in other years. */
const endIn = (year: number, endsOn: string) =>
  endsOn === '02-29' && !isLeapYear(year) ? `${year}-02-28` : `${year}-${endsOn}`;

/** The school year (first and last day) that `day` falls in, for a year ending on `endsOn` ('MM-DD'). */
export function schoolYearContaining(day: string, endsOn: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const to = endIn(year, endsOn) >= day ? endIn(year, endsOn) : endIn(year + 1, endsOn);
  const previousEnd = endIn(Number(to.slice(0, 4)) - 1, endsOn);
  return { from: addDays(previousEnd, 1), to };
}

/** A school year and its terms, the year first. */
export function periodsOfSchoolYear(year: { from: string; to: string }, terms: number): UsagePeriod[] {
  const startYear = Number(year.from.slice(0, 4));
  const endYear = Number(year.to.slice(0, 4));
  // A year starting in late December (AU's 21 December) is named by the calendar year it covers.
  const isCalendarYear = startYear === endYear || year.from.slice(5, 7) === '12';
  const yearLabel = isCalendarYear ? String(endYear) : `${startYear}–${String(endYear).slice(2)}`;
  const base = { startYear, endYear, yearLabel };
  const label = `${startYear}${endYear === startYear ? '' : `-${endYear}`}`;
  const periods: UsagePeriod[] = [{ key: `year-${label}`, kind: 'year', term: 0, ...base, ...year }];
  const months = 12 / terms;
  for (let term = 1; term <= terms; term += 1) {
    const from = addMonths(year.from, (term - 1) * months);
    const to = term === terms ? year.to : addDays(addMonths(year.from, term * months), -1);
    periods.push({ key: `term-${label}-${term}`, kind: 'term', term, ...base, from, to });
  }
  return periods;
}

/**
 * The periods a school can read on `today`: this school year and the one before, each year
 * followed by its terms, newest year first; terms that have not started are left out.
 */
export function usagePeriods(today: string, calendar: { endsOn: string; locale: string }): UsagePeriod[] {
  const current = schoolYearContaining(today, calendar.endsOn);
  const previous = schoolYearContaining(addDays(current.from, -1), calendar.endsOn);
  const terms = termsPerYear(calendar.locale);
  return [...periodsOfSchoolYear(current, terms), ...periodsOfSchoolYear(previous, terms)].filter(
    (period) => period.from <= today,
  );
}

/** The term `today` falls in: the page's first choice. */
export function currentTerm(periods: readonly UsagePeriod[], today: string): UsagePeriod | undefined {
  return periods.find((p) => p.kind === 'term' && p.from <= today && today <= p.to);
}

/** A period's range as read: its end moved back to `today` while it is still running. */
export function rangeUpTo(period: Pick<UsagePeriod, 'from' | 'to'>, today: string) {
  return { from: period.from, to: period.to < today ? period.to : today };
}

/** A term as a school saves it (common/school-admin/settings.ts). */
export interface NamedTerm {
  name: string;
  startsOn: string;
  endsOn: string;
}

/** '2026' for a span within one calendar year (or starting in its late December), else '2025–26'. */
function yearLabelOf(from: string, to: string): string {
  const [startYear, endYear] = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  const isCalendarYear = startYear === endYear || from.slice(5, 7) === '12';
  return isCalendarYear ? String(endYear) : `${startYear}–${String(endYear).slice(2)}`;
}

/**
 * The periods a school with its own terms can read on `today`: the span of all its terms as its
 * school year (when a report can read it at once), then each term that has started, in date order.
 */
export function usagePeriodsFromTerms(terms: readonly NamedTerm[], today: string): UsagePeriod[] {
  const ordered = [...terms].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const first = ordered[0];
  const last = ordered.reduce((latest, term) => (term.endsOn > latest ? term.endsOn : latest), '');
  if (!first) return [];
  const base = (from: string, to: string) => ({
    startYear: Number(from.slice(0, 4)),
    endYear: Number(to.slice(0, 4)),
    yearLabel: yearLabelOf(first.startsOn, last),
  });
  const periods: UsagePeriod[] = [];
  if (daysBetween(first.startsOn, last) < USAGE_MAX_RANGE_DAYS)
    periods.push({
      key: `year-${first.startsOn}`,
      kind: 'year',
      term: 0,
      ...base(first.startsOn, last),
      from: first.startsOn,
      to: last,
    });
  ordered.forEach((term, index) =>
    periods.push({
      key: `term-${term.startsOn}`,
      kind: 'term',
      term: index + 1,
      name: term.name,
      ...base(term.startsOn, term.endsOn),
      from: term.startsOn,
      to: term.endsOn,
    }),
  );
  return periods.filter((period) => period.from <= today);
}

/**
 * The period the page opens on: the term `today` falls in, else the last that has ended (between
 * terms, the one just finished), else the first listed.
 */
export function openingPeriod(periods: readonly UsagePeriod[], today: string): UsagePeriod | undefined {
  const terms = periods.filter((p) => p.kind === 'term');
  return currentTerm(periods, today) ?? terms.filter((p) => p.to < today).at(-1) ?? periods[0];
}
