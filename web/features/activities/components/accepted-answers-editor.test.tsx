import '../activities-i18n.ts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ShortAnswerModel } from '../../../../common/activities/schema.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AcceptedAnswersEditor } from './accepted-answers-editor.tsx';

type Model = Pick<ShortAnswerModel, 'acceptedAnswers' | 'isCaseSensitive'>;

function render(initial: Model, errorOf: (path: string) => string | undefined = () => undefined) {
  const changes: Model[] = [];
  function Harness() {
    const [model, setModel] = useState(initial);
    return (
      <AcceptedAnswersEditor
        model={model}
        number={2}
        errorOf={errorOf}
        onChange={(next) => {
          changes.push(next);
          setModel(next);
        }}
      />
    );
  }
  return { ...renderWithApp(<Harness />), changes };
}

const newAnswer = () => screen.getByRole('textbox', { name: 'New accepted answer for question 2' });

describe('AcceptedAnswersEditor', () => {
  it('adds a typed answer (with Enter or the button), trimmed, and removes one', async () => {
    const { user, changes } = render({ acceptedAnswers: [], isCaseSensitive: false });
    await user.type(newAnswer(), '  Evaporation {Enter}');
    await user.type(newAnswer(), 'Vaporisation');
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(changes.at(-1)).toEqual({
      acceptedAnswers: ['Evaporation', 'Vaporisation'],
      isCaseSensitive: false,
    });
    expect(screen.getByText('Evaporation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove accepted answer Evaporation, question 2' }));
    expect(changes.at(-1)).toEqual({ acceptedAnswers: ['Vaporisation'], isCaseSensitive: false });
    expect(screen.queryByText('Evaporation')).toBeNull();
  });

  it('never adds an empty answer or one already listed', async () => {
    const { user, changes } = render({ acceptedAnswers: ['Evaporation'], isCaseSensitive: false });
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(await screen.findByText('Type an answer to add.')).toBeTruthy();
    await user.type(newAnswer(), '  EVAPORATION');
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(await screen.findByText('This answer is already listed.')).toBeTruthy();
    expect(changes).toHaveLength(0);
  });

  it('says whether case matters once there are answers to compare', async () => {
    const { user, changes } = render({ acceptedAnswers: ['NaCl'], isCaseSensitive: false });
    await user.click(screen.getByRole('checkbox', { name: /Case matters/ }));
    expect(changes.at(-1)).toEqual({ acceptedAnswers: ['NaCl'], isCaseSensitive: true });
  });

  it("shows the server's problem with an accepted answer beside it", () => {
    const errorOf = vi.fn((path: string) =>
      path === 'modelAnswer.acceptedAnswers.0' ? 'Too long.' : undefined,
    );
    render({ acceptedAnswers: ['x'.repeat(10)], isCaseSensitive: false }, errorOf);
    expect(screen.getByText('Too long.')).toBeTruthy();
  });
});
