import { z } from 'zod';
import { zGetResponses } from '../api/batch.ts';
import { MAX_ID, readId } from '../api/ids.ts';
import { zInstitutionId } from '../roles/schema.ts';
import { OUTCOME_VARIANTS, zCurriculumCode, zLearningOutcome, zOutcomeUuid } from './schema.ts';

/** Request and response contracts of the learning outcome calls (spec 7, Learning outcomes). */

export const LEARNING_OUTCOME_NOT_FOUND = 'Learning outcome not found';
/** A curriculum not imported, or feature-gated and not offered to the school asked about. */
export const CURRICULUM_NOT_FOUND = 'Curriculum not found';

/** The most uuids one batch get takes. */
export const MAX_OUTCOME_BATCH = 500;
/** `GET /v3/learningOutcome` pages: `limit` outcomes from `offset`, at most this many. */
export const MAX_OUTCOME_PAGE = 500;
/** Curricula one batch get may name: every code the platform names, and operators' own. */
export const MAX_CURRICULA_BATCH = 100;
export const DEFAULT_OUTCOME_PAGE = 100;

export const zOutcomeUuidParams = z.object({ uuid: zOutcomeUuid });
export const zCurriculumCodeParams = z.object({ curriculumCode: zCurriculumCode });

/**
 * The school a curriculum is asked for: a feature-gated curriculum is served only to a member of
 * a school where its flag is on. Without it, only the curricula offered to everyone.
 */
export const zCurriculumAccessQuery = z.object({ institutionId: zInstitutionId.optional() });

/** A curriculum as offered: spec 3's code and label, with the licence and attribution to show with its text. */
export const zCurriculum = z.object({
  code: zCurriculumCode,
  label: z.string(),
  licence: z.string(),
  attribution: z.string(),
});
export type Curriculum = z.infer<typeof zCurriculum>;
export const zCurriculumList = z.object({ curricula: z.array(zCurriculum) });

export const zOutcomeResponse = z.object({ learningOutcome: zLearningOutcome });

export const zOutcomeBatchGetBody = z.object({
  uuids: z.array(zOutcomeUuid).min(1).max(MAX_OUTCOME_BATCH),
  ignoreMissing: z.boolean().optional().default(false),
});
export type OutcomeBatchGetBody = z.input<typeof zOutcomeBatchGetBody>;
export const zOutcomeBatchGetResponse = zGetResponses('learningOutcome', zLearningOutcome);

/** One curriculum with every current outcome of it, in its source's order. */
export const zCurriculumOutcomes = z.object({
  curriculum: zCurriculum,
  learningOutcomes: z.array(zLearningOutcome),
});
export type CurriculumOutcomes = z.infer<typeof zCurriculumOutcomes>;

export const zBatchGetByCurriculumCodeBody = z.object({
  curriculumCodes: z.array(zCurriculumCode).min(1).max(MAX_CURRICULA_BATCH),
  institutionId: zInstitutionId.optional(),
  ignoreMissing: z.boolean().optional().default(false),
});
export const zBatchGetByCurriculumCodeResponse = z.object({ getResponses: z.array(zCurriculumOutcomes) });

/** A whole number in a query string within [min, max]; `abc` is-not-a-number, out of range names the bound. */
const zQueryCount = (min: number, max: number) =>
  z
    .preprocess(
      readId,
      z
        .number({ error: 'is-not-a-number' })
        .int({ error: 'is-invalid' })
        .min(min, { error: 'below-min-length' })
        .max(max, { error: 'above-max-length' }),
    )
    .meta({ type: 'integer', minimum: min, maximum: max });

/** GET /v3/learningOutcome: current outcomes, filtered, in curriculum and source order, a page at a time. */
export const zListOutcomesQuery = z.object({
  curriculumCode: zCurriculumCode.optional(),
  /** The variant the outcomes carry (`auOutcome`, `ngssOutcome`, …). */
  variant: z.enum(OUTCOME_VARIANTS).optional(),
  isOfficial: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** The sub-standards of one standards-based outcome. */
  parentUuid: zOutcomeUuid.optional(),
  institutionId: zInstitutionId.optional(),
  limit: zQueryCount(1, MAX_OUTCOME_PAGE).optional().default(DEFAULT_OUTCOME_PAGE),
  offset: zQueryCount(0, MAX_ID).optional().default(0),
});
export type ListOutcomesQuery = z.output<typeof zListOutcomesQuery>;
export const zOutcomePage = z.object({
  learningOutcomes: z.array(zLearningOutcome),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The offset of the next page, or null on the last one. */
  nextOffset: z.number().int().nullable(),
});
