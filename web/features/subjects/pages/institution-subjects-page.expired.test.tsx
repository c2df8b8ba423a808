import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSubject, aSubjectDetails, anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { InstitutionSubjectsPage } from './institution-subjects-page.tsx';

const NoRegion = () => null;

/** Someone at a school whose access ended (its subscription was not renewed): a subject creator unless told. */
function expiredSchool(
  viewer: Parameters<typeof anInstitutionSeenBy>[0] = {
    roles: ['SUBJECT_CREATOR'],
    permissions: ['create_subject'],
  },
) {
  return stubServer((request) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy(viewer, {
        expiresOn: '2025-01-31T13:00:00.000Z',
        isExpired: true,
      });
      return { status: 200, body: { getResponses: [{ institution }] } };
    }
    if (method === 'POST' && path === '/v3/subjects/batch/get') {
      const { ids } = request.body as { ids: number[] };
      return {
        status: 200,
        body: { getResponses: ids.map((id) => ({ subject: aSubjectDetails({ id, studentCount: 3 }) })) },
      };
    }
    if (path === '/v3/subjects')
      return { status: 200, body: { subjects: [aSubject({ id: 11, name: 'Year 7 Science' })] } };
    if (path === '/v3/users/me/autoArchivedNotice')
      return {
        status: 200,
        body: { instructorSubjectWasAutoArchivedOn: null, optedOutOfAutoArchivedBanner: false, show: false },
      };
    if (path === '/v3/institutions/1/anyArchivedAubjects') return { status: 200, body: false };
    return undefined;
  });
}

const renderPage = () =>
  renderWithApp(<InstitutionSubjectsPage JoinSubject={NoRegion} DueDates={NoRegion} />, {
    path: '/:endpoint/:institutionSlug',
    url: '/app/alpha-high-1',
  });

describe('InstitutionSubjectsPage at an expired school', () => {
  it('says the school has expired, keeps its subjects, and offers no create form', async () => {
    expiredSchool();
    renderPage();
    await screen.findByText("This school's access has expired");
    expect(screen.getByText(/contact your school's administrator/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to Billing' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Subject name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });

  it('sends an admin, who can renew, to Billing rather than to themselves', async () => {
    expiredSchool({ roles: ['ADMIN'], permissions: ['read_admins', 'create_subject'] });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Go to Billing' });
    expect(link.getAttribute('href')).toBe('/app/alpha-high-1/billing');
    expect(screen.queryByText(/contact your school's administrator/)).toBeNull();
  });
});
