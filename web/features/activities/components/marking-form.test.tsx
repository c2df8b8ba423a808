import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
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

  it('says the mark changed meanwhile, and what it is now, keeping what was typed', async () => {
    const conflict = "This answer's mark changed while you were marking: it now has 3 from Tessa.";
    stubServer(({ method, path }) =>
      method === 'PUT' && path === '/v3/responses/900/mark'
        ? { status: 409, body: { code: 'invalid-action', message: conflict } }
        : undefined,
    );
    const onSaved = vi.fn();
    const { user } = renderWithApp(<MarkingForm item={item} response={response} onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: /Score \(out of 3\)/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    expect((await screen.findByRole('alert')).textContent).toBe(conflict);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Score \(out of 3\)/ }).value).toBe('1');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
