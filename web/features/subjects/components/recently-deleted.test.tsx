import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RecentlyDeleted } from './recently-deleted.tsx';

const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
const deleted = aSubject({ id: 7, name: 'Year 8 Chemistry', deletedOn: yesterday });
const roleIn = (subject: ReturnType<typeof aSubject>) => ({
  subjectId: subject.id,
  principal: 'p-1',
  role: 'INSTRUCTOR',
  subject,
});

describe('RecentlyDeleted', () => {
  it('offers to restore a subject deleted in the last 30 days, and restores it', async () => {
    let isDeleted = true;
    const { requests } = stubServer(({ method, path }) => {
      if (method === 'GET' && path === '/v3/users/me/subjectRoles')
        return {
          status: 200,
          body: { subjectRoles: isDeleted ? [roleIn(deleted), roleIn(aSubject({ id: 8 }))] : [] },
        };
      if (method === 'POST' && path === '/v3/subjects/7/actions/restore') {
        isDeleted = false;
        return { status: 200, body: { subject: { ...deleted, deletedOn: null } } };
      }
      return undefined;
    });
    const { user } = renderWithApp(<RecentlyDeleted institutionId={1} />);
    expect(await screen.findByRole('heading', { name: 'Recently deleted' })).toBeTruthy();
    expect(screen.getAllByTestId('deleted-subject')).toHaveLength(1);
    expect(screen.getByText(/· 29 days left to restore$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Restore Year 8 Chemistry' }));
    expect(await screen.findByText('“Year 8 Chemistry” is back in your subjects.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/v3/subjects/7/actions/restore')).toBe(true);
    expect(requests.find((r) => r.path === '/v3/users/me/subjectRoles')?.query.get('includeDeleted')).toBe(
      'true',
    );
    await screen.findByText('“Year 8 Chemistry” is back in your subjects.');
    expect(screen.queryByRole('heading', { name: 'Recently deleted' })).toBeNull();
  });

  it('shows nothing when nothing was deleted', async () => {
    const { requests } = stubServer(() => ({ status: 200, body: { subjectRoles: [roleIn(aSubject())] } }));
    renderWithApp(<RecentlyDeleted institutionId={1} />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Recently deleted' })).toBeNull();
  });
});
