import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSubject, aSubjectDetails, anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { InstitutionSubjectsPage } from './institution-subjects-page.tsx';

const NoRegion = () => null;

/** A subject creator at a school whose access ended (its subscription was not renewed). */
function expiredSchool() {
  return stubServer((request) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy(
        { roles: ['SUBJECT_CREATOR'], permissions: ['create_subject'] },
        { expiresOn: '2025-01-31T13:00:00.000Z', isExpired: true },
      );
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

describe('InstitutionSubjectsPage at an expired school', () => {
  it('says the school has expired, keeps its subjects, and offers no create form', async () => {
    expiredSchool();
    renderWithApp(<InstitutionSubjectsPage JoinSubject={NoRegion} DueDates={NoRegion} />, {
      path: '/:endpoint/:institutionSlug',
      url: '/app/alpha-high-1',
    });
    await screen.findByText("This school's access has expired");
    expect(await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Subject name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });
});
