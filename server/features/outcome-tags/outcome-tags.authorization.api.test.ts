import * as outcomeTagEndpoints from '../../../common/outcome-tags/endpoints.ts';
import { activityResponses } from '../../db/schema/index.ts';
import {
  describeAuthorizationMatrix,
  SUBJECT_READERS,
  subjectWriters,
  type MatrixCase,
  type World,
} from '../../test/authorization-matrix.ts';
import { buildActivity, buildWorksheetItem } from '../../test/factories.ts';
import { importTestCurricula, testOutcomeUuid } from '../outcomes/outcomes.fixtures.ts';

/**
 * Every outcome tags endpoint as every actor. Tags follow the lesson's policy: whoever reads the
 * lesson reads its tags (its rubric); whoever writes it tags it, sees suggestions and judges answers;
 * a student reads their own answer's levels and their own mastery.
 */

const READERS = SUBJECT_READERS;
const WRITERS = subjectWriters(200);

const OUTCOME = testOutcomeUuid('UK', 'K1');
const fixturesByWorld = new WeakMap<World, { lesson: number; item: number; response: number }>();

/** A published lesson of school A's subject with a question the student has answered. */
async function buildFixtures(w: World) {
  if (fixturesByWorld.has(w)) return;
  await importTestCurricula(w.db);
  const subject = { id: w.subjectA, institutionId: w.schoolA };
  const lesson = await buildActivity(w.db, subject);
  const item = await buildWorksheetItem(w.db, lesson);
  const [response] = await w.db
    .insert(activityResponses)
    .values({
      institutionId: w.schoolA,
      activityId: lesson.id,
      worksheetItemId: item.id,
      studentPrincipal: w.principals.student,
      value: { kind: 'multipleChoice', optionIds: ['a'] },
      isAnswered: true,
      clientSavedAt: new Date('2030-01-01T00:00:00Z'),
    })
    .returning();
  fixturesByWorld.set(w, { lesson: lesson.id, item: item.id, response: response!.id });
}

const tag = { learningOutcomeUuid: OUTCOME, level: 'PROFICIENT' };

const f = (w: World) => fixturesByWorld.get(w)!;

/** Every case builds the world's lesson first (the world is each engine's own). */
const CASES: MatrixCase[] = (
  [
    {
      name: "a lesson's outcome tags",
      method: 'GET',
      url: (w) => `/v3/activities/${f(w).lesson}/learningOutcomeTags`,
      expected: READERS,
    },
    {
      name: "a lesson's outcome tags replaced",
      method: 'PUT',
      url: (w) => `/v3/activities/${f(w).lesson}/learningOutcomeTags`,
      body: () => ({
        tags: [
          { ...tag, descriptionLocalised: null, showInActivityRubric: true, showInScopeAndSequence: true },
        ],
      }),
      expected: WRITERS,
    },
    {
      name: "a question's outcome tags replaced",
      method: 'PUT',
      url: (w) => `/v3/worksheetItems/${f(w).item}/learningOutcomeTags`,
      body: () => ({ tags: [{ ...tag, showInRubric: true, subStandardTags: {} }] }),
      expected: WRITERS,
    },
    {
      name: "a question's suggested outcomes",
      method: 'GET',
      url: (w) => `/v3/worksheetItems/${f(w).item}/suggestedLearningOutcomes`,
      expected: WRITERS,
    },
    {
      name: "an answer's outcome levels",
      method: 'GET',
      url: (w) => `/v3/responses/${f(w).response}/outcomeLevels`,
      expected: READERS,
    },
    {
      name: "an answer's outcome levels judged",
      method: 'PUT',
      url: (w) => `/v3/responses/${f(w).response}/outcomeLevels`,
      body: () => ({ levels: [tag] }),
      expected: WRITERS,
    },
    {
      name: "a subject's outcome mastery",
      method: 'GET',
      url: (w) => `/v3/subjects/${w.subjectA}/outcomeMastery`,
      expected: READERS,
    },
    {
      name: "a subject's mastery method chosen",
      method: 'PUT',
      url: (w) => `/v3/subjects/${w.subjectA}/outcomeMastery/method`,
      body: () => ({ method: 'latest' }),
      expected: WRITERS,
    },
    {
      name: "the student's evidence for an outcome",
      method: 'GET',
      url: (w) =>
        `/v3/subjects/${w.subjectA}/outcomeMastery/evidence?principal=${w.principals.student}&learningOutcomeUuid=${OUTCOME}`,
      expected: READERS,
    },
    {
      name: "a subject's scope and sequence",
      method: 'GET',
      url: (w) => `/v3/subjects/${w.subjectA}/scopeAndSequence`,
      expected: READERS,
    },
  ] satisfies MatrixCase[]
).map((matrixCase) => ({ ...matrixCase, before: buildFixtures }));

describeAuthorizationMatrix('outcome tags', { cases: CASES, endpoints: outcomeTagEndpoints });
