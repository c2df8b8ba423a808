import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { aSubject } from '../../../test/fixtures.ts';
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
    <SubjectList institution={institution} subjects={list} isTeacher={isTeacher} canCreate />,
  );
}

const shownNames = () => screen.getAllByTestId('subject-name').map((name) => name.textContent);

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

    expect(await screen.findByText('“Year 8 Science” was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
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
