import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { anActivity } from '../activities.fixtures.ts';
import type { LessonListEntry } from './lesson-list-item.tsx';
import { LessonsRegion } from './lesson-list.tsx';

const teacherLessons = [
  anActivity({ id: 1, title: 'Solids', status: 'published', permissions: { update: true } }),
  anActivity({ id: 2, title: 'Liquids', status: 'draft', permissions: { update: true } }),
  anActivity({ id: 3, title: 'Gases', status: 'draft', permissions: { update: true } }),
].map((a): LessonListEntry => ({
  ...a,
  mySubmission: null,
  classProgress: a.status === 'published' ? { submittedCount: 3, overdueCount: 2 } : null,
}));

const titles = () => screen.getAllByTestId('lesson-title').map((link) => link.textContent);

function render(update: boolean, lessons: LessonListEntry[] = teacherLessons) {
  const requests = stubServer(({ method, path, body }) => {
    if (method === 'GET' && path === '/v3/subjects/11/activities')
      return { status: 200, body: { activities: lessons } };
    if (method === 'POST' && path === '/v3/subjects/11/activities/actions/reorder') {
      const ids = (body as { activityIds: number[] }).activityIds;
      return { status: 200, body: { activities: ids.map((id) => lessons.find((l) => l.id === id)) } };
    }
    return undefined;
  }).requests;
  const subject = aSubjectDetails({ id: 11, permissions: { update } });
  const result = renderWithApp(<LessonsRegion subject={subject} subjectUrl="/app/alpha-high-1/subject-11" />);
  return { ...result, requests };
}

describe('LessonsRegion: a teacher reorders lessons', () => {
  // jsdom lays nothing out; dnd-kit finds where to move by the items' boxes, so give each its row.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('[data-activity-id]');
      const top = item ? [...(item.parentElement?.children ?? [])].indexOf(item) * 60 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 400, height: 50 });
    });
  });

  it('moves a lesson down with Space and the arrow keys, and saves the new order', async () => {
    const { user, requests } = render(true);
    await screen.findByText('Solids');
    expect(titles()).toEqual(['Solids', 'Liquids', 'Gases']);

    screen.getByRole('button', { name: 'Reorder Solids' }).focus();
    await user.keyboard(' ');
    await act(async () => {
      await user.keyboard('{ArrowDown}');
    });
    await user.keyboard(' ');

    await waitFor(() => expect(titles()).toEqual(['Liquids', 'Solids', 'Gases']));
    const reorder = requests.find((r) => r.path.endsWith('/actions/reorder'));
    expect(reorder?.body).toEqual({ activityIds: [2, 1, 3] });
  });

  it('shows teachers how many students submitted each published lesson and how many are overdue', async () => {
    render(true);
    const solids = (await screen.findByText('Solids')).closest('li') as HTMLElement;
    expect(within(solids).getByText('3 submitted')).toBeTruthy();
    expect(within(solids).getByText('2 overdue')).toBeTruthy();
    const liquids = screen.getByText('Liquids').closest('li') as HTMLElement;
    expect(within(liquids).queryByText(/submitted/)).toBeNull();
  });

  it('shows drafts to teachers with their state', async () => {
    render(true);
    const item = (await screen.findByText('Liquids')).closest('li');
    expect(within(item as HTMLElement).getByText('Draft')).toBeTruthy();
  });
});

describe('LessonsRegion: a student', () => {
  it('sees the lessons with their progress, an overdue one flagged, and no reorder handles', async () => {
    const lessons = [
      {
        ...anActivity({ id: 1, title: 'Solids', itemCount: 4, dueAt: '2020-01-01T00:00:00.000Z' }),
        mySubmission: { submittedAt: null, returnedAt: null, answeredCount: 1, score: 0, markedMaxScore: 0 },
        classProgress: null,
      },
      {
        ...anActivity({ id: 2, title: 'Liquids', itemCount: 2 }),
        mySubmission: {
          submittedAt: '2026-11-02T00:00:00.000Z',
          returnedAt: null,
          answeredCount: 2,
          score: 2,
          markedMaxScore: 2,
        },
        classProgress: null,
      },
    ];
    render(false, lessons);
    const solids = (await screen.findByText('Solids')).closest('li') as HTMLElement;
    expect(within(solids).getByText('1 of 4 questions answered')).toBeTruthy();
    expect(within(solids).getByText('Overdue')).toBeTruthy();
    const liquids = screen.getByText('Liquids').closest('li') as HTMLElement;
    expect(within(liquids).getByText('Submitted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reorder/ })).toBeNull();
    expect(screen.queryByLabelText('New lesson title')).toBeNull();
  });
});
