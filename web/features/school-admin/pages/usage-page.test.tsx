import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsageReport } from '../../../../common/usage/schema.ts';
import { anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { UsagePage } from './usage-page.tsx';

const report = (from: string, to: string): UsageReport => ({
  institutionId: 1,
  from,
  to,
  rolledUpAt: '2026-11-26T02:00:00.000Z',
  weeks: [
    {
      weekStart: '2026-11-16',
      activeTeachers: 3,
      activeStudents: 41,
      lessonsPublished: 0,
      answersSubmitted: 0,
      studentsJoined: 5,
    },
    {
      weekStart: '2026-11-23',
      activeTeachers: 2,
      activeStudents: 37,
      lessonsPublished: 0,
      answersSubmitted: 0,
      studentsJoined: 1,
    },
  ],
  subjects: [
    {
      subjectId: 7,
      name: 'Year 7, Science',
      isArchived: false,
      studentsJoined: 6,
      lessonsPublished: 0,
      answersSubmitted: 0,
    },
  ],
  teachers: [
    { principal: 'p-t', fullName: 'Tessa Teacher', activeDays: 9, subjectsCreated: 2, lessonsPublished: 0 },
  ],
});

/** The school's saved terms and zone (its settings), which the page reads its periods from. */
const settings = {
  institutionId: 1,
  name: 'Alpha High',
  timezone: 'Australia/Sydney',
  terms: [
    { name: 'Term 1', startsOn: '2026-02-02', endsOn: '2026-04-02' },
    { name: 'Term 2', startsOn: '2026-04-21', endsOn: '2026-07-03' },
    { name: 'Winter term', startsOn: '2026-07-20', endsOn: '2026-09-25' },
    { name: 'Term 4', startsOn: '2026-10-12', endsOn: '2026-12-18' },
  ],
  defaultCurriculum: 'AU',
  country: 'AU',
  isDefaultTerms: false,
  isDefaultCurriculum: true,
};

function school(permissions: ('read_admins' | 'create_subject')[] = ['read_admins', 'create_subject']) {
  return stubServer(({ method, path, query }) => {
    if (method === 'POST' && path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy({ roles: ['ADMIN'], permissions }, { locale: 'EN_AU' });
      return { status: 200, body: { getResponses: [{ institution }] } };
    }
    if (path === '/v3/institutions/1/settings') return { status: 200, body: settings };
    if (path === '/v3/institutions/1/usage')
      return { status: 200, body: report(query.get('from')!, query.get('to')!) };
    return undefined;
  });
}

const renderPage = (url = '/app/institutions/1/admin/usage') =>
  renderWithApp(<UsagePage />, { path: '/:endpoint/institutions/:institutionId/admin/usage', url });

describe('UsagePage', () => {
  beforeEach(() => {
    // Thursday 26 November 2026, 14:00 in Sydney: the school's fourth term.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the school’s running term up to today, and another of its terms when it is chosen', async () => {
    const { requests } = school();
    const { user, router } = renderPage();
    const period = await screen.findByRole('combobox', { name: 'Period' });
    expect((period as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Term 4 (12 Oct – 18 Dec)');
    await screen.findByRole('heading', { name: 'Week by week' });
    const usage = () => requests.filter((r) => r.path === '/v3/institutions/1/usage');
    expect(usage().map((r) => [r.query.get('from'), r.query.get('to')])).toEqual([
      ['2026-10-12', '2026-11-26'],
    ]);
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'School year 2026 (2 Feb – 18 Dec)',
      'Term 1 (2 Feb – 2 Apr)',
      'Term 2 (21 Apr – 3 July)',
      'Winter term (20 July – 25 Sept)',
      'Term 4 (12 Oct – 18 Dec)',
    ]);

    await user.selectOptions(period, 'term-2026-07-20');
    await waitFor(() => expect(usage()).toHaveLength(2));
    expect([usage()[1]!.query.get('from'), usage()[1]!.query.get('to')]).toEqual([
      '2026-07-20',
      '2026-09-25',
    ]);
    expect(router.state.location.search).toContain('period=term-2026-07-20');
  });

  it('keeps the period chosen when the view changes, and the view when the period does', async () => {
    school();
    const { user, router } = renderPage();
    const period = await screen.findByRole('combobox', { name: 'Period' });
    await user.selectOptions(period, 'year-2026-02-02');
    await waitFor(() => expect(router.state.location.search).toContain('period=year-2026-02-02'));
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=table'));
    expect(router.state.location.search).toContain('period=year-2026-02-02');
    await user.selectOptions(period, 'term-2026-07-20');
    await waitFor(() => expect(router.state.location.search).toContain('period=term-2026-07-20'));
    expect(router.state.location.search).toContain('view=table');
  });

  it('gives the weekly figures as a table, and the subject and teacher tables', async () => {
    school();
    const { user } = renderPage();
    await screen.findByRole('img', { name: /Active teachers and students/ });
    expect(screen.queryByRole('table', { name: 'Weekly figures, each week starting on Monday' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const weeks = await screen.findByRole('table', { name: 'Weekly figures, each week starting on Monday' });
    const rows = within(weeks).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Week',
      'Active teachers',
      'Active students',
      'Lessons published',
      'Answers submitted',
      'Students joined',
    ]);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toMatch(/^Week of 16 Nov/);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '41', '0', '0', '5']);
    expect(screen.queryByRole('img', { name: /Active teachers and students/ })).toBeNull();

    const subjects = screen.getByRole('table', { name: 'Figures for each subject in this period' });
    expect(within(subjects).getByRole('rowheader', { name: 'Year 7, Science' })).toBeTruthy();
    const teachers = screen.getByRole('table', { name: 'Figures for each teacher in this period' });
    expect(
      within(teachers)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['9', '2', '0']);
  });

  it('downloads the report as CSV', async () => {
    school();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:usage';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Week by week' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('usage-alpha-high-2026-10-12-to-2026-11-26.csv');
    const text = await created[0]!.text();
    expect(text).toContain('Week starting,Active teachers,Active students');
    expect(text).toContain('2026-11-16,3,41,0,0,5');
    expect(text).toContain('"Year 7, Science",6,0,0');
    expect(text).toContain('Tessa Teacher,9,2,0');
  });

  it('shows the admins’ note to anyone else and asks for no figures', async () => {
    const { requests } = school(['create_subject']);
    renderPage();
    await screen.findByText("Only the school's admins and heads of science can see this page.", {
      exact: false,
    });
    expect(requests.some((r) => r.path.endsWith('/usage'))).toBe(false);
  });

  it('offers a retry when the figures do not load', async () => {
    stubServer(({ method, path }) => {
      if (method === 'POST' && path === '/v3/institutions/batch/get') {
        const institution = anInstitutionSeenBy(
          { roles: ['ADMIN'], permissions: ['read_admins'] },
          { locale: 'EN_AU' },
        );
        return { status: 200, body: { getResponses: [{ institution }] } };
      }
      if (path === '/v3/institutions/1/settings') return { status: 200, body: settings };
      return { status: 500, body: { code: 'internal', message: 'Down' } };
    });
    renderPage();
    await screen.findByText("We couldn't load the school's usage.");
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
