import type {
  MasteryCell,
  ScopeAndSequence,
  SubjectMastery,
} from '../../../common/outcome-tags/contracts.ts';
import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import { au } from '../../../common/outcomes/outcomes.fixtures.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import type { SubjectDetails } from '../../../common/subjects/schema.ts';
import { aSubjectDetails } from '../../test/fixtures.ts';
import { stubServer, type Answer, type SentRequest } from '../../test/network.ts';

/** Year 7 Science's outcome pages as the API answers them, for the pages' component tests. */

export const FORCES = au({
  code: 'AC9S7U04',
  curriculumDescription:
    '<p>investigate and represent balanced and unbalanced forces, including gravitational force, acting on objects</p>',
});
export const PARTICLES = au({
  code: 'AC9S7U05',
  curriculumDescription: '<p>use particle theory to describe the arrangement of particles in a substance</p>',
});
export const REPRESENTATIONS = au({
  code: 'AC9S7I04',
  subjectStrand: 'Science Inquiry',
  curriculumDescription:
    '<p>select and construct appropriate representations, including tables, graphs, models and mathematical relationships</p>',
});

export const teacherView = (overrides: Partial<SubjectDetails> = {}) =>
  aSubjectDetails({ id: 11, name: 'Year 7 Science', code: 'SCI-7A', ...overrides });
export const studentView = () => teacherView({ permissions: { update: false } });

/** Where the pages live for the subject above. */
export const SUBJECT_URL = '/app/alpha-high-1/sci-7a-11';

export const cell = (outcome: LearningOutcome, level: ProficiencyLevel, evidenceCount = 1): MasteryCell => ({
  learningOutcomeUuid: outcome.uuid,
  level,
  evidenceCount,
  lastMarkedAt: '2026-11-20T01:00:00.000Z',
});

/** Two students: Sam proficient in particles (from two answers), Ava emerging in forces. */
export const MASTERY: SubjectMastery = {
  subjectId: 11,
  method: 'decayingAverage',
  learningOutcomeUuids: [PARTICLES.uuid, FORCES.uuid, REPRESENTATIONS.uuid],
  students: [
    {
      principal: 'ava',
      fullName: 'Ava Student',
      outcomes: [cell(FORCES, 'EMERGING')],
    },
    {
      principal: 'sam',
      fullName: 'Sam Student',
      outcomes: [cell(PARTICLES, 'PROFICIENT', 2)],
    },
  ],
};

export const SCOPE_AND_SEQUENCE: ScopeAndSequence = {
  subjectId: 11,
  learningOutcomeUuids: [PARTICLES.uuid, REPRESENTATIONS.uuid, FORCES.uuid],
  lessons: [
    {
      activityId: 1,
      title: 'States of matter',
      status: 'published',
      outcomes: [
        { learningOutcomeUuid: PARTICLES.uuid, level: 'PROFICIENT' },
        { learningOutcomeUuid: REPRESENTATIONS.uuid, level: 'DEVELOPING' },
      ],
    },
    {
      activityId: 2,
      title: 'Forces',
      status: 'published',
      outcomes: [{ learningOutcomeUuid: FORCES.uuid, level: 'PROFICIENT' }],
    },
    { activityId: 3, title: 'Cells', status: 'draft', outcomes: [] },
  ],
};

const OUTCOMES = [FORCES, PARTICLES, REPRESENTATIONS];

/**
 * Stands in for the server: the subject, the page's own call (`page`), the outcomes by uuid, and
 * whatever else `other` answers (the evidence, the mastery method).
 */
export function outcomePagesServer(
  subject: SubjectDetails,
  page: { path: string; answer: () => Answer },
  other: (request: SentRequest) => Answer | undefined = () => undefined,
) {
  return stubServer((request) => {
    const { method, path, body } = request;
    if (path === `/v3/subjects/${subject.id}`) return { status: 200, body: { subject } };
    if (path === page.path && method === 'GET') return page.answer();
    const answer = other(request);
    if (answer) return answer;
    if (method === 'POST' && path === '/v3/learningOutcome/batchGet') {
      const uuids = (body as { uuids: string[] }).uuids;
      const getResponses = OUTCOMES.filter((o) => uuids.includes(o.uuid)).map((learningOutcome) => ({
        learningOutcome,
      }));
      return { status: 200, body: { getResponses } };
    }
    return undefined;
  });
}
