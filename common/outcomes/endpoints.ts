import { defineEndpoint } from '../api/endpoint.ts';
import {
  zBatchGetByCurriculumCodeBody,
  zBatchGetByCurriculumCodeResponse,
  zCurriculumAccessQuery,
  zCurriculumCodeParams,
  zCurriculumList,
  zCurriculumOutcomes,
  zListOutcomesQuery,
  zOutcomeBatchGetBody,
  zOutcomeBatchGetResponse,
  zOutcomePage,
  zOutcomeResponse,
  zOutcomeUuidParams,
} from './contracts.ts';
import { zSchoolScale, zSchoolScaleBody, zSchoolScaleParams } from './school-scales.ts';

/**
 * The learning outcome calls (spec 7), each declared once. Outcomes are public reference data for
 * whoever is signed in. A feature-gated curriculum is offered only to a member of a school where
 * its flag is on (`institutionId`); by uuid, every outcome is answered, so a tag always resolves.
 */

const tag = 'outcomes';
const GATED =
  'A feature-gated curriculum is served only with the `institutionId` of a school the caller belongs ' +
  'to where its flag is on (a school the caller does not belong to: 404).';

export const batchGetLearningOutcomes = defineEndpoint({
  method: 'POST',
  path: '/v3/learningOutcome/batchGet',
  access: 'session',
  tag,
  summary: "Learning outcomes by uuid, in the order asked; a missing one is 'Learning outcome not found'",
  body: zOutcomeBatchGetBody,
  errors: [404],
  responses: { 200: zOutcomeBatchGetResponse },
});

export const listCurriculumOutcomes = defineEndpoint({
  method: 'GET',
  path: '/v3/learningOutcome/curriculum/:curriculumCode',
  access: 'session',
  tag,
  summary: 'Every current outcome of a curriculum, with the curriculum; cacheable (ETag)',
  description:
    `${GATED} The answer carries a strong ETag that changes only when the curriculum is imported ` +
    'again; a request with a matching If-None-Match is answered 304 with no body. The browser ' +
    'revalidates and answers 304s from its cache itself, so 304 is not declared as an answer for the client.',
  params: zCurriculumCodeParams,
  query: zCurriculumAccessQuery,
  responses: { 200: zCurriculumOutcomes },
});

export const batchGetOutcomesByCurriculumCode = defineEndpoint({
  method: 'POST',
  path: '/v3/learningOutcome/batchGetByCurriculumCode',
  access: 'session',
  tag,
  summary: 'Every current outcome of several curricula, each with its curriculum',
  description: `${GATED} A curriculum not offered is 'Curriculum not found' unless ignoreMissing is set.`,
  body: zBatchGetByCurriculumCodeBody,
  errors: [404],
  responses: { 200: zBatchGetByCurriculumCodeResponse },
});

export const getLearningOutcome = defineEndpoint({
  method: 'GET',
  path: '/v3/learningOutcome/:uuid',
  access: 'session',
  tag,
  summary: 'One learning outcome by uuid (a withdrawn one too)',
  params: zOutcomeUuidParams,
  responses: { 200: zOutcomeResponse },
});

export const listLearningOutcomes = defineEndpoint({
  method: 'GET',
  path: '/v3/learningOutcome',
  access: 'session',
  tag,
  summary: 'Current learning outcomes, filtered, in curriculum and source order, a page at a time',
  description:
    `${GATED} Without \`curriculumCode\`, the curricula offered are listed. \`limit\` (1 to 500, ` +
    'default 100) outcomes from `offset`; `nextOffset` is null on the last page.',
  query: zListOutcomesQuery,
  errors: [404],
  responses: { 200: zOutcomePage },
});

export const listCurricula = defineEndpoint({
  method: 'GET',
  path: '/v3/curricula',
  access: 'session',
  tag,
  summary: 'The imported curricula offered to a school (feature-gated ones only where their flag is on)',
  query: zCurriculumAccessQuery,
  errors: [404],
  responses: { 200: zCurriculumList },
});

const SCHOOL_SCALE_PATH = '/v3/institutions/:institutionId/learningOutcome/:uuid/learningScale';

export const getSchoolLearningScale = defineEndpoint({
  method: 'GET',
  path: SCHOOL_SCALE_PATH,
  access: 'session',
  tag,
  summary: "A school's own learning scale for an outcome (never official); empty while it has written none",
  description: 'Any member of the school may read it (a school the caller does not belong to: 404).',
  params: zSchoolScaleParams,
  errors: [404],
  responses: { 200: zSchoolScale },
});

export const putSchoolLearningScale = defineEndpoint({
  method: 'PUT',
  path: SCHOOL_SCALE_PATH,
  access: 'session',
  tag,
  summary:
    "Writes a school's own learning scale for an outcome: each level's text, a level left out or blank has none",
  description: "The school's admins and heads of science write it; its teachers and students read it (403).",
  params: zSchoolScaleParams,
  body: zSchoolScaleBody,
  errors: [403, 404],
  responses: { 200: zSchoolScale },
});
