import { describe, expect, it } from 'vitest';
import { problemsOf } from '../api/zod-problems.ts';
import { openingPeriod, usagePeriodsFromTerms } from '../usage/terms.ts';
import { countryOf, defaultTerms, defaultTimeZone } from './settings-defaults.ts';
import { zSchoolTerms } from './settings.ts';

const calendar = (locale: string) => ({ endsOn: locale === 'EN_US' ? '06-30' : '12-20', locale });

describe('school settings defaults', () => {
  it('takes the country from the video provider, else the locale', () => {
    expect(countryOf({ locale: 'EN_AU' })).toBe('AU');
    expect(countryOf({ locale: 'EN_US', videoProviderConfig: { country: 'nz' } })).toBe('NZ');
  });

  it('keeps a school’s own zone in its country, else the country’s usual one', () => {
    expect(defaultTimeZone('AU', 'Australia/Perth')).toBe('Australia/Perth');
    expect(defaultTimeZone('AU', 'UTC')).toBe('Australia/Sydney');
    expect(defaultTimeZone('US', 'Europe/London')).toBe('America/New_York');
  });

  it('gives an Australian school four terms of the year, by its state', () => {
    const terms = defaultTerms('AU', 'Australia/Perth', calendar('EN_AU'), '2027-05-01');
    expect(terms.map((t) => t.name)).toEqual(['Term 1', 'Term 2', 'Term 3', 'Term 4']);
    expect(terms[0]).toEqual({ name: 'Term 1', startsOn: '2027-02-02', endsOn: '2027-04-02' });
    expect(problemsOf(zSchoolTerms, terms)).toEqual([]);
  });

  it('gives a US school the fall and spring semesters of the school year it is in', () => {
    expect(defaultTerms('US', 'America/Chicago', calendar('EN_US'), '2027-03-01')).toEqual([
      { name: 'Fall semester', startsOn: '2026-08-17', endsOn: '2026-12-18' },
      { name: 'Spring semester', startsOn: '2027-01-05', endsOn: '2027-06-11' },
    ]);
    expect(defaultTerms('US', 'America/Chicago', calendar('EN_US'), '2027-07-15')[0]?.startsOn).toBe(
      '2027-08-17',
    );
  });
});

describe('school terms', () => {
  it('names the field of a term that ends before it starts, and of the later of two that overlap', () => {
    const problems = problemsOf(zSchoolTerms, [
      { name: 'A', startsOn: '2026-02-01', endsOn: '2026-04-01' },
      { name: 'B', startsOn: '2026-05-01', endsOn: '2026-04-20' },
      { name: 'C', startsOn: '2026-03-15', endsOn: '2026-06-01' },
    ]);
    expect(problems).toEqual([
      { field: '1.endsOn', message: 'is-before-start' },
      { field: '2.startsOn', message: 'overlaps-another' },
    ]);
  });

  it('offers the school year and each started term as usage periods, opening on the running one', () => {
    const periods = usagePeriodsFromTerms(
      [
        { name: 'Spring', startsOn: '2027-01-05', endsOn: '2027-06-11' },
        { name: 'Fall', startsOn: '2026-08-17', endsOn: '2026-12-18' },
      ],
      '2026-12-24',
    );
    expect(periods.map((p) => [p.key, p.from, p.to, p.yearLabel])).toEqual([
      ['year-2026-08-17', '2026-08-17', '2027-06-11', '2026–27'],
      ['term-2026-08-17', '2026-08-17', '2026-12-18', '2026–27'],
    ]);
    // Between terms, the one just finished.
    expect(openingPeriod(periods, '2026-12-24')?.name).toBe('Fall');
  });
});
