import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstitutionSettings } from '../../../../common/school-admin/settings.ts';
import { anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer, type Answer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

const AU_V9 = { code: 'AU_V9', label: 'Australian Curriculum v9', licence: 'CC BY', attribution: 'ACARA' };
const AU = { code: 'AU', label: 'Australian Curriculum', licence: 'CC BY', attribution: 'ACARA' };

const defaults: InstitutionSettings = {
  institutionId: 1,
  name: 'Alpha High',
  timezone: 'Australia/Sydney',
  terms: [
    { name: 'Term 1', startsOn: '2026-02-02', endsOn: '2026-04-02' },
    { name: 'Term 2', startsOn: '2026-04-21', endsOn: '2026-07-03' },
  ],
  defaultCurriculum: 'AU',
  country: 'AU',
  isDefaultTerms: true,
  isDefaultCurriculum: true,
};

function school(onSave: (request: SentRequest) => Answer = (r) => ({ status: 200, body: r.body })) {
  return stubServer((request) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy({ roles: ['ADMIN'], permissions: ['read_admins'] });
      return { status: 200, body: { getResponses: [{ institution }] } };
    }
    if (path === '/v3/curricula') return { status: 200, body: { curricula: [AU, AU_V9] } };
    if (path === '/v3/institutions/1/settings' && method === 'GET') return { status: 200, body: defaults };
    if (path === '/v3/institutions/1/settings' && method === 'PUT') {
      const answer = onSave(request);
      return answer.status === 200
        ? { status: 200, body: { ...defaults, ...(answer.body as object), isDefaultTerms: false } }
        : answer;
    }
    return undefined;
  });
}

const renderPage = () =>
  renderWithApp(<SettingsPage />, {
    path: '/:endpoint/:institutionSlug/admin/settings',
    url: '/app/alpha-high-1/admin/settings',
  });

const termRow = (name: string) => screen.getByRole('group', { name });

describe('SettingsPage', () => {
  it('shows the country’s default terms until the school saves its own', async () => {
    school();
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'School name' })).toHaveProperty('value', 'Alpha High');
    expect(screen.getByText(/usual ones for your school's state or country/)).toBeTruthy();
    expect(within(termRow('Term 1')).getByLabelText('First day')).toHaveProperty('value', '2026-02-02');
    expect(within(termRow('Term 2')).getByLabelText('Last day')).toHaveProperty('value', '2026-07-03');
  });

  it('shows on each term’s field that it ends before it starts or overlaps another, and sends nothing', async () => {
    const { requests } = school();
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'School name' });
    const last = within(termRow('Term 1')).getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2026-01-15');
    const start = within(termRow('Term 2')).getByLabelText('First day');
    await user.click(screen.getByRole('button', { name: 'Add a term' }));
    const added = termRow('Term 3');
    await user.type(within(added).getByLabelText('Term name'), 'Term 3');
    await user.type(within(termRow('Term 3')).getByLabelText('First day'), '2026-06-01');
    await user.type(within(termRow('Term 3')).getByLabelText('Last day'), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Must be after the start date.')).toBeTruthy();
    expect(within(termRow('Term 1')).getByLabelText('Last day').getAttribute('aria-invalid')).toBe('true');
    expect(within(termRow('Term 3')).getByText('Overlaps another term.')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(within(termRow('Term 1')).getByLabelText('Last day'));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('keeps everything typed when the save is refused, with the API’s problem on its field', async () => {
    school(() => ({
      status: 400,
      body: {
        code: 'validation-failed',
        message: 'Invalid',
        problems: [{ field: 'body.terms.1.name', message: 'above-max-length', max: 60 }],
      },
    }));
    const { user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'School name' });
    await user.clear(name);
    await user.type(name, 'Alpha High School');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be at most 60 characters.')).toBeTruthy();
    expect(name).toHaveProperty('value', 'Alpha High School');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('saves the name, terms and curriculum at once, and removes a term', async () => {
    const { requests } = school();
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'School name' });
    await user.click(screen.getByRole('button', { name: 'Remove Term 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default curriculum' }), 'AU_V9');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      name: 'Alpha High',
      timezone: 'Australia/Sydney',
      defaultCurriculum: 'AU_V9',
      terms: [{ name: 'Term 1', startsOn: '2026-02-02', endsOn: '2026-04-02' }],
    });
  });
});
