import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Activity, Response, WorksheetItem } from '../../../../common/activities/schema.ts';
import { aSession, aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { aLessonWithItems, aResponse, promptOf } from '../activities.fixtures.ts';
import { LessonPage } from './lesson-page.tsx';

const URL = '/app/alpha-high-1/subject-11/lessons/5';
const PATH = '/:endpoint/:institutionSlug/:subjectSlug/lessons/:activityId';
const subject = aSubjectDetails({ id: 11, code: '', permissions: { update: false } });
const choice = {
  id: 51,
  activityId: 5,
  position: 0,
  prompt: promptOf('Which is a liquid at room temperature?'),
  marks: 1,
  kind: 'multipleChoice',
  options: [
    { id: 'a', text: 'Iron' },
    { id: 'b', text: 'Water' },
  ],
  allowMultiple: false,
  modelAnswer: null,
} as WorksheetItem;

/** A student's lesson of one multiple-choice question, with the teacher's choice of feedback. */
function lessonServer(feedback: Pick<Activity, 'feedbackMode' | 'checkTries'>) {
  let stored: Response | null = null;
  const { requests } = stubServer((request) => {
    if (request.path === '/v3/auth/me') return { status: 200, body: aSession({ principal: 'sam' }) };
    if (request.path === '/v3/subjects/11') return { status: 200, body: { subject } };
    if (request.path === '/v3/activities/5')
      return { status: 200, body: { activity: { ...aLessonWithItems([choice]), ...feedback } } };
    if (request.method === 'PUT' && request.path === '/v3/worksheetItems/51/myResponse') {
      const body = request.body as { value: Response['value'] };
      stored = aResponse({ value: body.value, versionCount: (stored?.versionCount ?? 0) + 1 });
      return { status: 200, body: { response: stored, applied: true } };
    }
    if (request.method === 'POST' && request.path === '/v3/worksheetItems/51/myResponse/actions/check') {
      const checksUsed = (stored?.checksUsed ?? 0) + 1;
      const right = JSON.stringify(stored?.value).includes('"b"');
      stored = {
        ...stored!,
        checksUsed,
        mark: {
          score: right ? 1 : 0,
          maxScore: 1,
          feedback: null,
          isAuto: true,
          markedBy: null,
          markedByName: null,
          markedAt: '2026-11-03T00:00:00.000Z',
        },
      };
      return { status: 200, body: { response: stored, checksLeft: feedback.checkTries - checksUsed } };
    }
    return undefined;
  });
  return requests;
}

const question = async () => within(await screen.findByRole('listitem', { name: 'Question 1' }));

describe('LessonPage: feedback comes when the teacher chose it', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves a choice without a mark or a way to check it when marks come on submitting', async () => {
    const requests = lessonServer({ feedbackMode: 'onSubmit', checkTries: 3 });
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    await user.click((await question()).getByRole('radio', { name: 'Iron' }));
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('saved'));
    expect(requests.some((r) => r.path.endsWith('/myResponse'))).toBe(true);
    expect((await question()).queryByRole('button', { name: /Check your answer/ })).toBeNull();
    expect(screen.queryByTestId('answer-mark')).toBeNull();
  });

  it('checks the saved answer as the student goes, showing its mark and the checks left', async () => {
    const requests = lessonServer({ feedbackMode: 'checkAsYouGo', checkTries: 2 });
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    const q = await question();
    expect(q.getByTestId('checks-left').textContent).toBe('2 checks left');
    await user.click(q.getByRole('radio', { name: 'Iron' }));
    await user.click(q.getByRole('button', { name: 'Check your answer to question 1' }));
    await waitFor(() => expect(q.getByTestId('answer-mark').textContent).toContain('0 / 1 marks'));
    expect(q.getByTestId('checks-left').textContent).toBe('1 check left');
    // The answer was saved before it was checked.
    const order = requests.filter((r) => r.path.startsWith('/v3/worksheetItems/51')).map((r) => r.method);
    expect(order).toEqual(['PUT', 'POST']);
  });
});
