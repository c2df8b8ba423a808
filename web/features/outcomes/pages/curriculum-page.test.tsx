import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { au, ngss, ngssPart } from '../../../../common/outcomes/outcomes.fixtures.ts';
import { anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CurriculumPage } from './curriculum-page.tsx';

const AU_V9 = {
  code: 'AU_V9',
  label: 'Australian Curriculum v9',
  licence: 'CC BY 4.0',
  attribution: '© Australian Curriculum, Assessment and Reporting Authority (ACARA)',
};
const US = { code: 'US', label: 'NGSS', licence: 'NGSS licence', attribution: 'NGSS Lead States' };
const classification = au();
const photosynthesis = au({
  code: 'AC9S8U02',
  levels: ['EIGHT'],
  subjectSubStrand: 'Chemical sciences',
  curriculumDescription: '<p>use models of photosynthesis</p>',
});
const pe = ngss({
  performanceExpectation: ngssPart('MS-LS1-6', 'Construct an explanation of photosynthesis.'),
  crossCuttingConcept: ngssPart('CCC-5', 'Energy and matter.'),
});

function school(roles: ('SUBJECT_INSTRUCTOR' | 'STUDENT')[], locale = 'EN_AU') {
  return stubServer(({ method, path }) => {
    if (method === 'POST' && path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy({ roles, permissions: [] }, { locale });
      return { status: 200, body: { getResponses: [{ institution }] } };
    }
    if (path === '/v3/curricula') return { status: 200, body: { curricula: [AU_V9, US] } };
    if (path === '/v3/learningOutcome/curriculum/AU_V9')
      return { status: 200, body: { curriculum: AU_V9, learningOutcomes: [photosynthesis, classification] } };
    if (path === '/v3/learningOutcome/curriculum/US')
      return { status: 200, body: { curriculum: US, learningOutcomes: [pe] } };
    return undefined;
  });
}

const renderPage = (url = '/app/alpha-high-1/curriculum') =>
  renderWithApp(<CurriculumPage />, { path: '/:endpoint/:institutionSlug/curriculum', url });

describe('CurriculumPage', () => {
  it("offers an AU school's curricula, lists the first by year level and strand with its attribution", async () => {
    school(['SUBJECT_INSTRUCTOR']);
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Curriculum' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Australian Curriculum v9']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Year 7' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Year 7', 'Year 8']);
    expect(screen.getAllByRole('heading', { level: 3, name: 'Science Understanding' })).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 2 outcomes').getAttribute('role')).toBe('status');
    expect(screen.getByText(AU_V9.attribution)).toBeTruthy();
    expect(screen.getByText('Licence: CC BY 4.0')).toBeTruthy();
  });

  it('opens an outcome found by the search, in full with its attribution', async () => {
    school(['SUBJECT_INSTRUCTOR']);
    const { user } = renderPage();
    const search = await screen.findByRole('combobox', { name: 'Curriculum outcome search string' });
    await user.type(search, 'AC9S7U01');
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Australian Curriculum v9' });
    expect(within(dialog).getByText('Critical and Creative Thinking')).toBeTruthy();
    expect(within(dialog).getByText(AU_V9.attribution)).toBeTruthy();
  });

  it("shows an NGSS outcome's parts when opened from the list", async () => {
    school(['SUBJECT_INSTRUCTOR'], 'EN_US');
    const { user } = renderPage('/app/alpha-high-1/curriculum?curriculum=US');
    await user.click(await screen.findByRole('button', { name: /MS-LS1-6/ }));
    const dialog = await screen.findByRole('dialog', { name: 'NGSS' });
    expect(within(dialog).getByRole('heading', { name: 'Parts' })).toBeTruthy();
    expect(within(dialog).getByText('Cross-Cutting Concept · CCC-5')).toBeTruthy();
    expect(within(dialog).getByText('Energy and matter.')).toBeTruthy();
  });

  it('narrows the list to one year level chosen by keyboard, says how many it shows, and keeps it in the address', async () => {
    school(['SUBJECT_INSTRUCTOR']);
    const { user, router } = renderPage();
    const years = await screen.findByRole('combobox', { name: 'Year level' });
    expect(
      within(years)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All year levels', 'Year 7', 'Year 8']);
    years.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(years, 'Year 8');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Year 8']);
    expect(screen.getByText('Showing 1 of 2 outcomes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /AC9S7U01/ })).toBeNull();
    expect(router.state.location.search).toBe('?year=EIGHT');

    // The search looks in the year chosen alone.
    const search = screen.getByRole('combobox', { name: 'Curriculum outcome search string' });
    await user.type(search, 'classification');
    expect(screen.getByText('No Year 8 outcomes match your search.')).toBeTruthy();
  });

  it('says when the curriculum has no outcomes of the year kept in the address, and shows them all again', async () => {
    school(['SUBJECT_INSTRUCTOR']);
    const { user } = renderPage('/app/alpha-high-1/curriculum?year=KS3');
    expect(await screen.findByText('This curriculum has no KS3 outcomes.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 2 outcomes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all year levels' }));
    expect(await screen.findByText('Showing 2 of 2 outcomes')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Year 7',
      'Year 8',
    ]);
  });

  it('is for teachers only', async () => {
    const { requests } = school(['STUDENT']);
    renderPage();
    expect(await screen.findByText("The curriculum browser is for your school's teachers.")).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/v3/curricula'))).toBe(false);
  });
});
