/** Curriculum codes, outcome types, grades and proficiency levels (spec 3, 4 and 9). */

/** The Australian group, in the order the dropdown lists them. */
export const AU_CURRICULA = [
  'AU',
  'AU_V9',
  'AU_NSW_V9',
  'AU_NSW_2023',
  'AU_VIC_V9',
  'AU_WA',
  'AU_PS',
] as const;
/** State variants of the Australian curriculum: listed after a divider in an AU dropdown. */
export const AU_VARIANT_CURRICULA = [
  'AU_QLD_QCAA',
  'AU_QLD_V9_QCAA',
  'AU_NSW_NESA',
  'AU_NSW_QCAA',
  'AU_VIC_V9_VCAA',
  'AU_WA_WA',
] as const;
/**
 * The US group. The spec names US_MS only for its labels; it is a US curriculum (middle school),
 * so it belongs here and an AU dropdown hides it with the rest.
 */
export const US_CURRICULA = ['US', 'US_HS', 'US_OR', 'US_NC', 'US_MS'] as const;
export const OTHER_CURRICULA = ['NZ', 'UK'] as const;
/** Shown for tagging only when their feature flag is on (and an operator has imported them). */
export const FEATURE_GATED_CURRICULA = [
  'US_CALI_MATHS',
  'AU_VIC_2_0',
  'AU_WA_2026',
  'US_IDAHO',
  'US_MO',
] as const;
export const NSW_CURRICULA = ['AU_NSW_V9', 'AU_NSW_2023'] as const;

export const CURRICULUM_CODES = [
  ...AU_CURRICULA,
  ...AU_VARIANT_CURRICULA,
  ...US_CURRICULA,
  ...OTHER_CURRICULA,
  ...FEATURE_GATED_CURRICULA,
] as const;
/** The codes the platform names (spec 9), each with its own labels and rules. */
export type KnownCurriculumCode = (typeof CURRICULUM_CODES)[number];

/**
 * The regions an operator's own curriculum belongs to. Its code starts with its region
 * (`US_SBAC_MATHS`), so the dropdown groups it and its text's locale follow from the code alone.
 */
export const CURRICULUM_REGIONS = ['AU', 'US', 'NZ', 'UK'] as const;
export type CurriculumRegion = (typeof CURRICULUM_REGIONS)[number];
/** An operator's own curriculum code: its region, `_`, then capitals, digits and `_`. */
export const CUSTOM_CURRICULUM_CODE = /^(AU|US|NZ|UK)_[A-Z0-9][A-Z0-9_]{1,38}$/;
export type CustomCurriculumCode = `${CurriculumRegion}_${string}`;

/** A curriculum's code: one the platform names, or one an operator gave a framework they imported. */
export type CurriculumCode = KnownCurriculumCode | CustomCurriculumCode;

/** The sentinel for 'all curricula' (spec 9): it means no curriculum filter, so it is null. */
export const ALL_CURRICULA = null;

/** The locales outcome text is written in; EN_AU is the default, also when there is no curriculum. */
export const OUTCOME_LOCALES = ['EN_AU', 'EN_US', 'EN_GB', 'EN_NZ'] as const;
export type OutcomeLocale = (typeof OUTCOME_LOCALES)[number];
export const DEFAULT_OUTCOME_LOCALE: OutcomeLocale = 'EN_AU';

/** The types of the flattened form (spec 3). */
export const OUTCOME_TYPES = [
  'KNOWLEDGE',
  'UNDERSTANDING',
  'SKILL',
  'PERFORMANCE_EXPECTATION',
  'SUBSTANDARD',
] as const;
export type OutcomeType = (typeof OUTCOME_TYPES)[number];

/**
 * How a framework's outcome relates to another besides its place in the tree (CASE's association
 * types other than `isChildOf`, which is the tree itself).
 */
export const OUTCOME_ASSOCIATION_TYPES = [
  'isRelatedTo',
  'exactMatchOf',
  'isPartOf',
  'precedes',
  'replacedBy',
  'isPeerOf',
  'exemplar',
  'hasSkillLevel',
  'isTranslationOf',
] as const;
export type OutcomeAssociationType = (typeof OUTCOME_ASSOCIATION_TYPES)[number];

export const NSW_OUTCOME_TYPES = ['FOCUS_AREA', 'WORKING_SCIENTIFICALLY', 'CONTENT_ALIGNMENT'] as const;
export type NswOutcomeType = (typeof NSW_OUTCOME_TYPES)[number];

/** The parts of an NGSS outcome, by their short codes. */
export const NGSS_PARTS = {
  CCC: 'crossCuttingConcept',
  DCI: 'disciplinaryCoreIdea',
  SEP: 'scienceAndEngineeringPractice',
  PE: 'performanceExpectation',
} as const;
export type NgssAbbreviation = keyof typeof NGSS_PARTS;
export type NgssPartName = (typeof NGSS_PARTS)[NgssAbbreviation];
/** The order NGSS parts are listed and sorted in (spec 9's group ranks). */
export const NGSS_PART_ORDER = ['SEP', 'DCI', 'CCC', 'PE'] as const satisfies readonly NgssAbbreviation[];

export const FUNDAMENTALS_CODE = 'FUNDAMENTALS';

/** Grade codes with a label of their own (spec 9); other level texts are shown as they are. */
export const GRADES = [
  'PRE_SCHOOL',
  'PREP',
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
  'MS',
  'HS',
  'NSW_STAGE_FOUR',
  'NSW_STAGE_FIVE',
] as const;
export type Grade = (typeof GRADES)[number];

/** Proficiency levels (spec 4), lowest first. */
export const PROFICIENCY_LEVELS = ['NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];
export const DEFAULT_PROFICIENCY_LEVEL: ProficiencyLevel = 'PROFICIENT';

/** The key of each proficiency level in a learning scale. */
export const LEARNING_SCALE_KEYS = {
  NOT_SHOWN: 'notShown',
  EMERGING: 'emerging',
  DEVELOPING: 'developing',
  PROFICIENT: 'proficient',
  ADVANCED: 'advanced',
} as const satisfies Record<ProficiencyLevel, string>;
export type LearningScaleKey = (typeof LEARNING_SCALE_KEYS)[ProficiencyLevel];

/** Spec 5 and 9: the fuzzy match threshold (very permissive) and the metadata separator. */
export const OUTCOME_FUZZY_THRESHOLD = -100000;
export const OUTCOME_METADATA_SEPARATOR = ' • ';

/**
 * The namespace of every outcome uuid: `stableOutcomeUuid(curriculumCode, code)` is a UUID v5 in
 * it, so a re-import gives an outcome the uuid it had and tags never dangle. Never change it.
 */
export const OUTCOME_UUID_NAMESPACE = '6a9d6725-f833-43e7-9e47-be25c15ed623';

/**
 * Tag colours (spec 9), by the UI kit's palette names: the spec's 'grey' is Mantine's `gray`.
 * `gray` is the default.
 */
export const TAG_COLORS = ['orange', 'green', 'blue', 'gray'] as const;
export type TagColor = (typeof TAG_COLORS)[number];
export const DEFAULT_TAG_COLOR: TagColor = 'gray';
