import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SubjectPage } from './subject-page.tsx';

const NoPanel = () => null;
const NoLessons = () => null;

describe('SubjectPage', () => {
  it('names the tab after a subject that is not found, not after loading it', async () => {
    stubServer(({ path }) =>
      path === '/v3/subjects/404'
        ? { status: 404, body: { code: 'not-found', message: 'Subject not found' } }
        : undefined,
    );
    renderWithApp(<SubjectPage InvitationPanel={NoPanel} Lessons={NoLessons} />, {
      path: '/:endpoint/:institutionSlug/:subjectSlug',
      url: '/app/riverbank-high-1/sci-7-404',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subject not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Subject not found · School Science'));
  });
});
