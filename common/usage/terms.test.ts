import { describe, expect, it } from 'vitest';
import {
  addMonths,
  currentTerm,
  rangeUpTo,
  schoolYearContaining,
  usagePeriods,
  weekStartOf,
  weekStartsBetween,
} from './terms.ts';
import { zUsageQuery } from './schema.ts';

describe('usage periods', () => {
  it('takes an Australian school year as the calendar year ending 20 December, in four terms', () => {
    const periods = usagePeriods('2026-11-26', { endsOn: '12-20', locale: 'EN_AU' });
    expect(periods.slice(0, 5).map((p) => [p.key, p.from, p.to])).toEqual([
      ['year-2025-2026', '2025-12-21', '2026-12-20'],
      ['term-2025-2026-1', '2025-12-21', '2026-03-20'],
      ['term-2025-2026-2', '2026-03-21', '2026-06-20'],
      ['term-2025-2026-3', '2026-06-21', '2026-09-20'],
      ['term-2025-2026-4', '2026-09-21', '2026-12-20'],
    ]);
    expect(periods[0]?.yearLabel).toBe('2026');
    expect(periods.slice(5).map((p) => p.key)).toEqual([
      'year-2024-2025',
      'term-2024-2025-1',
      'term-2024-2025-2',
      'term-2024-2025-3',
      'term-2024-2025-4',
    ]);
  });

  it('splits a US school year into two semesters and leaves out terms not yet begun', () => {
    const periods = usagePeriods('2026-09-01', { endsOn: '06-30', locale: 'EN_US' });
    expect(periods.map((p) => [p.key, p.from, p.to])).toEqual([
      ['year-2026-2027', '2026-07-01', '2027-06-30'],
      ['term-2026-2027-1', '2026-07-01', '2026-12-31'],
      ['year-2025-2026', '2025-07-01', '2026-06-30'],
      ['term-2025-2026-1', '2025-07-01', '2025-12-31'],
      ['term-2025-2026-2', '2026-01-01', '2026-06-30'],
    ]);
    expect(periods.map((p) => p.yearLabel)).toEqual(['2026–27', '2026–27', '2025–26', '2025–26', '2025–26']);
  });

  it('puts the last day of a school year in that year and the next day in the next', () => {
    expect(schoolYearContaining('2026-12-20', '12-20')).toEqual({ from: '2025-12-21', to: '2026-12-20' });
    expect(schoolYearContaining('2026-12-21', '12-20')).toEqual({ from: '2026-12-21', to: '2027-12-20' });
  });

  it('ends a 29 February school year on the 28th in other years', () => {
    expect(schoolYearContaining('2027-01-10', '02-29')).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(schoolYearContaining('2028-01-10', '02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('clamps a month step to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-21', -3)).toBe('2025-12-21');
  });

  it('chooses the running term first and reads it up to today', () => {
    const periods = usagePeriods('2026-11-26', { endsOn: '12-20', locale: 'EN_AU' });
    const term = currentTerm(periods, '2026-11-26');
    expect(term?.key).toBe('term-2025-2026-4');
    expect(rangeUpTo(term!, '2026-11-26')).toEqual({ from: '2026-09-21', to: '2026-11-26' });
    expect(rangeUpTo(periods[1]!, '2026-11-26')).toEqual({ from: '2025-12-21', to: '2026-03-20' });
  });
});

describe('usage weeks', () => {
  it('starts a week on Monday', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });

  it('lists every week with a day in the range, across a year end', () => {
    expect(weekStartsBetween('2026-12-30', '2027-01-12')).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
  });
});

describe('usage query', () => {
  const problems = (query: unknown) =>
    zUsageQuery.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a range of real dates, the end not before the start, under 400 days', () => {
    expect(problems({ from: '2026-09-21', to: '2026-11-26' })).toEqual([]);
    expect(problems({ from: '2026-02-30', to: '2026-11-26' })).toEqual([['from', 'is-not-a-date']]);
    expect(problems({ from: '2026-11-26', to: '2026-09-21' })).toEqual([['to', 'is-invalid']]);
    expect(problems({ from: '2025-01-01', to: '2026-11-26' })).toEqual([['to', 'above-max-length']]);
  });
});
