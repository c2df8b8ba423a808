import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityWithParts } from '../../../../common/activities/contracts.ts';
import type { SubmissionSummary } from '../../../../common/activities/schema.ts';
import { aSession, aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { aLessonWithItems, aResponse, aShortAnswerItem } from '../activities.fixtures.ts';
import { LessonPage } from './lesson-page.tsx';

const URL = '/app/alpha-high-1/subject-11/lessons/5';
const PATH = '/:endpoint/:institutionSlug/:subjectSlug/lessons/:activityId';
const subject = aSubjectDetails({ id: 11, code: '', permissions: { update: false } });
const items = [51, 52, 53, 54, 55].map((id, index) => aShortAnswerItem({ id, position: index }));
const summary = (overrides: Partial<SubmissionSummary> = {}): SubmissionSummary => ({
  submittedAt: null,
  returnedAt: null,
  answeredCount: 0,
  score: 0,
  markedMaxScore: 0,
  ...overrides,
});
/** Questions 1, 3 and 4 answered; 2 and 5 not. */
const answered = [51, 53, 54].map((worksheetItemId) =>
  aResponse({ id: worksheetItemId * 10, worksheetItemId, value: { kind: 'shortAnswer', text: 'ice' } }),
);

function lessonServer(lesson: ActivityWithParts) {
  return stubServer((request: SentRequest) => {
    if (request.path === '/v3/auth/me') return { status: 200, body: aSession({ principal: 'sam' }) };
    if (request.path === '/v3/subjects/11') return { status: 200, body: { subject } };
    if (request.path === '/v3/activities/5') return { status: 200, body: { activity: lesson } };
    if (request.method === 'POST' && request.path === '/v3/activities/5/actions/submit') {
      const submission = summary({ submittedAt: '2026-11-03T01:00:00.000Z', answeredCount: 3 });
      lesson.mySubmission = submission;
      return { status: 200, body: { submission, responses: answered } };
    }
    return undefined;
  });
}

const submitButton = () => screen.findByRole('button', { name: 'Submit lesson' });

describe('LessonPage: submitting asks first and never jumps away', () => {
  beforeEach(() => window.localStorage.clear());

  it('names the unanswered questions in a confirmation; keeping on working submits nothing', async () => {
    const { requests } = lessonServer(aLessonWithItems(items, { myResponses: answered }));
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Submit this lesson?' });
    expect(within(dialog).getByTestId('unanswered').textContent).toBe(
      'Question 2 and question 5 have no answer yet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.path.endsWith('/actions/submit'))).toHaveLength(0);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer to question 2' }).readOnly,
    ).toBe(false);
  });

  it('submits once confirmed, and puts the focus on the result, where the student is', async () => {
    const { requests } = lessonServer(aLessonWithItems(items, { myResponses: answered }));
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Submit this lesson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit now' }));
    const result = await screen.findByTestId('submitted');
    expect(result.textContent).toContain('You submitted this lesson.');
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(requests.filter((r) => r.path.endsWith('/actions/submit'))).toHaveLength(1);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer to question 1' }).readOnly,
    ).toBe(true);
  });

  it('says every question is answered when none is left', async () => {
    const all = items.map((item) =>
      aResponse({ id: item.id * 10, worksheetItemId: item.id, value: { kind: 'shortAnswer', text: 'ice' } }),
    );
    lessonServer(aLessonWithItems(items, { myResponses: all }));
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    await user.click(await submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Submit this lesson?' });
    expect(within(dialog).queryByTestId('unanswered')).toBeNull();
    expect(within(dialog).getByText('You have answered every question.')).toBeTruthy();
  });

  it('shows a lesson the teacher returned as returned, with its answers open to change', async () => {
    lessonServer(
      aLessonWithItems(items, {
        myResponses: answered,
        mySubmission: summary({ returnedAt: '2026-11-03T02:00:00.000Z', answeredCount: 3 }),
      }),
    );
    renderWithApp(<LessonPage />, { path: PATH, url: URL });
    const notice = await screen.findByTestId('returned-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Your teacher returned this lesson');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer to question 1' }).readOnly,
    ).toBe(false);
    expect(await submitButton()).toBeTruthy();
  });
});
