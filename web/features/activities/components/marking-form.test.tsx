import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import type { Response } from '../../../../common/activities/schema.ts';
import { aResponse, aShortAnswerItem } from '../activities.fixtures.ts';
import { MarkingForm } from './marking-form.tsx';

const item = aShortAnswerItem({ marks: 3 });
const response = aResponse({ id: 900, value: { kind: 'shortAnswer', text: 'frozen water' } });

function render() {
  const { requests } = stubServer(({ method, path, body }) => {
    if (method === 'PUT' && path === '/v3/responses/900/mark') {
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
  const onSaved = vi.fn();
  const result = renderWithApp(<MarkingForm item={item} response={response} onSaved={onSaved} />);
  return { ...result, requests, onSaved };
}

const marks = (requests: SentRequest[]) => requests.filter((r) => r.path.endsWith('/mark'));

describe('MarkingForm', () => {
  it('asks for a score before sending anything', async () => {
    const { user, requests } = render();
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText('Enter a score.')).toBeTruthy();
    expect(marks(requests)).toHaveLength(0);
  });

  it("refuses a score above the question's marks", async () => {
    const { user, requests } = render();
    await user.type(screen.getByRole('textbox', { name: /Score \(out of 3\)/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText('Enter a score from 0 to 3.')).toBeTruthy();
    expect(marks(requests)).toHaveLength(0);
  });

  it('sends a valid score with the feedback', async () => {
    const { user, requests, onSaved } = render();
    await user.type(screen.getByRole('textbox', { name: /Score \(out of 3\)/ }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Feedback for the student' }), 'Name the state too.');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(marks(requests)[0]?.body).toEqual({
      score: 2,
      feedback: 'Name the state too.',
      baseMarkVersion: 0,
    });
  });

  it('sends the mark it started from, so a mark given meanwhile is refused rather than replaced; says so, shows it, and replaces it on a second save', async () => {
    const saved: { baseMarkVersion?: number }[] = [];
    stubServer(({ method, path, body }) => {
      if (method !== 'PUT' || path !== '/v3/responses/900/mark') return undefined;
      const sent = body as { baseMarkVersion?: number };
      saved.push(sent);
      if (sent.baseMarkVersion === 0)
        return { status: 409, body: { code: 'invalid-action', message: 'The mark changed.' } };
      return { status: 200, body: { response: othersMark } };
    });
    const othersMark = aResponse({
      ...response,
      markVersion: 1,
      mark: {
        score: 3,
        maxScore: 3,
        feedback: 'Spot on.',
        isAuto: false,
        markedBy: 'tessa',
        markedByName: 'Tessa Teacher',
        markedAt: '2026-11-03T00:00:00.000Z',
      },
    });
    const onSaved = vi.fn();
    let show: (next: Response) => void = () => {};
    function LiveForm() {
      const [shown, setShown] = useState(response);
      show = setShown;
      return <MarkingForm item={item} response={shown} onSaved={onSaved} />;
    }
    const { user } = renderWithApp(<LiveForm />);
    await user.type(screen.getByRole('textbox', { name: /Score \(out of 3\)/ }), '1');
    // Another teacher's mark arrives live (the class view re-read it) before this one is saved.
    act(() => show(othersMark));
    expect(screen.getByTestId('current-mark').textContent).toContain('3/3 from Tessa Teacher');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This mark changed while you were marking',
    );
    expect(saved[0]?.baseMarkVersion).toBe(0);
    expect(screen.getByTestId('current-mark').dataset.changed).toBe('true');
    expect(screen.getByTestId('current-mark').textContent).toContain('Spot on.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Score \(out of 3\)/ }).value).toBe('1');
    expect(onSaved).not.toHaveBeenCalled();

    // Saving again, knowingly, replaces the mark shown.
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[1]?.baseMarkVersion).toBe(1);
  });
});
