import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Response, ResponseValue } from '../../../../common/activities/schema.ts';
import { aSession, aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { aLessonWithItems, aResponse, aShortAnswerItem } from '../activities.fixtures.ts';
import { answerDraftKey } from '../answer-drafts.ts';
import { LessonPage } from './lesson-page.tsx';

const URL = '/app/alpha-high-1/subject-11/lessons/5';
const PATH = '/:endpoint/:institutionSlug/:subjectSlug/lessons/:activityId';
const subject = aSubjectDetails({ id: 11, code: '', permissions: { update: false } });

interface SaveBody {
  value: ResponseValue;
  clientSavedAt: string;
  baseVersion?: number;
}

/** A lesson whose server holds `stored` and answers each save as `answer` says. */
function lessonServer(
  stored: Response | null,
  answer: (body: SaveBody) => { response: Response; applied: boolean },
) {
  const saved: SaveBody[] = [];
  stubServer((request: SentRequest) => {
    if (request.path === '/v3/auth/me') return { status: 200, body: aSession({ principal: 'sam' }) };
    if (request.path === '/v3/subjects/11') return { status: 200, body: { subject } };
    if (request.path === '/v3/activities/5')
      return {
        status: 200,
        body: { activity: aLessonWithItems([aShortAnswerItem()], { myResponses: stored ? [stored] : [] }) },
      };
    if (request.method === 'PUT' && request.path === '/v3/worksheetItems/51/myResponse') {
      saved.push(request.body as SaveBody);
      return { status: 200, body: answer(request.body as SaveBody) };
    }
    return undefined;
  });
  return saved;
}

const answerBox = () => screen.findByRole('textbox', { name: 'Your answer to question 1' });

describe('LessonPage: saves are ordered by the answer’s version, never by this device’s clock', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the version each edit was made on, and sends the typing again on top of a save from another tab', async () => {
    const stored = aResponse({ value: { kind: 'shortAnswer', text: 'ice' }, versionCount: 2 });
    let version = 2;
    const saved = lessonServer(stored, (body) => {
      // Another tab saved "ice is frozen" first: the first save here is on an older version.
      if (body.baseVersion === 2) {
        version = 3;
        return {
          response: aResponse({ value: { kind: 'shortAnswer', text: 'ice is frozen' }, versionCount: 3 }),
          applied: false,
        };
      }
      version += 1;
      return { response: aResponse({ value: body.value, versionCount: version }), applied: true };
    });
    const { user } = renderWithApp(<LessonPage />, { path: PATH, url: URL });
    await user.type(await answerBox(), ' is solid water');
    await waitFor(() =>
      expect(saved.at(-1)?.value).toEqual({ kind: 'shortAnswer', text: 'ice is solid water' }),
    );
    // The save refused as made on version 2 goes again, the same typing, on version 3.
    expect(saved.slice(0, 2).map((s) => s.baseVersion)).toEqual([2, 3]);
    expect(saved[1]?.value).toEqual(saved[0]?.value);
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('saved'));
  });

  it('sends an answer kept on this device even when this device’s clock is behind the server’s answer', async () => {
    window.localStorage.setItem(
      answerDraftKey('sam', 5, 51),
      JSON.stringify({
        answer: {
          value: { kind: 'shortAnswer', text: 'typed offline' },
          clientSavedAt: '2020-01-01T00:00:00.000Z',
        },
        changedAt: '2020-01-01T00:00:00.000Z',
      }),
    );
    const stored = aResponse({
      value: { kind: 'shortAnswer', text: 'ice' },
      clientSavedAt: '2026-11-02T00:00:00.000Z',
    });
    const saved = lessonServer(stored, (body) => ({
      response: aResponse({ value: body.value, versionCount: 2 }),
      applied: true,
    }));
    renderWithApp(<LessonPage />, { path: PATH, url: URL });
    expect(((await answerBox()) as HTMLInputElement).value).toBe('typed offline');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ value: { text: 'typed offline' }, baseVersion: 1 });
  });
});
