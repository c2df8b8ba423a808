import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientPermission, InstitutionRoleName } from '../../../../common/roles/constants.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { aSubject, aSubjectDetails, anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { deferred, stubServer, type Answer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { InstitutionSubjectsPage, type JoinSubjectRegionProps } from './institution-subjects-page.tsx';

/** Stands in for the invitations feature's region, which the route table hands the page. */
function JoinSubject(_props: JoinSubjectRegionProps) {
  return (
    <section aria-label="Join a subject">
      <button type="button">Join subject</button>
    </section>
  );
}

interface Viewer {
  roles: InstitutionRoleName[];
  permissions: ClientPermission[];
}
const CREATOR: Viewer = { roles: ['SUBJECT_CREATOR'], permissions: ['create_subject'] };
const TEACHER: Viewer = { roles: ['SUBJECT_INSTRUCTOR'], permissions: [] };
const STUDENT: Viewer = { roles: ['STUDENT'], permissions: [] };
const ADMIN: Viewer = { roles: ['ADMIN'], permissions: ['read_admins', 'create_subject'] };

/** A school's server: the institution for `viewer`, and `subjects` as the list's answer. */
function school(viewer: Viewer, subjects: (request: SentRequest) => Answer | Promise<Answer>) {
  return stubServer((request) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v3/institutions/batch/get')
      return { status: 200, body: { getResponses: [{ institution: anInstitutionSeenBy(viewer) }] } };
    if (method === 'POST' && path === '/v3/subjects/batch/get') {
      const { ids } = request.body as { ids: number[] };
      const getResponses = ids.map((id) => ({ subject: aSubjectDetails({ id, studentCount: 3 }) }));
      return { status: 200, body: { getResponses } };
    }
    if (method !== 'GET') return undefined;
    if (path === '/v3/subjects') return subjects(request);
    if (path === '/v3/users/me/autoArchivedNotice')
      return {
        status: 200,
        body: { instructorSubjectWasAutoArchivedOn: null, optedOutOfAutoArchivedBanner: false, show: false },
      };
    if (path === '/v3/institutions/1/anyArchivedAubjects') return { status: 200, body: false };
    if (path === '/v3/institutions/1/admins')
      return {
        status: 200,
        body: { admins: [{ principal: 'ada', fullName: 'Ada Admin', email: 'ada@alpha.test' }] },
      };
    return undefined;
  });
}

const listOf = (subjects: Subject[]): Answer => ({ status: 200, body: { subjects } });

/** The due dates region is the activities feature's; these tests are about the list. */
const NoDueDates = () => null;

function renderPage() {
  return renderWithApp(<InstitutionSubjectsPage JoinSubject={JoinSubject} DueDates={NoDueDates} />, {
    path: '/:endpoint/:institutionSlug',
    url: '/app/alpha-high-1',
  });
}

describe('InstitutionSubjectsPage: loading', () => {
  it('shows card-shaped skeletons, spoken as loading, until the subjects arrive', async () => {
    const answer = deferred<Answer>();
    school(CREATOR, () => answer.promise);
    renderPage();

    await screen.findByRole('heading', { level: 1, name: 'Alpha High' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading your subjects…');
    expect(status.querySelectorAll('li')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Your subjects' })).toBeNull();

    await act(async () => answer.resolve(listOf([aSubject({ id: 11, name: 'Year 7 Science' })])));
    await screen.findByRole('heading', { level: 2, name: 'Your subjects' });
    expect(screen.queryByText('Loading your subjects…')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Year 7 Science' })).toBeTruthy();
  });
});

describe('InstitutionSubjectsPage: an empty list says what to do next', () => {
  it('takes a subject creator to the create form', async () => {
    school(CREATOR, () => listOf([]));
    const { user } = renderPage();
    const empty = await screen.findByTestId('subject-list-empty');
    expect(within(empty).getByRole('heading', { level: 2, name: 'No subjects yet' })).toBeTruthy();

    await user.click(within(empty).getByRole('button', { name: 'Create your first subject' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Subject name/ }));
    expect(within(empty).queryByRole('button', { name: 'Join subject' })).toBeNull();
  });

  it('tells a teacher who may not create subjects whom to ask, and offers a class code', async () => {
    school(TEACHER, () => listOf([]));
    renderPage();
    const empty = await screen.findByTestId('subject-list-empty');
    expect(within(empty).getByText(/ask one of your school's admins for access/)).toBeTruthy();
    const mail = await within(empty).findByRole('link', { name: 'ada@alpha.test' });
    expect(mail.getAttribute('href')).toBe('mailto:ada@alpha.test');
    expect(within(empty).getByRole('button', { name: 'Join subject' })).toBeTruthy();
    // One join region on the page, in the empty view.
    expect(screen.getAllByRole('button', { name: 'Join subject' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Create a subject' })).toBeNull();
  });

  it('never offers a teacher who may not create subjects to create one', async () => {
    school(TEACHER, () => listOf([aSubject({ id: 11, name: 'Year 7 Science' })]));
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' });
    expect(
      screen.getByText('Open a subject to see its lessons, or drag the cards to organise them.'),
    ).toBeTruthy();
    expect(screen.queryByText(/create a new one|create one below/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /create/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Create a subject' })).toBeNull();
  });

  it("links a teacher, and only a teacher, to the school's curriculum outcomes", async () => {
    school(TEACHER, () => listOf([aSubject({ id: 11, name: 'Year 7 Science' })]));
    const { unmount } = renderPage();
    const link = await screen.findByRole('link', { name: 'Curriculum outcomes' });
    expect(link.getAttribute('href')).toBe('/app/alpha-high-1/curriculum');
    unmount();
    school(STUDENT, () =>
      listOf([aSubject({ id: 11, name: 'Year 7 Science', permissions: { update: false } })]),
    );
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' });
    expect(screen.queryByRole('link', { name: 'Curriculum outcomes' })).toBeNull();
  });

  it("shows Billing and the teachers' news only to those they are for", async () => {
    school(STUDENT, () =>
      listOf([aSubject({ id: 11, name: 'Year 7 Science', permissions: { update: false } })]),
    );
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' });
    expect(screen.queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: "What's new" })).toBeNull();
    unmount();
    school(TEACHER, () => listOf([aSubject({ id: 11, name: 'Year 7 Science' })]));
    const teacher = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' });
    expect(screen.queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(screen.getByRole('complementary', { name: "What's new" })).toBeTruthy();
    teacher.unmount();
    school(ADMIN, () => listOf([aSubject({ id: 11, name: 'Year 7 Science' })]));
    renderPage();
    const billing = await screen.findByRole('link', { name: 'Billing' });
    expect(billing.getAttribute('href')).toBe('/app/alpha-high-1/billing');
  });

  it('asks a student for a class code, with the join region right there', async () => {
    school(STUDENT, () => listOf([]));
    renderPage();
    const empty = await screen.findByTestId('subject-list-empty');
    expect(
      within(empty).getByRole('heading', { level: 2, name: "You're not in any subjects yet" }),
    ).toBeTruthy();
    expect(within(empty).getByText(/Ask your teacher for your subject's class code/)).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Join subject' })).toBeTruthy();
    expect(within(empty).queryByRole('button', { name: 'Create your first subject' })).toBeNull();
  });

  it('keeps the join region beside the cards once there are subjects', async () => {
    school(STUDENT, () =>
      listOf([aSubject({ id: 11, name: 'Year 7 Science', permissions: { update: false } })]),
    );
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Year 7 Science' });
    expect(screen.queryByTestId('subject-list-empty')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Join subject' })).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('3 students')).toBeTruthy());
  });
});
