import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember, StaffResponse } from '../../../../common/staff/schema.ts';
import { aRoleInvitation } from '../../../test/fixtures.ts';
import { stubServer, type Answer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { Staff } from './staff-page.tsx';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  principal: 'p',
  fullName: 'Person',
  email: 'person@school.test',
  roles: ['SUBJECT_INSTRUCTOR'],
  pendingRoles: [],
  isPending: false,
  isSubscriptionOwner: false,
  lastActiveOn: '2026-11-20T03:00:00.000Z',
  subjects: [],
  ...overrides,
});

const ada = member({ principal: 'ada', fullName: 'Ada Admin', email: 'ada@school.test', roles: ['ADMIN'] });
const tom = member({
  principal: 'tom',
  fullName: 'Tom Teacher',
  email: 'tom@school.test',
  subjects: [
    { id: 5, name: 'Physics 9', coTeachers: 0 },
    { id: 6, name: 'Chemistry 10', coTeachers: 2 },
  ],
});
const cat = member({
  principal: 'cat',
  fullName: 'Cat Creator',
  email: 'cat@school.test',
  roles: ['SUBJECT_CREATOR'],
});

const staff = (overrides: Partial<StaffResponse> = {}): StaffResponse => ({
  staff: [ada, tom, cat],
  invitations: [
    {
      code: 'invitecode12',
      emailAddress: 'new@school.test',
      kind: 'instructor',
      subject: { id: 5, name: 'Physics 9', coTeachers: 0 },
      createdOn: '2026-11-21T00:00:00.000Z',
      expiresOn: '2026-12-21T00:00:00.000Z',
    },
  ],
  schoolSubjects: [{ id: 5, name: 'Physics 9' }],
  viewer: {
    principal: 'ada',
    canGrant: { subjectCreator: true, admins: true, subscriptionOwners: true, headOfScience: false },
  },
  ...overrides,
});

function renderStaff(answer: (request: SentRequest) => Answer | undefined = () => undefined, data = staff()) {
  const network = stubServer((request) => {
    if (request.method === 'GET' && request.path === '/v3/institutions/1/staff')
      return { status: 200, body: data };
    return answer(request);
  });
  return {
    ...renderWithApp(
      <Staff
        institutionId={1}
        schoolName="Riverbank High"
        school={{ code: 'riverbank-high', timeZone: 'Australia/Sydney' }}
      />,
    ),
    ...network,
  };
}

const cards = () => within(screen.getByRole('list', { name: 'Staff' })).getAllByRole('listitem');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('Staff page', () => {
  it('lists the staff and the people invited, with roles, status, subjects and last activity', async () => {
    renderStaff();
    await screen.findByRole('list', { name: 'Staff' });
    expect(cardNames()).toEqual(['Ada Admin (you)', 'Cat Creator', 'new@school.test', 'Tom Teacher']);
    const tomCard = cards()[3]!;
    expect(within(tomCard).getByText('Physics 9, Chemistry 10')).toBeTruthy();
    expect(within(tomCard).getByText('Accepted')).toBeTruthy();
    expect(within(tomCard).getByText('20 Nov 2026')).toBeTruthy();
    const invited = cards()[2]!;
    expect(within(invited).getByText('Invitation pending')).toBeTruthy();
    expect(within(invited).getByText(/to teach Physics 9/)).toBeTruthy();
  });

  it('filters by role and status and searches by name or e-mail', async () => {
    const { user } = renderStaff();
    await screen.findByRole('list', { name: 'Staff' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Subject creator');
    expect(cardNames()).toEqual(['Cat Creator']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'All roles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Invitation pending');
    expect(cardNames()).toEqual(['new@school.test']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'TOM@');
    expect(cardNames()).toEqual(['Tom Teacher']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 4 people');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'zzz');
    expect(screen.getByText(/No one matches these filters/)).toBeTruthy();
  });

  it('says what happens to their subjects before removing someone, and removes them only on confirming', async () => {
    const { user, requests } = renderStaff((request) =>
      request.path === '/v3/institutions/1/purgeUser/tom' ? { status: 204 } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Remove from school: Tom Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Tom Teacher from Riverbank High?' });
    expect(within(dialog).getByText('Physics 9 has no other teacher, so it moves to you.')).toBeTruthy();
    expect(within(dialog).getByText('Chemistry 10 stays with its 2 other teachers.')).toBeTruthy();
    expect(within(dialog).getByText(/students keep their place and all their work/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.path.includes('purgeUser'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove from school: Tom Teacher' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Tom Teacher' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path.includes('purgeUser/tom'))).toBe(true),
    );
    await screen.findByText('Tom Teacher was removed from Riverbank High.');
  });

  it("offers no Remove on the viewer's own card, and explains that the last admin cannot be removed", async () => {
    const other = member({
      principal: 'bob',
      fullName: 'Bob Boss',
      email: 'bob@school.test',
      roles: ['ADMIN'],
    });
    const { user } = renderStaff(
      undefined,
      staff({ staff: [ada, tom, other], viewer: { ...staff().viewer, principal: 'tom' } }),
    );
    await screen.findByRole('list', { name: 'Staff' });
    expect(screen.queryByRole('button', { name: 'Remove from school: Tom Teacher' })).toBeNull();
    // With two admins, either may go; with one, the dialog explains instead of offering it.
    await user.click(screen.getByRole('button', { name: 'Remove from school: Ada Admin' }));
    expect(await screen.findByRole('button', { name: 'Remove Ada Admin' })).toBeTruthy();
  });

  it('refuses to remove the only admin, saying why', async () => {
    const { user } = renderStaff(undefined, staff({ viewer: { ...staff().viewer, principal: 'tom' } }));
    await user.click(await screen.findByRole('button', { name: 'Remove from school: Ada Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/only admin, so they can't be removed/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Remove Ada Admin' })).toBeNull();
  });

  it('grants and revokes roles with the spec 7 calls, head of science only for a head of science', async () => {
    const { user, requests } = renderStaff((request) =>
      request.method === 'POST' && request.path === '/v3/institutions/1/subjectCreator'
        ? { status: 200, body: {} }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Change roles of Tom Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Tom Teacher' });
    expect(within(dialog).getByRole('checkbox', { name: /Head of science/ })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Subject creator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/v3/institutions/1/subjectCreator')?.body).toEqual({
        principal: 'tom',
      }),
    );
  });

  it('asks for an extra confirmation before an admin gives up their own admin role', async () => {
    const { user, requests } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Change roles of Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Ada Admin' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Admin/ }));
    const save = within(dialog).getByRole('button', { name: 'Save roles' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Yes, I want to give up my admin role' }));
    expect(save).toHaveProperty('disabled', false);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it("asks what it means before the school's only subscription owner stops being one", async () => {
    const { user, requests } = renderStaff(
      (request) => (request.method === 'DELETE' ? { status: 204, body: null } : undefined),
      staff({ staff: [{ ...ada, isSubscriptionOwner: true }, tom, cat] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change roles of Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Ada Admin' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Subscription owner/ }));
    within(dialog).getByText("Ada Admin is the school's only subscription owner");
    within(dialog).getByText(/nobody can accept or decline the school's renewal offers/);
    const save = within(dialog).getByRole('button', { name: 'Save roles' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Yes, leave the school without a subscription owner' }),
    );
    await user.click(save);
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/v3/institutions/1/subscriptionOwners/ada')).toBe(true),
    );
  });

  it('lets an admin appoint the first head of science when the server says they may', async () => {
    const { user } = renderStaff(
      () => undefined,
      staff({
        viewer: {
          principal: 'ada',
          canGrant: { subjectCreator: true, admins: true, subscriptionOwners: true, headOfScience: true },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change roles of Tom Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Tom Teacher' });
    expect(within(dialog).getByRole('checkbox', { name: /Head of science/ })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('resends a waiting invitation as a fresh one, then turns the old one off; withdraws one', async () => {
    const { user, requests } = renderStaff((request) => {
      if (request.path === '/v3/roleInvitations/actions/magicEnsureUser')
        return { status: 200, body: { invited: [] } };
      if (request.method === 'DELETE' && request.path === '/v3/roleInvitations/invitecode12')
        return {
          status: 200,
          body: { roleInvitation: aRoleInvitation({ code: 'invitecode12', isActive: false }) },
        };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to new@school.test' }));
    await screen.findByText('A new invitation was sent to new@school.test.');
    const sent = requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
    expect(sent).toEqual([
      [
        'POST',
        '/v3/roleInvitations/actions/magicEnsureUser',
        { institutionId: 1, emailAddresses: ['new@school.test'], role: 'instructor', subjectId: 5 },
      ],
      ['DELETE', '/v3/roleInvitations/invitecode12', undefined],
    ]);
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to new@school.test' }));
    await screen.findByText('The invitation to new@school.test no longer works.');
  });

  it('invites a teacher of the chosen subject, asking for a subject first', async () => {
    const { user, requests } = renderStaff((request) =>
      request.path === '/v3/roleInvitations/actions/magicEnsureUser'
        ? { status: 200, body: { invited: [] } }
        : undefined,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Email addresses' }), 'a@school.test');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the subject they will teach.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Physics 9');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('An invitation was sent.');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      institutionId: 1,
      emailAddresses: ['a@school.test'],
      role: 'instructor',
      subjectId: 5,
    });
  });

  it('shows an error with a way to try again when the list cannot be loaded', async () => {
    stubServer(() => ({ status: 500, body: { code: 'internal', message: 'Boom' } }));
    renderWithApp(
      <Staff
        institutionId={1}
        schoolName="Riverbank High"
        school={{ code: 'riverbank-high', timeZone: 'Australia/Sydney' }}
      />,
    );
    expect(await screen.findByRole('heading', { name: "We couldn't load this list." })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
