import type { CurriculumCode } from '../outcomes/constants.ts';
import { periodsOfSchoolYear, schoolYearContaining, termsPerYear } from '../usage/terms.ts';
import type { SchoolTerm } from './settings.ts';

/**
 * What a school's settings are before its admins save their own, by its country: four terms and
 * its state's time zone in Australia, two semesters and a US zone in the US, the old equal split
 * of the school year elsewhere. Term names are data the admin may rename, so they are stored (and
 * defaulted) in the school's own words, not translated.
 */

/** The country a school is in: its video provider's country where known, else its locale's region. */
export function countryOf(institution: {
  locale: string;
  videoProviderConfig?: { country: string } | null;
}): string {
  const configured = institution.videoProviderConfig?.country.trim().toUpperCase();
  if (configured && /^[A-Z]{2}$/.test(configured)) return configured;
  const region = /^[A-Za-z]{2}_([A-Za-z]{2})$/.exec(institution.locale)?.[1];
  return region ? region.toUpperCase() : 'AU';
}

const COUNTRY_ZONES: Record<string, { prefixes: readonly string[]; fallback: string }> = {
  AU: { prefixes: ['Australia/'], fallback: 'Australia/Sydney' },
  US: { prefixes: ['America/', 'Pacific/Honolulu'], fallback: 'America/New_York' },
};

/**
 * The time zone a school's dates are read in: its own when it is one of its country's (the zone
 * names the state: Australia/Melbourne is Victoria), else the country's most common one.
 */
export function defaultTimeZone(country: string, own: string): string {
  const zones = COUNTRY_ZONES[country];
  if (!zones || zones.prefixes.some((prefix) => own.startsWith(prefix))) return own;
  return zones.fallback;
}

/** Term dates ('MM-DD') close to each state's calendar; the admin saves the year's exact ones. */
const AU_TERM_DAYS: Record<string, readonly (readonly [string, string])[]> = {
  NSW: [
    ['02-02', '04-02'],
    ['04-21', '07-03'],
    ['07-20', '09-25'],
    ['10-12', '12-18'],
  ],
  VIC: [
    ['01-28', '04-02'],
    ['04-20', '06-26'],
    ['07-13', '09-18'],
    ['10-05', '12-18'],
  ],
  QLD: [
    ['01-27', '04-02'],
    ['04-20', '06-26'],
    ['07-13', '09-18'],
    ['10-06', '12-11'],
  ],
  WA: [
    ['02-02', '04-02'],
    ['04-20', '07-03'],
    ['07-20', '09-25'],
    ['10-12', '12-17'],
  ],
};

/** The state of an Australian zone; NSW's calendar for the zones that follow its dates. */
function auStateOf(timeZone: string): keyof typeof AU_TERM_DAYS {
  if (timeZone === 'Australia/Melbourne') return 'VIC';
  if (timeZone === 'Australia/Brisbane' || timeZone === 'Australia/Lindeman') return 'QLD';
  if (timeZone === 'Australia/Perth') return 'WA';
  return 'NSW';
}

/**
 * The school's default terms for the school year `today` ('YYYY-MM-DD') falls in. Elsewhere than
 * AU and US, the school year ending on `calendar.endsOn` ('MM-DD') split by its locale.
 */
export function defaultTerms(
  country: string,
  timeZone: string,
  calendar: { endsOn: string; locale: string },
  today: string,
): SchoolTerm[] {
  const year = Number(today.slice(0, 4));
  if (country === 'AU')
    return AU_TERM_DAYS[auStateOf(timeZone)]!.map(([from, to], index) => ({
      name: `Term ${index + 1}`,
      startsOn: `${year}-${from}`,
      endsOn: `${year}-${to}`,
    }));
  if (country === 'US') {
    // The school year runs from August to June: from July, the one starting this August.
    const fall = today.slice(5) >= '07-01' ? year : year - 1;
    return [
      { name: 'Fall semester', startsOn: `${fall}-08-17`, endsOn: `${fall}-12-18` },
      { name: 'Spring semester', startsOn: `${fall + 1}-01-05`, endsOn: `${fall + 1}-06-11` },
    ];
  }
  const schoolYear = schoolYearContaining(today, calendar.endsOn);
  return periodsOfSchoolYear(schoolYear, termsPerYear(calendar.locale))
    .filter((period) => period.kind === 'term')
    .map((period) => ({ name: `Term ${period.term}`, startsOn: period.from, endsOn: period.to }));
}

/** The curriculum a school's outcome pickers start from: its country's national one. */
export function defaultCurriculum(country: string): CurriculumCode {
  if (country === 'US') return 'US';
  if (country === 'NZ') return 'NZ';
  if (country === 'GB' || country === 'UK') return 'UK';
  return 'AU';
}
