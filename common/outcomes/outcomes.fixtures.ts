import type { CurriculumCode } from './constants.ts';
import {
  zLearningOutcome,
  type AuOutcome,
  type LearningOutcome,
  type NcOutcome,
  type NgssOutcome,
  type NgssPart,
  type NswOutcome,
  type StandardBasedOutcome,
} from './schema.ts';
import { stableOutcomeUuid } from './uuid.ts';

/** Outcomes for the rules' tests, built through the schema so they are the shapes the API sends. */

function build(
  curriculumCode: CurriculumCode,
  code: string,
  variant: Record<string, unknown>,
): LearningOutcome {
  return zLearningOutcome.parse({
    uuid: stableOutcomeUuid(curriculumCode, code),
    curriculumCode,
    isOfficial: true,
    ...variant,
  });
}

/** AC9S7U01 as an API body sends it. */
export const AU_OUTCOME_INPUT = {
  code: 'AC9S7U01',
  curriculumDescription:
    '<p>investigate the role of classification in ordering and organising the diversity of life</p>',
  levels: ['SEVEN'],
  subjectStrand: 'Science Understanding',
  subjectSubStrand: 'Biological sciences',
  subjectsCovered: ['Biology'],
  generalCapabilities: ['Critical and Creative Thinking'],
};

export function au(
  overrides: Partial<AuOutcome> = {},
  curriculumCode: CurriculumCode = 'AU_V9',
): LearningOutcome {
  const auOutcome = { ...AU_OUTCOME_INPUT, ...overrides };
  return build(curriculumCode, auOutcome.code, { auOutcome });
}

export function ngssPart(code: string, standardDescription: string, extra: Partial<NgssPart> = {}): NgssPart {
  return { code, standardDescription, ...extra };
}

export function ngss(parts: Partial<NgssOutcome>, curriculumCode: CurriculumCode = 'US'): LearningOutcome {
  const isPart = (value: unknown): value is NgssPart =>
    typeof value === 'object' && value !== null && 'standardDescription' in value;
  const code = Object.values(parts).find(isPart)?.code ?? 'NGSS';
  return build(curriculumCode, code, { ngssOutcome: parts });
}

export function nsw(overrides: Partial<NswOutcome> = {}, curriculumCode: CurriculumCode = 'AU_NSW_V9') {
  const nswOutcome = {
    outcomeCode: 'SC4-WS-01',
    outcomeTitle: 'Observing',
    description: 'identifies questions and problems that can be tested or researched',
    type: 'WORKING_SCIENTIFICALLY',
    contentGroup: 'Questioning and predicting',
    ...overrides,
  } as const;
  return build(curriculumCode, nswOutcome.outcomeCode, { nswOutcome });
}

export function nc(overrides: Partial<NcOutcome> = {}): LearningOutcome {
  const ncOutcome = {
    objectiveCode: '8.P.1.1',
    objectiveDescription: 'Classify matter.',
    strand: 'Physical Science',
    ...overrides,
  };
  return build('US_NC', ncOutcome.objectiveCode ?? ncOutcome.standardCode ?? 'NC', { ncOutcome });
}

export function standard(
  overrides: Partial<StandardBasedOutcome> = {},
  curriculumCode: CurriculumCode = 'US_CALI_MATHS',
): LearningOutcome {
  const standardBasedLearningOutcome = {
    code: '6.RP.1',
    title: 'Understand the concept of a ratio.',
    type: 'KNOWLEDGE',
    ...overrides,
  } as const;
  return build(curriculumCode, standardBasedLearningOutcome.code, { standardBasedLearningOutcome });
}

export function fundamentals(title = 'Asking questions and defining problems'): LearningOutcome {
  return build('US', `fundamentals:${title}`, { fundamentalsOutcome: { title, source: 'NGSS' } });
}
