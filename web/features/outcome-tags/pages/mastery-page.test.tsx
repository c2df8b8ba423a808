import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubjectMastery } from '../../../../common/outcome-tags/contracts.ts';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { renderWithApp } from '../../../test/render.tsx';
import {
  cell,
  FORCES,
  MASTERY,
  outcomePagesServer,
  PARTICLES,
  studentView,
  SUBJECT_URL,
  teacherView,
} from '../outcome-progress.fixtures.ts';
import { MasteryPage } from './mastery-page.tsx';

function renderProgress(subject: SubjectDetails, mastery: SubjectMastery | null) {
  outcomePagesServer(subject, {
    path: '/v3/subjects/11/outcomeMastery',
    answer: () =>
      mastery
        ? { status: 200, body: mastery }
        : { status: 500, body: { code: 'internal', message: 'Something went wrong' } },
  });
  return renderWithApp(<MasteryPage />, {
    path: '/:endpoint/:institutionSlug/:subjectSlug/progress',
    url: `${SUBJECT_URL}/progress`,
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('MasteryPage', () => {
  it("shows a teacher every student's level in each outcome, outcomes in the outcome sort", async () => {
    renderProgress(teacherView(), MASTERY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: "Each student's level in each outcome" });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toBe('Student');
    expect(headers.slice(1).map((text) => text?.slice(0, 8))).toEqual(['AC9S7I04', 'AC9S7U04', 'AC9S7U05']);
    expect(within(table).getByRole('columnheader', { name: /use particle theory/ })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Ava Student', 'Sam Student']);

    const sam = within(rowOf('Sam Student')).getAllByRole('cell');
    expect(sam.map((c) => c.textContent)).toEqual([
      '–Not yet assessed',
      '–Not yet assessed',
      'Sam Student, AC9S7U05: Proficient from 2 answers — show evidence',
    ]);
    expect(within(sam[2]!).getByTitle(/Proficient: from 2 marked answers, last marked/)).toBeTruthy();
    expect(within(rowOf('Ava Student')).getAllByRole('cell')[1]!.textContent).toBe(
      'Ava Student, AC9S7U04: Emerging from 1 answer — show evidence',
    );
    // The table scrolls in a region a keyboard can reach.
    expect(screen.getByRole('region', { name: "Each student's level in each outcome" }).tabIndex).toBe(0);
    expect(document.title).toBe('Progress – Year 7 Science · School Science');
  });

  it('shows the full outcome titles when asked', async () => {
    const { user } = renderProgress(teacherView(), MASTERY);
    const table = await screen.findByRole('table');
    expect(table.hasAttribute('data-full-titles')).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Show full outcome titles' }));
    expect(table.hasAttribute('data-full-titles')).toBe(true);
  });

  it('shows a student their own levels as a list, with the outcomes not yet assessed', async () => {
    renderProgress(studentView(), {
      ...MASTERY,
      students: [{ principal: 'sam', fullName: 'Sam Student', outcomes: [cell(PARTICLES, 'ADVANCED', 3)] }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My progress' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Outcomes' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]!.textContent).toContain('AC9S7U05');
    expect(within(items[2]!).getByText('Advanced')).toBeTruthy();
    expect(within(items[2]!).getByText('From 3 marked answers')).toBeTruthy();
    expect(within(items[0]!).getByText('Not yet assessed')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Ava Student')).toBeNull();
    expect(screen.getByRole('link', { name: 'My progress' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Scope and sequence' })).toBeNull();
  });

  it('says so when no lesson or question is tagged with an outcome', async () => {
    renderProgress(teacherView(), { ...MASTERY, learningOutcomeUuids: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'No outcomes yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the subject has no students yet', async () => {
    renderProgress(teacherView(), { ...MASTERY, students: [] });
    expect(await screen.findByText(/No students have joined this subject yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says no answer has a level yet, above a grid of outcomes not yet assessed', async () => {
    renderProgress(teacherView(), {
      ...MASTERY,
      learningOutcomeUuids: [FORCES.uuid],
      students: MASTERY.students.map((student) => ({ ...student, outcomes: [] })),
    });
    expect(await screen.findByText(/No answer has been given a level yet/)).toBeTruthy();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['–Not yet assessed', '–Not yet assessed']);
  });

  it('tells a failure to load, with a way to try again', async () => {
    renderProgress(teacherView(), null);
    expect(await screen.findByRole('heading', { level: 2, name: "Couldn't load progress" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
