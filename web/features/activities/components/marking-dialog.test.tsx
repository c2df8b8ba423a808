import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClassView } from '../../../../common/activities/contracts.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { aResponse, aShortAnswerItem, anActivity } from '../activities.fixtures.ts';
import { MarkingDialog, type OpenedAnswer } from './marking-dialog.tsx';

const item = aShortAnswerItem({
  marks: 3,
  modelAnswer: {
    text: 'Water in its <b>solid</b> state',
    acceptedAnswers: ['frozen water', 'solid water'],
    isCaseSensitive: false,
  },
});
const student = (principal: string, fullName: string) => ({
  principal,
  fullName,
  submission: { submittedAt: null, returnedAt: null, answeredCount: 1, score: 0, markedMaxScore: 0 },
  extendedDueAt: null,
});
const view: ClassView = {
  activity: anActivity({ permissions: { update: true } }),
  worksheetItems: [item],
  // Bea gave no answer: the dialog moves past her.
  students: [student('ari', 'Ari Ahn'), student('bea', 'Bea Bell'), student('cal', 'Cal Cho')],
  responses: [
    aResponse({ id: 901, studentPrincipal: 'ari', value: { kind: 'shortAnswer', text: 'frozen water' } }),
    aResponse({ id: 903, studentPrincipal: 'cal', value: { kind: 'shortAnswer', text: 'cold stuff' } }),
  ],
};

function Harness() {
  const [opened, setOpened] = useState<OpenedAnswer | null>({ studentPrincipal: 'ari', worksheetItemId: 51 });
  return <MarkingDialog view={view} opened={opened} onMove={setOpened} onClose={() => setOpened(null)} />;
}

function render() {
  const { requests } = stubServer(({ method, path, body }) => {
    const marked = /^\/v3\/responses\/(\d+)\/mark$/.exec(path);
    if (method === 'PUT' && marked) {
      const response = view.responses.find((r) => r.id === Number(marked[1]))!;
      const mark = body as { score: number; feedback: string | null };
      return {
        status: 200,
        body: {
          response: {
            ...response,
            mark: {
              ...mark,
              maxScore: 3,
              isAuto: false,
              markedBy: 't',
              markedByName: 'Tessa',
              markedAt: '2026-11-03T00:00:00.000Z',
            },
          },
        },
      };
    }
    return undefined;
  });
  return { ...renderWithApp(<Harness />), requests };
}

const marks = (requests: SentRequest[]) => requests.filter((r) => r.path.endsWith('/mark'));
const dialog = () => screen.getByRole('dialog');
const scoreBox = () =>
  within(dialog()).getByRole<HTMLInputElement>('textbox', { name: /Score \(out of 3\)/ });

describe('MarkingDialog', () => {
  it("shows the question's model answer and accepted answers as text, never as markup", async () => {
    render();
    const model = await screen.findByTestId('model-answer');
    expect(within(model).getByText('Water in its <b>solid</b> state')).toBeTruthy();
    expect(model.querySelector('b')).toBeNull();
    expect(within(model).getByText('frozen water')).toBeTruthy();
    expect(within(model).getByText('solid water')).toBeTruthy();
  });

  it('moves between the students who answered, disabled at the ends', async () => {
    const { user } = render();
    expect(await screen.findByText('Ari Ahn, question 1')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous student' });
    const next = screen.getByRole('button', { name: 'Next student' });
    expect(previous).toHaveProperty('disabled', true);
    expect(screen.getByText(/^Answer 1 of 2\./)).toBeTruthy();
    await user.click(next);
    expect(await screen.findByText('Cal Cho, question 1')).toBeTruthy();
    expect(within(dialog()).getByText('cold stuff')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next student' })).toHaveProperty('disabled', true);
    // The keyboard's focus is not lost on the button that turned disabled.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous student' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ari Ahn, question 1')).toBeTruthy();
  });

  it('saves a changed mark before moving to the next student', async () => {
    const { user, requests } = render();
    await user.type(await waitFor(scoreBox), '2');
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    expect(await screen.findByText('Cal Cho, question 1')).toBeTruthy();
    expect(marks(requests)).toEqual([
      expect.objectContaining({
        path: '/v3/responses/901/mark',
        body: { score: 2, feedback: null, baseMarkVersion: 0 },
      }),
    ]);
  });

  it('moves without saving when nothing changed', async () => {
    const { user, requests } = render();
    await screen.findByText('Ari Ahn, question 1');
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    expect(await screen.findByText('Cal Cho, question 1')).toBeTruthy();
    expect(marks(requests)).toHaveLength(0);
  });

  it('stays on a mark that cannot be saved, with its problem, keeping what was typed', async () => {
    const { user, requests } = render();
    await user.type(await waitFor(scoreBox), '7');
    await user.click(screen.getByRole('button', { name: 'Next student' }));
    expect(await screen.findByText('Enter a score from 0 to 3.')).toBeTruthy();
    expect(screen.getByText('Ari Ahn, question 1')).toBeTruthy();
    expect(scoreBox().value).toBe('7');
    expect(marks(requests)).toHaveLength(0);
  });
});
