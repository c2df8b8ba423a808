import type { CurriculumCode } from '../outcomes/constants.ts';

/**
 * Every feature flag, with its default. An institution may override a flag
 * (`feature_flag_overrides`); everyone else gets the default.
 */
export const FEATURE_FLAGS = {
  'curriculum.US_CALI_MATHS': {
    defaultEnabled: false,
    description: 'California mathematics (standards-based) offered for tagging',
  },
  'curriculum.AU_VIC_2_0': {
    defaultEnabled: false,
    description: 'Victorian Curriculum 2.0 offered for tagging, once imported',
  },
  'curriculum.AU_WA_2026': {
    defaultEnabled: false,
    description: 'Western Australian Curriculum (2026) offered for tagging, once imported',
  },
  'curriculum.US_IDAHO': {
    defaultEnabled: false,
    description: 'Idaho science standards offered for tagging, once imported',
  },
  'curriculum.US_MO': {
    defaultEnabled: false,
    description: 'Missouri science standards offered for tagging, once imported',
  },
  'curriculum.US_NC': {
    defaultEnabled: false,
    description: "North Carolina's own science standards (beyond its NGSS adoption), once imported",
  },
  'curriculum.US_OR': {
    defaultEnabled: false,
    description: "Oregon's own science standards (beyond its NGSS adoption), once imported",
  },
  'tagging.rubricByDefault': {
    defaultEnabled: false,
    description:
      "A question's new outcome tags show in its lesson's rubric at once; while off, a teacher converts a question's tags to rubric rows with 'Convert to rubric'",
  },
} as const satisfies Record<string, { defaultEnabled: boolean; description: string }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

/** The state of every flag for one institution. */
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** The curricula offered only while their flag is on. */
export const CURRICULUM_FLAGS: Partial<Record<CurriculumCode, FeatureFlagName>> = {
  US_CALI_MATHS: 'curriculum.US_CALI_MATHS',
  AU_VIC_2_0: 'curriculum.AU_VIC_2_0',
  AU_WA_2026: 'curriculum.AU_WA_2026',
  US_IDAHO: 'curriculum.US_IDAHO',
  US_MO: 'curriculum.US_MO',
  US_NC: 'curriculum.US_NC',
  US_OR: 'curriculum.US_OR',
};

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAGS, name);
}
