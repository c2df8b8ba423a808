import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SchoolStudent, StudentsResponse } from '../../../../common/students/schema.ts';
import { stubServer, type Answer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { StudentsDirectory } from '../components/students-directory.tsx';

const student = (overrides: Partial<SchoolStudent>): SchoolStudent => ({
  principal: 'p',
  fullName: 'Person',
  email: 'person@school.test',
  isPending: false,
  subjects: [],
  licence: { standing: 'licensed', joinedOn: '2026-02-01T00:00:00.000Z', releasedOn: null },
  ...overrides,
});

const ada = student({
  principal: 'ada',
  fullName: 'Ada Lovelace',
  email: 'ada@school.test',
  subjects: [{ id: 5, name: 'Physics 9' }],
});
const ben = student({
  principal: 'ben',
  fullName: 'Ben Okafor',
  email: 'ben@school.test',
  licence: { standing: 'released', joinedOn: null, releasedOn: '2026-03-02T00:00:00.000Z' },
});

const page = (students: SchoolStudent[]): StudentsResponse => ({
  students,
  total: students.length,
  page: 1,
  pageSize: 50,
  licences: { used: 1, available: 30 },
});

function renderStudents(answer: (request: SentRequest) => Answer | undefined = () => undefined) {
  const network = stubServer((request) => {
    if (request.method === 'GET' && request.path === '/v3/institutions/1/students') {
      const q = request.query.get('q') ?? '';
      return {
        status: 200,
        body: page([ada, ben].filter((s) => s.fullName.toLowerCase().includes(q.toLowerCase()))),
      };
    }
    return answer(request);
  });
  return {
    ...renderWithApp(
      <StudentsDirectory
        institutionId={1}
        schoolName="Riverbank High"
        school={{ code: 'riverbank-high', timeZone: 'Australia/Sydney' }}
      />,
    ),
    ...network,
  };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: "The school's students" }))
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Students page', () => {
  it('lists the students with their subjects, licence standing and the licences in use', async () => {
    renderStudents();
    await screen.findByRole('list', { name: "The school's students" });
    expect(cardNames()).toEqual(['Ada Lovelace', 'Ben Okafor']);
    expect(screen.getByText('1 of 30 licences in use')).toBeTruthy();
    const [adaCard, benCard] = within(
      screen.getByRole('list', { name: "The school's students" }),
    ).getAllByRole('listitem');
    expect(within(adaCard!).getByText('Physics 9')).toBeTruthy();
    expect(within(adaCard!).getByText('Holds a licence')).toBeTruthy();
    expect(within(adaCard!).getByText('since 1 Feb 2026')).toBeTruthy();
    expect(within(benCard!).getByText('Licence released')).toBeTruthy();
    expect(within(benCard!).getByText('released 2 Mar 2026')).toBeTruthy();
    // A released licence has nothing left to release.
    expect(screen.queryByRole('button', { name: 'Release licence: Ben Okafor' })).toBeNull();
  });

  it('asks the server for the names searched for, and says when none match', async () => {
    const { user, requests } = renderStudents();
    await screen.findByRole('list', { name: "The school's students" });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'lovel');
    await waitFor(() => expect(cardNames()).toEqual(['Ada Lovelace']));
    expect(requests.some((r) => r.query.get('q') === 'lovel' && r.query.get('page') === '1')).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'zzz');
    expect(await screen.findByText('No students match this search.')).toBeTruthy();
  });

  it('releases a licence only once the dialog naming the student is confirmed', async () => {
    const { user, requests } = renderStudents((request) =>
      request.method === 'POST' ? { status: 204 } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Release licence: Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: "Release Ada Lovelace's licence?" });
    expect(within(dialog).getByText(/keeps their account and stays in their subjects/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Release licence: Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: "Release Ada Lovelace's licence" }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.method === 'POST' && r.path === '/v3/institutions/1/students/ada/actions/releaseLicence',
        ),
      ).toBe(true),
    );
    await screen.findByText("Ada Lovelace's licence was released.");
  });

  it('removes a student only on confirming, saying which subjects they leave', async () => {
    const { user, requests } = renderStudents((request) =>
      request.method === 'DELETE' ? { status: 204 } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Remove from school: Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ada Lovelace from Riverbank High?' });
    expect(within(dialog).getByText('They will be taken out of: Physics 9.')).toBeTruthy();
    expect(within(dialog).getByText(/Their account is kept/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove from school: Ada Lovelace' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'DELETE' && r.path === '/v3/institutions/1/students/ada'),
      ).toBe(true),
    );
    await screen.findByText('Ada Lovelace was removed from Riverbank High.');
  });
});
