import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRoleInvitation } from '../../../test/fixtures.ts';
import { stubServer, type Answer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { InvitationPage } from './invitation-page.tsx';

const session = {
  person: {
    principal: 'p-1',
    email: 'sam@demo.test',
    fullName: 'Sam Student',
    isInternalAdmin: false,
    isUserStaffAnywhere: false,
    preferredLanguage: null,
    needsAccountSetup: false,
  },
  csrfToken: 'csrf-1',
};
const SIGNED_IN: Answer = { status: 200, body: session };
const SIGNED_OUT: Answer = { status: 401, body: { code: 'unauthenticated', message: 'Sign in to continue' } };
const RATE_LIMITED: Answer = {
  status: 429,
  body: { code: 'rate-limited', message: 'Too many invitation code attempts' },
  headers: { 'retry-after': '300' },
};

const invitation = aRoleInvitation({ code: 'k7qmx2np' });
const found = (isViewerInSubject: boolean): Answer => ({
  status: 200,
  body: { roleInvitation: invitation, isVicEdInstitution: false, isViewerInSubject },
});

function openPage(me: Answer, lookUp: Answer) {
  stubServer(({ path }) => {
    if (path === '/v3/auth/me') return me;
    if (path === '/v3/roleInvitations/k7qmx2np') return lookUp;
    return undefined;
  });
  return renderWithApp(<InvitationPage />, { path: '/invite/:invitationCode', url: '/invite/k7qmx2np' });
}

describe('InvitationPage', () => {
  it('offers a signed-out visitor refused for their address a way to carry on: signing in', async () => {
    openPage(SIGNED_OUT, RATE_LIMITED);
    expect(await screen.findByRole('heading', { name: "We couldn't check this invitation" })).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please try again in 5 minutes.')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to accept' });
    expect(signIn.getAttribute('href')).toBe('/sign-in?returnTo=%2Finvite%2Fk7qmx2np');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('does not offer signing in to someone already signed in and slowed for their own attempts', async () => {
    openPage(SIGNED_IN, RATE_LIMITED);
    expect(await screen.findByRole('heading', { name: "We couldn't check this invitation" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
  });

  it('tells a member following their own class link that they are already in, with no accept', async () => {
    openPage(SIGNED_IN, found(true));
    expect(await screen.findByText("You're already in this subject")).toBeTruthy();
    expect(
      screen.getByText(
        "You joined Year 7 Science at Riverbank High School before, so there's nothing to accept.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open subject' }).getAttribute('href')).toBe(
      '/app/institution-1/subject-4',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.queryByText(/Once you accept/)).toBeNull();
  });

  it('asks someone not yet in the subject to accept', async () => {
    openPage(SIGNED_IN, found(false));
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeTruthy();
    expect(screen.queryByText("You're already in this subject")).toBeNull();
  });

  it('leads someone whose account the invitation made to set it up, then on to the subject', async () => {
    const invited = { ...session, person: { ...session.person, needsAccountSetup: true } };
    stubServer(({ path, method }) => {
      if (path === '/v3/auth/me') return { status: 200, body: invited };
      if (path === '/v3/roleInvitations/k7qmx2np') return found(false);
      if (method === 'POST' && path === '/v3/roleInvitations/k7qmx2np/actions/accept')
        return {
          status: 200,
          body: {
            roleInvitation: invitation,
            redirectUrl: '/app/alpha-high-1/sci-1',
            subjectId: 1,
            institutionId: 1,
          },
        };
      return undefined;
    });
    const { user } = renderWithApp(<InvitationPage />, {
      path: '/invite/:invitationCode',
      url: '/invite/k7qmx2np',
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByTestId('other-page')).textContent).toBe(
      '/account/setup?returnTo=%2Fapp%2Falpha-high-1%2Fsci-1',
    );
  });
});
