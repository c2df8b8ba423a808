import {
  OUTCOME_METADATA_SEPARATOR,
  type CurriculumCode,
  type Grade,
  type NgssAbbreviation,
  type NswOutcomeType,
  type OutcomeType,
} from './constants.ts';

/**
 * Labels of spec 9. They are curriculum terms, written as the curricula publish them, so they are
 * the same in every interface language.
 */

const DEFAULT_TYPE_LABELS: Record<OutcomeType, string> = {
  KNOWLEDGE: 'Knowledge',
  UNDERSTANDING: 'Understanding',
  SKILL: 'Skill',
  PERFORMANCE_EXPECTATION: 'Performance Expectation',
  SUBSTANDARD: 'Substandard',
};

const NGSS_TYPE_LABELS: Record<OutcomeType, string> = {
  ...DEFAULT_TYPE_LABELS,
  KNOWLEDGE: 'Disciplinary Core Idea',
  UNDERSTANDING: 'Cross-Cutting Concept',
  SKILL: 'Science and Engineering Practice',
  PERFORMANCE_EXPECTATION: 'Performance Expectation',
};

/**
 * The type labels of each curriculum that has its own (spec 9). US_OR is not in the spec's list,
 * but Oregon adopted the NGSS verbatim, so its outcomes take the NGSS labels as US and US_HS do.
 * US_MS is NGSS middle school and takes them too, with its own name for the performance
 * expectation; US_NC (not NGSS) keeps the default labels but for its 'Objective'.
 */
const TYPE_LABELS: Partial<Record<CurriculumCode, Record<OutcomeType, string>>> = {
  US: NGSS_TYPE_LABELS,
  US_HS: NGSS_TYPE_LABELS,
  US_OR: NGSS_TYPE_LABELS,
  US_MS: { ...NGSS_TYPE_LABELS, PERFORMANCE_EXPECTATION: 'Performance Objective' },
  US_NC: { ...DEFAULT_TYPE_LABELS, PERFORMANCE_EXPECTATION: 'Objective' },
  // NSW 2023 content is knowledge aligned to outcomes, its skills are Working scientifically.
  AU_NSW_2023: { ...DEFAULT_TYPE_LABELS, KNOWLEDGE: 'Content alignment', SKILL: 'Working scientifically' },
};

export function outcomeTypeLabel(type: OutcomeType, curriculumCode: CurriculumCode | null): string {
  return ((curriculumCode && TYPE_LABELS[curriculumCode]) ?? DEFAULT_TYPE_LABELS)[type];
}

const NSW_TYPE_LABELS: Record<NswOutcomeType, string> = {
  WORKING_SCIENTIFICALLY: 'Working Scientifically',
  CONTENT_ALIGNMENT: 'Content Alignment',
  FOCUS_AREA: 'Focus Area',
};

export function nswOutcomeTypeLabel(type: NswOutcomeType): string {
  return NSW_TYPE_LABELS[type];
}

/** KNOWLEDGE → DCI, UNDERSTANDING → CCC, SKILL → SEP, PERFORMANCE_EXPECTATION → PE. */
const TYPE_ABBREVIATIONS: Partial<Record<OutcomeType, NgssAbbreviation>> = {
  KNOWLEDGE: 'DCI',
  UNDERSTANDING: 'CCC',
  SKILL: 'SEP',
  PERFORMANCE_EXPECTATION: 'PE',
};

/** The abbreviation of a type; null for SUBSTANDARD, which has none. */
export function outcomeTypeAbbreviation(type: OutcomeType): NgssAbbreviation | null {
  return TYPE_ABBREVIATIONS[type] ?? null;
}

/** The NGSS short codes of the foundation boxes. */
export const NGSS_SHORT_CODES = ['DCI', 'SEP', 'CCC'] as const;

/** The type an NGSS part stands for (the inverse of the abbreviations). */
export const NGSS_ABBREVIATION_TYPES: Record<NgssAbbreviation, OutcomeType> = {
  DCI: 'KNOWLEDGE',
  CCC: 'UNDERSTANDING',
  SEP: 'SKILL',
  PE: 'PERFORMANCE_EXPECTATION',
};

/** The full name of each NGSS abbreviation (searched with it). */
export function ngssAbbreviationName(abbreviation: NgssAbbreviation): string {
  return NGSS_TYPE_LABELS[NGSS_ABBREVIATION_TYPES[abbreviation]];
}

const GRADE_LABELS: Record<Grade, string> = {
  PRE_SCHOOL: 'Pre-School',
  PREP: 'Prep',
  ONE: 'Grade 1',
  TWO: 'Grade 2',
  THREE: 'Grade 3',
  FOUR: 'Grade 4',
  FIVE: 'Grade 5',
  SIX: 'Grade 6',
  SEVEN: 'Grade 7',
  EIGHT: 'Grade 8',
  NINE: 'Grade 9',
  TEN: 'Grade 10',
  ELEVEN: 'Grade 11',
  TWELVE: 'Grade 12',
  MS: 'Middle School',
  HS: 'High School',
  NSW_STAGE_FOUR: 'Stage 4',
  NSW_STAGE_FIVE: 'Stage 5',
};

const NUMBERED_GRADES: readonly Grade[] = [
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
];

/**
 * The label of a grade code; a level the spec gives no label for is shown as it is. The spec
 * labels ONE … TWELVE 'Grade 1' … 'Grade 12'; Australian curricula (and their state variants)
 * publish them as year levels, so for those they read 'Year 1' … 'Year 12', as an Australian
 * teacher expects.
 */
export function gradeLabel(grade: string, curriculum?: CurriculumCode | null): string {
  const numbered = NUMBERED_GRADES.indexOf(grade as Grade);
  if (numbered >= 0 && curriculum && isAustralianCurriculum(curriculum)) return `Year ${numbered + 1}`;
  return Object.hasOwn(GRADE_LABELS, grade) ? GRADE_LABELS[grade as Grade] : grade;
}

const isAustralianCurriculum = (code: CurriculumCode): boolean => code === 'AU' || code.startsWith('AU_');

/**
 * Title fallbacks (spec 3). An outcome whose title is a description (AU, NGSS, NC) that is empty
 * reads 'no description found'; one with a title of its own (NSW, standards-based, fundamentals)
 * that is empty reads 'title not found'.
 */
export const TITLE_NOT_FOUND = 'title not found';
export const DESCRIPTION_NOT_FOUND = 'no description found';

export function titleOrFallback(
  text: string | null | undefined,
  fallback: typeof TITLE_NOT_FOUND | typeof DESCRIPTION_NOT_FOUND,
): string {
  const trimmed = text?.trim();
  return trimmed ? trimmed : fallback;
}

/** Metadata shown with an outcome, joined with ' • ' (spec 9); empty parts are left out. */
export function joinMetadata(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(OUTCOME_METADATA_SEPARATOR);
}
