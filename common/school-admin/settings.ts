import { z } from 'zod';
import { CURRICULUM_CODES, type CurriculumCode } from '../outcomes/constants.ts';
import { USAGE_MAX_RANGE_DAYS } from '../usage/constants.ts';
import { zDay } from '../usage/schema.ts';
import { daysBetween } from '../usage/terms.ts';
import { zTimeZone } from '../institutions/schema.ts';
import { zCustomCurriculumCode } from '../outcomes/schema.ts';

/**
 * A school's settings (spec 3: name, timezone; and what the school admin's settings page adds:
 * its terms and default curriculum). Terms feed the usage report's periods; until the school's
 * admins save their own, the defaults for its country apply (settings-defaults.ts).
 */

export const TERM_NAME_MAX = 60;
export const SCHOOL_NAME_MAX = 200;
export const TERMS_MAX = 12;

export const zSchoolTerm = z.object({
  name: z.string().trim().min(1, 'is-not-present').max(TERM_NAME_MAX, 'above-max-length'),
  startsOn: zDay,
  endsOn: zDay,
});
export type SchoolTerm = z.infer<typeof zSchoolTerm>;

/**
 * A school's terms: each ends after it starts and is no longer than a usage report reads at once;
 * no two share a day. An overlap is reported on the start of the later term, so the admin is sent
 * to the term that runs into another.
 */
export const zSchoolTerms = z
  .array(zSchoolTerm)
  .min(1, 'is-not-present')
  .max(TERMS_MAX, 'above-max-length')
  .superRefine((terms, context) => {
    const valid = terms.flatMap((term, index) =>
      zDay.safeParse(term.startsOn).success && zDay.safeParse(term.endsOn).success ? [{ term, index }] : [],
    );
    for (const { term, index } of valid) {
      const days = daysBetween(term.startsOn, term.endsOn);
      if (days <= 0)
        context.addIssue({ code: 'custom', path: [index, 'endsOn'], message: 'is-before-start' });
      else if (days >= USAGE_MAX_RANGE_DAYS)
        context.addIssue({ code: 'custom', path: [index, 'endsOn'], message: 'is-too-long' });
    }
    const ordered = valid
      .filter(({ term }) => term.startsOn < term.endsOn)
      .sort((a, b) => a.term.startsOn.localeCompare(b.term.startsOn) || a.index - b.index);
    for (let i = 1; i < ordered.length; i += 1) {
      const [earlier, later] = [ordered[i - 1]!, ordered[i]!];
      if (later.term.startsOn <= earlier.term.endsOn) {
        const index = Math.max(earlier.index, later.index);
        context.addIssue({ code: 'custom', path: [index, 'startsOn'], message: 'overlaps-another' });
      }
    }
  });

export const zCurriculumChoice = z.union([z.enum(CURRICULUM_CODES), zCustomCurriculumCode], {
  error: 'is-invalid',
});

/** What the settings page sends: everything it shows, saved at once. */
export const zUpdateInstitutionSettings = z.object({
  name: z.string().trim().min(1, 'is-not-present').max(SCHOOL_NAME_MAX, 'above-max-length'),
  timezone: zTimeZone,
  terms: zSchoolTerms,
  defaultCurriculum: zCurriculumChoice,
});
export type UpdateInstitutionSettings = z.infer<typeof zUpdateInstitutionSettings>;

/** The school's settings as they apply now, with which of them are still its country's defaults. */
export const zInstitutionSettings = z.object({
  institutionId: z.number().int(),
  name: z.string(),
  timezone: z.string(),
  terms: z.array(zSchoolTerm),
  defaultCurriculum: zCurriculumChoice,
  /** 'AU', 'US', …: the country whose defaults apply. */
  country: z.string(),
  /** True while the school has not saved its own terms (the country's are shown). */
  isDefaultTerms: z.boolean(),
  /** True while the school has not chosen its own default curriculum. */
  isDefaultCurriculum: z.boolean(),
});
export type InstitutionSettings = z.infer<typeof zInstitutionSettings>;

export type { CurriculumCode };
