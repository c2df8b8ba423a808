import { outcomeLocaleOf } from '../../../common/outcomes/curricula.ts';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { LearningScale, LocalizedRichText } from '../../../common/outcomes/schema.ts';
import type { CfItem, CfLevel, CfPackage } from './case-package.types.ts';

/** Learning scales from a package's CFRubrics: only where a rubric's levels name proficiency levels. */

type Level = keyof LearningScale;

/**
 * A rubric level is matched to a proficiency level by its `quality` (its name), lower case and
 * without punctuation, against these names and their common synonyms; scores and positions are
 * not used, as publishers number their levels differently. A criterion gives a scale only when
 * every one of its levels matches a different proficiency level; otherwise the item has none.
 */
const LEVEL_NAMES: Record<string, Level> = {
  'not shown': 'notShown',
  'not yet': 'notShown',
  'no evidence': 'notShown',
  'insufficient evidence': 'notShown',
  emerging: 'emerging',
  beginning: 'emerging',
  novice: 'emerging',
  developing: 'developing',
  approaching: 'developing',
  'partially proficient': 'developing',
  proficient: 'proficient',
  meets: 'proficient',
  'meets standard': 'proficient',
  mastery: 'proficient',
  advanced: 'advanced',
  exceeds: 'advanced',
  'exceeds standard': 'advanced',
  exemplary: 'advanced',
  extending: 'advanced',
};

export function proficiencyLevelOf(quality: string | undefined): Level | null {
  const name = (quality ?? '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return LEVEL_NAMES[name] ?? null;
}

function richText(text: string, curriculumCode: CurriculumCode): LocalizedRichText {
  const locale = outcomeLocaleOf(curriculumCode);
  const paragraphs = text.split(/\r?\n\s*\r?\n/).filter((p) => p.trim());
  return {
    fallbackLocale: locale,
    localeToProsemirror: {
      [locale]: {
        type: 'doc',
        content: paragraphs.map((p) => ({ type: 'paragraph', content: [{ type: 'text', text: p.trim() }] })),
      },
    },
  };
}

/** The scale a criterion's levels give (each level's description, else its name), or null. */
export function learningScaleOf(
  levels: readonly CfLevel[],
  curriculumCode: CurriculumCode,
): LearningScale | null {
  const scale: Partial<Record<Level, LocalizedRichText>> = {};
  for (const level of levels) {
    const matched = proficiencyLevelOf(level.quality);
    if (!matched || scale[matched]) return null;
    scale[matched] = richText(level.description?.trim() || level.quality!, curriculumCode);
  }
  return levels.length ? scale : null;
}

/** Each item's scale: from the first CFRubricCriterion naming it whose levels give one. */
export function caseScalesOf(
  pkg: CfPackage,
  byId: ReadonlyMap<string, CfItem>,
  curriculumCode: CurriculumCode,
): Map<string, LearningScale> {
  const scales = new Map<string, LearningScale>();
  for (const rubric of pkg.CFRubrics ?? [])
    for (const criterion of rubric.CFRubricCriteria ?? []) {
      const item = criterion.CFItemURI?.identifier;
      const scale = learningScaleOf(criterion.CFRubricCriterionLevels ?? [], curriculumCode);
      if (item && byId.has(item) && scale && !scales.has(item)) scales.set(item, scale);
    }
  return scales;
}
