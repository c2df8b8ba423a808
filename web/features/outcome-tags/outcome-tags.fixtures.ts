import { consolidateOutcomes } from '../../../common/outcomes/consolidate.ts';
import { au, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import { plainTextToLocalizedRichText } from '../../../common/outcomes/school-scales.ts';
import type { ConsolidatedOutcome } from '../../../common/outcomes/schema.ts';

/** Consolidated outcomes for the outcome tags' component tests, built as the tagging pages will build them. */

const text = (words: string) => plainTextToLocalizedRichText(words, 'EN_US');

export const RATIO_LANGUAGE = standard({
  code: '6.RP.1a',
  title: 'Use ratio language to describe a relationship.',
  type: 'SUBSTANDARD',
  learningScale: { emerging: text('Names the two quantities') },
});
export const RATIO_TABLES = standard({
  code: '6.RP.1b',
  title: 'Make tables of equivalent ratios.',
  type: 'SUBSTANDARD',
});
const RATIO = standard({
  code: '6.RP.1',
  title: 'Understand the concept of a ratio.',
  level: 'SIX',
  domain: 'Ratios and Proportional Relationships',
  childrenIds: [RATIO_LANGUAGE.uuid, RATIO_TABLES.uuid],
  learningScale: { proficient: text('Writes a ratio for a situation') },
});

function only(outcomes: ConsolidatedOutcome[]): ConsolidatedOutcome {
  const [outcome] = outcomes;
  if (!outcome || outcomes.length !== 1) throw new Error('Expected exactly one consolidated outcome');
  return outcome;
}

/** 6.RP.1 (California mathematics) with two sub-standards; a scale text on Proficient. */
export const withSubStandards = only(consolidateOutcomes([RATIO, RATIO_LANGUAGE, RATIO_TABLES]));

/** AC9S7U01, an Australian Curriculum outcome: no sub-standards, no learning scale. */
export const australian = only(consolidateOutcomes([au()]));
