import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { standard } from '../../../../common/outcomes/outcomes.fixtures.ts';
import { plainTextToLocalizedRichText } from '../../../../common/outcomes/school-scales.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LearningScaleSection } from './learning-scale-section.tsx';

const outcome = standard({ code: '6.RP.1' });
const SCALE_PATH = `/v3/institutions/7/learningOutcome/${outcome.uuid}/learningScale`;
const empty = {
  institutionId: 7,
  learningOutcomeUuid: outcome.uuid,
  isOfficial: false,
  learningScale: {},
  updatedBy: null,
  updatedOn: null,
};

function serve(
  answer: (request: SentRequest) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return stubServer((request) => {
    const custom = answer(request);
    if (custom) return custom;
    if (request.method === 'GET' && request.path === SCALE_PATH) return { status: 200, body: empty };
    return undefined;
  });
}

const render = (canWrite: boolean, scaleOutcome = outcome) =>
  renderWithApp(<LearningScaleSection outcome={scaleOutcome} institutionId={7} canWrite={canWrite} />);

describe('LearningScaleSection', () => {
  it("shows the levels' names alone when neither the curriculum nor the school has text, NOT_SHOWN hidden", async () => {
    serve();
    render(false);
    const section = await screen.findByRole('region', { name: 'Learning scale' });
    for (const level of ['Emerging', 'Developing', 'Proficient', 'Advanced'])
      expect(within(section).getByText(level)).toBeTruthy();
    expect(within(section).queryByText('Not shown')).toBeNull();
    expect(screen.queryByRole('button', { name: /school's scale/ })).toBeNull();
  });

  it("shows the school's own text marked not official, and the curriculum's own text where it has one", async () => {
    serve(({ method, path }) =>
      method === 'GET' && path === SCALE_PATH
        ? {
            status: 200,
            body: {
              ...empty,
              learningScale: {
                emerging: plainTextToLocalizedRichText('Names a ratio', 'EN_US'),
                proficient: plainTextToLocalizedRichText('Ours, hidden by the official text', 'EN_US'),
              },
              updatedBy: 'Ada Admin',
              updatedOn: '2026-11-20T01:00:00.000Z',
            },
          }
        : undefined,
    );
    const official = standard({
      code: '6.RP.2',
      learningScale: { proficient: plainTextToLocalizedRichText('Official proficient text', 'EN_US') },
    });
    render(false, { ...official, uuid: outcome.uuid });
    expect(await screen.findByText('Names a ratio')).toBeTruthy();
    expect(screen.getByText('Official proficient text')).toBeTruthy();
    expect(screen.queryByText('Ours, hidden by the official text')).toBeNull();
    expect(screen.getByText('Written by your school · not official')).toBeTruthy();
    expect(screen.getByText(/Last changed by Ada Admin/)).toBeTruthy();
  });

  it('lets an admin write the scale by keyboard, and keeps what was typed when saving fails', async () => {
    let fail = true;
    const { requests } = serve(({ method, path, body }) => {
      if (method !== 'PUT' || path !== SCALE_PATH) return undefined;
      if (fail) return { status: 500, body: { code: 'internal', message: 'Broken' } };
      const levels = (body as { levels: Record<string, string> }).levels;
      return {
        status: 200,
        body: {
          ...empty,
          learningScale: { developing: plainTextToLocalizedRichText(levels.developing ?? '', 'EN_US') },
          updatedBy: 'Ada Admin',
          updatedOn: '2026-11-26T01:00:00.000Z',
        },
      };
    });
    const user = userEvent.setup();
    render(true);
    await user.click(await screen.findByRole('button', { name: "Write your school's scale" }));
    const form = screen.getByRole('form', { name: "Your school's learning scale" });
    await user.type(within(form).getByLabelText('Developing'), 'Finds equivalent ratios');
    await user.keyboard('{Tab}{Tab}{Tab}{Enter}');
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Developing').value).toBe(
      'Finds equivalent ratios',
    );

    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Save scale' }));
    expect(await screen.findByText('Finds equivalent ratios')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      levels: {
        notShown: '',
        emerging: '',
        developing: 'Finds equivalent ratios',
        proficient: '',
        advanced: '',
      },
    });
    expect(screen.getByRole('button', { name: "Edit your school's scale" })).toBeTruthy();
  });
});
