import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { aSubject, aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SubjectList } from './subject-list.tsx';

const institution = { id: 1, code: 'alpha-high', endpoint: 'app' };
const subjects = [
  aSubject({ id: 11, name: 'Year 7 Science' }),
  aSubject({ id: 12, name: 'Year 8 Science' }),
  aSubject({ id: 13, name: 'Year 9 Science' }),
];

function renderList(list: Subject[] = subjects, isTeacher = true) {
  return renderWithApp(
    <SubjectList
      institution={institution}
      subjects={list}
      isTeacher={isTeacher}
      emptyView={<p data-testid="empty-view">Nothing here</p>}
    />,
  );
}

const shownNames = () => screen.getAllByTestId('subject-name').map((name) => name.textContent);

describe('SubjectList: the cards', () => {
  it('shows on each card who teaches the subject and how many students it has, read in one request', async () => {
    const { requests } = stubServer(({ method, path }) => {
      if (method !== 'POST' || path !== '/v3/subjects/batch/get') return undefined;
      const details = [
        aSubjectDetails({
          id: 11,
          name: 'Year 7 Science',
          studentCount: 24,
          instructors: [
            { principal: 'tessa', fullName: 'Tessa Teacher' },
            { principal: 'sam', fullName: 'Sam Smith' },
          ],
        }),
        aSubjectDetails({
          id: 12,
          name: 'Year 8 Science',
          studentCount: 1,
          instructors: ['Ann', 'Bo', 'Cy', 'Di'].map((fullName) => ({ principal: fullName, fullName })),
        }),
      ];
      // Year 9 Science's details cannot be read: the batch leaves it out.
      return { status: 200, body: { getResponses: details.map((subject) => ({ subject })) } };
    });
    renderList();
    const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('li')!);

    expect(await card('Year 7 Science').findByText('Taught by Tessa Teacher and Sam Smith')).toBeTruthy();
    expect(card('Year 7 Science').getByText('24 students')).toBeTruthy();
    expect(await card('Year 8 Science').findByText('Taught by Ann, Bo and 2 others')).toBeTruthy();
    expect(card('Year 8 Science').getByText('1 student')).toBeTruthy();
    // A card whose details cannot be read shows none, and no error.
    await waitFor(() => expect(card('Year 9 Science').queryByTestId('subject-facts-loading')).toBeNull());
    expect(card('Year 9 Science').queryByText(/Taught by|students?$/)).toBeNull();
    expect(card('Year 9 Science').getByRole('link', { name: 'Year 9 Science' })).toBeTruthy();
    const batches = requests.filter((r) => r.path === '/v3/subjects/batch/get');
    expect(batches).toHaveLength(1);
    expect(batches[0]!.body).toMatchObject({ details: true, ignoreMissing: true });
    expect(requests.filter((r) => /^\/v3\/subjects\/\d+$/.test(r.path))).toEqual([]);
  });

  it("shows the next due item on its subject's card, and nothing on the others", async () => {
    stubServer(() => undefined);
    renderWithApp(
      <SubjectList
        institution={institution}
        subjects={subjects}
        isTeacher
        emptyView={null}
        dueItems={[
          { subjectId: 12, title: 'Forces worksheet', dueOn: '2026-03-12T00:00:00.000Z' },
          { subjectId: 12, title: 'Energy quiz', dueOn: '2026-03-05T00:00:00.000Z' },
        ]}
      />,
    );
    const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('li')!);
    expect(card('Year 8 Science').getByText('Energy quiz', { exact: false })).toBeTruthy();
    expect(card('Year 8 Science').queryByText('Forces worksheet', { exact: false })).toBeNull();
    expect(card('Year 7 Science').queryByText(/^Due /)).toBeNull();
  });

  it('shows the empty view it is given when there are no subjects, and no heading', () => {
    stubServer(() => undefined);
    renderList([]);
    expect(screen.getByTestId('empty-view')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your subjects' })).toBeNull();
  });
});

describe('SubjectList: deleting (spec 2.4)', () => {
  it('asks first, and Cancel deletes nothing', async () => {
    const { requests } = stubServer(() => undefined);
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Year 8 Science' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this subject?' });
    expect(dialog.textContent).toContain('“Year 8 Science” will be removed for you and for everyone in it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('deletes the subject once confirmed, and offers to undo it', async () => {
    const { requests } = stubServer(({ method, path }) => {
      if (method === 'DELETE' && path === '/v3/subjects/12') return { status: 204 };
      if (method === 'POST' && path === '/v3/subjects/12/actions/restore')
        return { status: 200, body: { subject: subjects[1] } };
      return undefined;
    });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Year 8 Science' }));
    await user.click(await screen.findByRole('button', { name: 'Delete subject' }));

    expect(
      await screen.findByText(
        '“Year 8 Science” was deleted. You can also restore it from the archive page for 30 days.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Undo is where focus is: one key press, not a hunt through every card.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' })));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Year 8 Science” is back.')).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['DELETE /v3/subjects/12', 'POST /v3/subjects/12/actions/restore']),
    );
  });

  it('says so when the delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer(({ method }) =>
      method === 'DELETE' ? { status: 500, body: { code: 'internal', message: 'boom' } } : undefined,
    );
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Year 8 Science' }));
    await user.click(await screen.findByRole('button', { name: 'Delete subject' }));

    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't delete the subject");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('SubjectList: reordering (spec 2.4)', () => {
  // jsdom lays nothing out; dnd-kit finds where to move by the items' boxes, so give each its row.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('[data-subject-id]');
      const top = item ? [...(item.parentElement?.children ?? [])].indexOf(item) * 60 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 400, height: 50 });
    });
  });

  it('moves a subject with the keyboard and remembers the order on this device', async () => {
    stubServer(() => undefined);
    const { user } = renderList();
    expect(shownNames()).toEqual(['Year 7 Science', 'Year 8 Science', 'Year 9 Science']);

    screen.getByRole('button', { name: 'Reorder Year 7 Science' }).focus();
    await user.keyboard(' ');
    await act(async () => {
      await user.keyboard('{ArrowDown}');
    });
    await user.keyboard(' ');

    await waitFor(() => expect(shownNames()).toEqual(['Year 8 Science', 'Year 7 Science', 'Year 9 Science']));
    expect(JSON.parse(window.localStorage.getItem('subject-order:1') ?? 'null')).toEqual([12, 11, 13]);
  });

  it("moves one place per arrow key in the list's order, whichever way the grid runs", async () => {
    stubServer(() => undefined);
    const { user } = renderList();
    screen.getByRole('button', { name: 'Reorder Year 9 Science' }).focus();
    await user.keyboard(' ');
    await act(async () => {
      await user.keyboard('{ArrowLeft}');
    });
    await act(async () => {
      await user.keyboard('{ArrowUp}');
    });
    await user.keyboard(' ');

    await waitFor(() => expect(shownNames()).toEqual(['Year 9 Science', 'Year 7 Science', 'Year 8 Science']));
  });

  it('shows the remembered order, with subjects it does not know after it', () => {
    window.localStorage.setItem('subject-order:1', JSON.stringify([13, 11]));
    stubServer(() => undefined);
    renderList();
    expect(shownNames()).toEqual(['Year 9 Science', 'Year 7 Science', 'Year 8 Science']);
  });

  it('offers no reordering to students', () => {
    stubServer(() => undefined);
    renderList(subjects, false);
    expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
  });
});
