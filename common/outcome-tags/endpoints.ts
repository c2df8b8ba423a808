import { defineEndpoint } from '../api/endpoint.ts';
import {
  zLessonTagsResponse,
  zMasteryEvidenceQuery,
  zMasteryEvidenceResponse,
  zMasteryMethodResponse,
  zPutMasteryMethod,
  zPutActivityTags,
  zPutResponseOutcomeLevels,
  zPutWorksheetItemTags,
  zResponseOutcomeLevelsResponse,
  zScopeAndSequence,
  zSubjectMastery,
  zSuggestedLearningOutcomesResponse,
  zTagActivityParams,
  zTagResponseParams,
  zTagSubjectParams,
  zTagWorksheetItemParams,
  zWorksheetItemTagsResponse,
} from './contracts.ts';

/**
 * Outcome tags on lessons and questions, the outcomes suggested for a question, the levels a
 * teacher gives answers, and what they add up to: each student's mastery and a subject's scope and
 * sequence. Who may do what follows the lesson's (so the subject's) policy.
 */

const tag = 'outcome tags';
const TEACHERS = "(the subject's instructors, the school's admins)";
const TAG_RULES =
  'Tags name official outcomes by uuid, one tag per outcome; an unknown or unofficial outcome is ' +
  "400 'is-invalid' on its `learningOutcomeUuid`, a second tag of one outcome 400 'is-taken'.";

export const getLessonOutcomeTags = defineEndpoint({
  method: 'GET',
  path: '/v3/activities/:activityId/learningOutcomeTags',
  checks: { resource: 'activity', param: 'activityId', action: 'read' },
  access: 'session',
  tag,
  summary: "A lesson's outcome tags and each of its questions': whoever reads the lesson (its rubric)",
  params: zTagActivityParams,
  errors: [404],
  responses: { 200: zLessonTagsResponse },
});

export const putLessonOutcomeTags = defineEndpoint({
  method: 'PUT',
  path: '/v3/activities/:activityId/learningOutcomeTags',
  checks: { resource: 'activity', param: 'activityId', action: 'write' },
  access: 'session',
  tag,
  summary: `Replace a lesson's outcome tags, in order ${TEACHERS}`,
  description: `${TAG_RULES} An explanation is localized rich text in the one rich-text schema.`,
  params: zTagActivityParams,
  body: zPutActivityTags,
  errors: [403, 404],
  responses: { 200: zLessonTagsResponse },
});

export const putWorksheetItemOutcomeTags = defineEndpoint({
  method: 'PUT',
  path: '/v3/worksheetItems/:worksheetItemId/learningOutcomeTags',
  checks: { resource: 'worksheetItem', param: 'worksheetItemId', action: 'write' },
  access: 'session',
  tag,
  summary: `Replace a question's outcome tags, in order ${TEACHERS}`,
  description: `${TAG_RULES} A sub-standard tag must name a sub-standard of its outcome.`,
  params: zTagWorksheetItemParams,
  body: zPutWorksheetItemTags,
  errors: [403, 404],
  responses: { 200: zWorksheetItemTagsResponse },
});

export const getSuggestedLearningOutcomes = defineEndpoint({
  method: 'GET',
  path: '/v3/worksheetItems/:worksheetItemId/suggestedLearningOutcomes',
  checks: { resource: 'worksheetItem', param: 'worksheetItemId', action: 'write' },
  access: 'session',
  tag,
  summary: `The outcomes whose text best matches a question's, best first ${TEACHERS}`,
  description:
    "Ranked by PostgreSQL's full-text ranking when the question's text is saved, within the subject's " +
    'curriculum: the one its tags use most, else the one the school\u2019s curriculum list for its ' +
    'locale opens on. Outcomes of the subject\u2019s year level come first (the year its name or code ' +
    'says, else the one most of its tags have), then of the years next to it, then the rest. Outcomes ' +
    'the question is already tagged with are left out.',
  params: zTagWorksheetItemParams,
  errors: [403, 404],
  responses: { 200: zSuggestedLearningOutcomesResponse },
});

export const getResponseOutcomeLevels = defineEndpoint({
  method: 'GET',
  path: '/v3/responses/:responseId/outcomeLevels',
  checks: { resource: 'response', param: 'responseId', action: 'read' },
  access: 'session',
  tag,
  summary: "The levels an answer was judged to show: its student and the lesson's teachers",
  params: zTagResponseParams,
  errors: [404],
  responses: { 200: zResponseOutcomeLevelsResponse },
});

export const putResponseOutcomeLevels = defineEndpoint({
  method: 'PUT',
  path: '/v3/responses/:responseId/outcomeLevels',
  checks: { resource: 'response', param: 'responseId', action: 'mark' },
  access: 'session',
  tag,
  summary: `Judge the level an answer shows for each outcome its question is tagged with ${TEACHERS}`,
  description:
    'Replaces the answer\u2019s levels. An outcome the question is not tagged with (nor a tagged ' +
    "sub-standard of one) is 400 'is-invalid'.",
  params: zTagResponseParams,
  body: zPutResponseOutcomeLevels,
  errors: [403, 404],
  responses: { 200: zResponseOutcomeLevelsResponse },
});

export const getSubjectMastery = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId/outcomeMastery',
  access: 'session',
  tag,
  summary:
    "What each student has mastered of the subject's outcomes: every student for its teachers, oneself for a student",
  description:
    "A cell adds up the levels the student's answers showed for the outcome by the subject's mastery " +
    'method (the decaying average unless its teachers chose another), with how many answers showed ' +
    "one. An auto-marked answer shows its question's target level when right and NOT_SHOWN when wrong, " +
    'unless a teacher gave it a level.',
  params: zTagSubjectParams,
  errors: [404],
  responses: { 200: zSubjectMastery },
});

export const getScopeAndSequence = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId/scopeAndSequence',
  checks: { resource: 'subject', param: 'subjectId', action: 'read' },
  access: 'session',
  tag,
  summary: "A subject's lessons in order with the outcomes each puts in its scope and sequence",
  description: 'Its teachers see every lesson; its students the published ones.',
  params: zTagSubjectParams,
  errors: [404],
  responses: { 200: zScopeAndSequence },
});

export const putMasteryMethod = defineEndpoint({
  method: 'PUT',
  path: '/v3/subjects/:subjectId/outcomeMastery/method',
  checks: { resource: 'subject', param: 'subjectId', action: 'update' },
  access: 'session',
  tag,
  summary: `Choose how a subject adds up its students' levels: decayingAverage, latest, highest or average ${TEACHERS}`,
  params: zTagSubjectParams,
  body: zPutMasteryMethod,
  errors: [403, 404],
  responses: { 200: zMasteryMethodResponse },
});

export const getMasteryEvidence = defineEndpoint({
  method: 'GET',
  path: '/v3/subjects/:subjectId/outcomeMastery/evidence',
  checks: { resource: 'subject', param: 'subjectId', action: 'read' },
  access: 'session',
  tag,
  summary:
    "The answers behind one mastery cell, oldest first: the subject's teachers for any student, a student for themselves",
  description: "Another student's evidence is 404 to a student, as if that student were not in the subject.",
  params: zTagSubjectParams,
  query: zMasteryEvidenceQuery,
  errors: [404],
  responses: { 200: zMasteryEvidenceResponse },
});
