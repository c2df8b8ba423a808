import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseValue } from '../../../../common/activities/schema.ts';
import { aSession, aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { aLessonWithItems, aResponse, aShortAnswerItem } from '../activities.fixtures.ts';
import { answerDraftKey } from '../answer-drafts.ts';
import { LessonPage } from './lesson-page.tsx';

const URL = '/app/alpha-high-1/subject-11/lessons/5';
const PATH = '/:endpoint/:institutionSlug/:subjectSlug/lessons/:activityId';
const subject = aSubjectDetails({ id: 11, code: '', permissions: { update: false } });
const item = aShortAnswerItem();

/** The server of a student's lesson; `isUp` says whether saves reach it. */
function lessonServer(state: { isUp: boolean; saved: unknown[] }) {
  return stubServer((request: SentRequest) => {
    if (request.path === '/v3/auth/me') return { status: 200, body: aSession({ principal: 'sam' }) };
    if (request.path === '/v3/subjects/11') return { status: 200, body: { subject } };
    if (request.path === '/v3/activities/5')
      return { status: 200, body: { activity: aLessonWithItems([item]) } };
    if (request.method === 'PUT' && request.path === '/v3/worksheetItems/51/myResponse') {
      if (!state.isUp) throw new TypeError('Failed to fetch');
      state.saved.push(request.body);
      const body = request.body as { value: ResponseValue; clientSavedAt: string };
      return {
        status: 200,
        body: {
          response: aResponse({ value: body.value, clientSavedAt: body.clientSavedAt }),
          applied: true,
        },
      };
    }
    return undefined;
  });
}

const answerBox = () => screen.findByRole('textbox', { name: 'Your answer to question 1' });

describe('LessonPage: answers are saved while typing and never lost', () => {
  beforeEach(() => {
    window.localStorage.clear();
    onlineManager.setOnline(true);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('saves an answer a moment after typing stops', async () => {
    const state = { isUp: true, saved: [] as unknown[] };
    lessonServer(state);
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    await user.type(await answerBox(), 'frozen water');
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('saved'));
    expect(state.saved.at(-1)).toMatchObject({ value: { kind: 'shortAnswer', text: 'frozen water' } });
    expect(window.localStorage.getItem(answerDraftKey('sam', 5, 51))).toBeNull();
  });

  it('keeps an answer typed offline on this device, says it is not saved, and saves it once back online', async () => {
    const state = { isUp: false, saved: [] as unknown[] };
    lessonServer(state);
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    const box = await answerBox();
    act(() => onlineManager.setOnline(false));
    await user.type(box, 'solid');
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('failed'));
    expect(screen.getByTestId('save-status').textContent).toContain('kept on this device');
    const kept = JSON.parse(window.localStorage.getItem(answerDraftKey('sam', 5, 51)) ?? 'null') as {
      answer: { value: ResponseValue };
    };
    expect(kept.answer.value).toEqual({ kind: 'shortAnswer', text: 'solid' });

    state.isUp = true;
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('saved'));
    expect(state.saved.at(-1)).toMatchObject({ value: { kind: 'shortAnswer', text: 'solid' } });
    expect(window.localStorage.getItem(answerDraftKey('sam', 5, 51))).toBeNull();
  });

  it('shows an answer kept on this device when the lesson opens again, and sends it', async () => {
    window.localStorage.setItem(
      answerDraftKey('sam', 5, 51),
      JSON.stringify({
        answer: {
          value: { kind: 'shortAnswer', text: 'typed on the bus' },
          clientSavedAt: '2026-11-03T00:00:00.000Z',
        },
        changedAt: '2026-11-03T00:00:00.000Z',
      }),
    );
    const state = { isUp: true, saved: [] as unknown[] };
    lessonServer(state);
    renderWithApp(<LessonPage />, { path: PATH, url: URL });
    expect(((await answerBox()) as HTMLInputElement).value).toBe('typed on the bus');
    await waitFor(() => expect(state.saved).toHaveLength(1));
    expect(state.saved[0]).toMatchObject({ value: { text: 'typed on the bus' } });
  });
});
