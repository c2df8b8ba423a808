import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScopeAndSequence } from '../../../../common/outcome-tags/contracts.ts';
import { renderWithApp } from '../../../test/render.tsx';
import {
  outcomePagesServer,
  SCOPE_AND_SEQUENCE,
  SUBJECT_URL,
  teacherView,
} from '../outcome-progress.fixtures.ts';
import { ScopeAndSequencePage } from './scope-and-sequence-page.tsx';

function renderScope(scope: ScopeAndSequence) {
  outcomePagesServer(teacherView(), {
    path: '/v3/subjects/11/scopeAndSequence',
    answer: () => ({ status: 200, body: scope }),
  });
  return renderWithApp(<ScopeAndSequencePage />, {
    path: '/:endpoint/:institutionSlug/:subjectSlug/scope-and-sequence',
    url: `${SUBJECT_URL}/scope-and-sequence`,
  });
}

describe('ScopeAndSequencePage', () => {
  it("shows the lessons in order by the outcomes each puts in the scope and sequence, with each one's level", async () => {
    renderScope(SCOPE_AND_SEQUENCE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scope and sequence' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Outcomes each lesson covers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.slice(0, 8)),
    ).toEqual(['Lesson', 'AC9S7I04', 'AC9S7U04', 'AC9S7U05']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['States of matter', 'Forces', 'CellsDraft']);
    const row = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row(/States of matter/)).toEqual(['Developing', 'Not in this lesson', 'Proficient']);
    expect(row(/Forces/)).toEqual(['Not in this lesson', 'Proficient', 'Not in this lesson']);
    expect(document.title).toBe('Scope and sequence – Year 7 Science · School Science');
  });

  it('prints the page from its Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderScope(SCOPE_AND_SEQUENCE);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so, with no Print button, when no lesson puts an outcome in the scope and sequence', async () => {
    renderScope({
      ...SCOPE_AND_SEQUENCE,
      learningOutcomeUuids: [],
      lessons: SCOPE_AND_SEQUENCE.lessons.map((lesson) => ({ ...lesson, outcomes: [] })),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nothing in the scope and sequence yet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
