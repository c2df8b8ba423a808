import { z } from 'zod';
import { localizedRichTextOf } from '../rich-text/localized.ts';
import {
  CURRICULUM_CODES,
  CURRICULUM_REGIONS,
  NSW_OUTCOME_TYPES,
  OUTCOME_ASSOCIATION_TYPES,
  OUTCOME_LOCALES,
  OUTCOME_TYPES,
  TAG_COLORS,
} from './constants.ts';

/**
 * LearningOutcome (spec 3): uuid, curriculumCode, isOfficial and exactly one variant. Problems
 * use the API's message keys: a second (or no) variant is `is-invalid` on the outcome, an NGSS
 * outcome with none of its parts is `is-not-present` on `ngssOutcome`.
 */

/** An operator's own curriculum code, `US_SBAC_MATHS`: its region, `_`, capitals and digits. */
export const zCustomCurriculumCode = z.templateLiteral([
  z.enum(CURRICULUM_REGIONS),
  '_',
  z.string().regex(/^[A-Z0-9][A-Z0-9_]{1,38}$/),
]);
/** A code the platform names (spec 9), or one an operator gave a framework they imported. */
export const zCurriculumCode = z.union([z.enum(CURRICULUM_CODES), zCustomCurriculumCode]);
export const zOutcomeLocale = z.enum(OUTCOME_LOCALES);
export const zOutcomeType = z.enum(OUTCOME_TYPES);
export const zNswOutcomeType = z.enum(NSW_OUTCOME_TYPES);
export const zOutcomeUuid = z.guid();

/**
 * Localized rich text (spec 3): a ProseMirror document per locale and the locale to fall back to.
 * The documents stay `unknown` here: the curriculum import writes them, and the curriculum pages
 * read them without loading the editor's schema (`common/rich-text/schema.ts` checks what people write).
 */
export const zLocalizedRichText = localizedRichTextOf(z.unknown());
export type LocalizedRichText = z.infer<typeof zLocalizedRichText>;

/** A learning scale: a text per proficiency level, any of which may be missing. */
export const zLearningScale = z.object({
  notShown: zLocalizedRichText.nullish(),
  emerging: zLocalizedRichText.nullish(),
  developing: zLocalizedRichText.nullish(),
  proficient: zLocalizedRichText.nullish(),
  advanced: zLocalizedRichText.nullish(),
});
export type LearningScale = z.infer<typeof zLearningScale>;

const optionalText = z.string().nullish();

/** Australian Curriculum (v8.4 and v9). `curriculumDescription` is HTML. */
export const zAuOutcome = z.object({
  code: z.string().min(1),
  curriculumDescription: z.string(),
  /** Year levels as published (`SEVEN`, `PREP`, …); see grade labels. */
  levels: z.array(z.string()),
  subjectStrand: optionalText,
  subjectSubStrand: optionalText,
  subjectsCovered: z.array(z.string()).default([]),
  generalCapabilities: z.array(z.string()).default([]),
});
export type AuOutcome = z.infer<typeof zAuOutcome>;

/** One part of an NGSS outcome (a CCC, DCI, SEP or PE). */
export const zNgssPart = z.object({
  code: z.string().min(1),
  standardDescription: z.string(),
  level: optionalText,
  levelDescription: optionalText,
  topicId: optionalText,
  topicDescription: optionalText,
  subTopicId: optionalText,
  subTopicDescription: optionalText,
});
export type NgssPart = z.infer<typeof zNgssPart>;

/** A foundation-box connection of a performance expectation (its category, then its text). */
export const zNgssConnection = z.object({ category: z.string(), text: z.string() });
export type NgssConnection = z.infer<typeof zNgssConnection>;

export const zNgssOutcome = z
  .object({
    crossCuttingConcept: zNgssPart.nullish(),
    disciplinaryCoreIdea: zNgssPart.nullish(),
    scienceAndEngineeringPractice: zNgssPart.nullish(),
    performanceExpectation: zNgssPart.nullish(),
    /** What the performance expectation's text leaves to the teacher, as NGSS publishes it. */
    clarificationStatement: optionalText,
    assessmentBoundary: optionalText,
    connectionsToNatureOfScience: z.array(zNgssConnection).nullish(),
    connectionsToEngineering: z.array(zNgssConnection).nullish(),
    /** The Common Core standards it connects to, as their corestandards.org addresses. */
    commonCoreConnections: z.array(z.string()).nullish(),
  })
  .refine(
    (ngss) =>
      Boolean(
        ngss.crossCuttingConcept ??
        ngss.disciplinaryCoreIdea ??
        ngss.scienceAndEngineeringPractice ??
        ngss.performanceExpectation,
      ),
    // An NGSS outcome needs one of crossCuttingConcept, disciplinaryCoreIdea,
    // scienceAndEngineeringPractice or performanceExpectation (spec 8).
    { message: 'is-not-present' },
  );
export type NgssOutcome = z.infer<typeof zNgssOutcome>;

/** A focus area's content point with the syllabus's examples of it. */
export const zNswContentPoint = z.object({ text: z.string(), examples: z.array(z.string()) });
export type NswContentPoint = z.infer<typeof zNswContentPoint>;

export const zNswOutcome = z.object({
  outcomeCode: z.string().min(1),
  outcomeTitle: z.string(),
  description: optionalText,
  type: zNswOutcomeType,
  tagType: optionalText,
  contentGroup: optionalText,
  /** A focus area's content points (its description, one per line) with their examples. */
  contentPoints: z.array(zNswContentPoint).nullish(),
});
export type NswOutcome = z.infer<typeof zNswOutcome>;

/** North Carolina: an objective or a standard, with its code and description. */
export const zNcOutcome = z
  .object({
    objectiveCode: optionalText,
    standardCode: optionalText,
    objectiveDescription: optionalText,
    standardDescription: optionalText,
    level: optionalText,
    strand: optionalText,
  })
  .refine((nc) => Boolean(nc.objectiveCode || nc.standardCode), {
    message: 'is-not-present',
    path: ['objectiveCode'],
  });
export type NcOutcome = z.infer<typeof zNcOutcome>;

/**
 * Another outcome this one is associated with (CASE: `isRelatedTo`, `replacedBy`, …). `isIncoming`
 * when this outcome is the association's destination (for `replacedBy`: this one replaces the
 * other). `uuid` when the other is an outcome held here; otherwise its code, title and address as
 * the source gave them.
 */
export const zOutcomeAssociation = z.object({
  type: z.enum(OUTCOME_ASSOCIATION_TYPES),
  isIncoming: z.boolean().optional(),
  uuid: zOutcomeUuid.nullish(),
  code: optionalText,
  title: optionalText,
  uri: optionalText,
});
export type OutcomeAssociation = z.infer<typeof zOutcomeAssociation>;

/**
 * A standards-based outcome (California mathematics, CASE frameworks). Sub-standards are outcomes
 * of their own of type SUBSTANDARD: the parent lists them in `childrenIds` and each names its
 * parent in `parentId`, which the consolidated form (spec 3) carries. A CASE framework keeps its
 * whole tree this way, every level an outcome with its `itemType`.
 */
export const zStandardBasedOutcome = z.object({
  code: z.string(),
  title: z.string(),
  isOfficial: z.boolean().optional(),
  type: zOutcomeType,
  level: optionalText,
  domain: optionalText,
  group: optionalText,
  subgroup: optionalText,
  topic: optionalText,
  learningScale: zLearningScale.nullish(),
  childrenIds: z.array(zOutcomeUuid).default([]),
  parentId: zOutcomeUuid.nullish(),
  /** The publisher's notes on the standard (California's scope notes), verbatim. */
  notes: optionalText,
  /** The courses whose lists hold the standard (California's high-school course models). */
  courses: z.array(z.string()).nullish(),
  /** The framework's own name for the level of its tree this outcome is on (CASE `CFItemType`). */
  itemType: optionalText,
  /** A level of the tree that only groups outcomes (a grade, a claim): shown, never tagged. */
  isGrouping: z.boolean().optional(),
  /** Each grade the outcome is for (grade codes: `09`–`12` is NINE, TEN, ELEVEN, TWELVE). */
  levels: z.array(z.string()).optional(),
  associations: z.array(zOutcomeAssociation).optional(),
});
export type StandardBasedOutcome = z.infer<typeof zStandardBasedOutcome>;

/** The spec shows no fields for fundamentals; these hold the text and where it comes from. */
export const zFundamentalsOutcome = z.object({
  title: z.string(),
  description: optionalText,
  source: optionalText,
});
export type FundamentalsOutcome = z.infer<typeof zFundamentalsOutcome>;

export const OUTCOME_VARIANTS = [
  'auOutcome',
  'ngssOutcome',
  'nswOutcome',
  'ncOutcome',
  'standardBasedLearningOutcome',
  'fundamentalsOutcome',
] as const;
export type OutcomeVariantName = (typeof OUTCOME_VARIANTS)[number];

export const zLearningOutcome = z
  .object({
    uuid: zOutcomeUuid,
    curriculumCode: zCurriculumCode,
    isOfficial: z.boolean(),
    auOutcome: zAuOutcome.nullish(),
    ngssOutcome: zNgssOutcome.nullish(),
    nswOutcome: zNswOutcome.nullish(),
    ncOutcome: zNcOutcome.nullish(),
    standardBasedLearningOutcome: zStandardBasedOutcome.nullish(),
    fundamentalsOutcome: zFundamentalsOutcome.nullish(),
  })
  .refine((outcome) => OUTCOME_VARIANTS.filter((name) => outcome[name] != null).length === 1, {
    // Exactly one variant: none, or two, is not an outcome.
    message: 'is-invalid',
  });
export type LearningOutcome = z.infer<typeof zLearningOutcome>;

/** The one variant of an outcome, tagged with its name, for exhaustive switches. */
export type OutcomeVariant =
  | { kind: 'auOutcome'; value: AuOutcome }
  | { kind: 'ngssOutcome'; value: NgssOutcome }
  | { kind: 'nswOutcome'; value: NswOutcome }
  | { kind: 'ncOutcome'; value: NcOutcome }
  | { kind: 'standardBasedLearningOutcome'; value: StandardBasedOutcome }
  | { kind: 'fundamentalsOutcome'; value: FundamentalsOutcome };

/** The variant of a parsed outcome (the schema guarantees there is exactly one). */
export function outcomeVariant(outcome: LearningOutcome): OutcomeVariant {
  if (outcome.auOutcome) return { kind: 'auOutcome', value: outcome.auOutcome };
  if (outcome.ngssOutcome) return { kind: 'ngssOutcome', value: outcome.ngssOutcome };
  if (outcome.nswOutcome) return { kind: 'nswOutcome', value: outcome.nswOutcome };
  if (outcome.ncOutcome) return { kind: 'ncOutcome', value: outcome.ncOutcome };
  if (outcome.standardBasedLearningOutcome)
    return { kind: 'standardBasedLearningOutcome', value: outcome.standardBasedLearningOutcome };
  if (outcome.fundamentalsOutcome) return { kind: 'fundamentalsOutcome', value: outcome.fundamentalsOutcome };
  throw new Error(`Learning outcome ${outcome.uuid} has no variant`);
}

/** The flattened form the selector lists (spec 3): one shape whatever the variant. */
export const zFlatOutcome = z.object({
  uuid: zOutcomeUuid,
  curriculumCode: zCurriculumCode,
  isOfficial: z.boolean(),
  code: z.string().nullable(),
  /** Null for fundamentals, which have no type. */
  type: zOutcomeType.nullable(),
  title: z.string(),
  typeDescription: z.string().nullable(),
  grade: z.string().nullable(),
  domain: z.string().nullable(),
  group: z.string().nullable(),
  subgroup: z.string().nullable(),
  topic: z.string().nullable(),
  tagColor: z.enum(TAG_COLORS),
});
export type FlatOutcome = z.infer<typeof zFlatOutcome>;

/** A consolidated learning outcome (spec 3, used for tagging): an outcome with its sub-standards. */
export const zConsolidatedOutcome = zFlatOutcome.extend({
  learningScale: zLearningScale.nullable(),
  parentId: zOutcomeUuid.nullable(),
  subStandards: z.array(
    z.object({
      uuid: zOutcomeUuid,
      code: z.string().nullable(),
      title: z.string(),
      learningScale: zLearningScale.nullable(),
    }),
  ),
});
export type ConsolidatedOutcome = z.infer<typeof zConsolidatedOutcome>;
