import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRoleInvitation, aSubject } from '../../../test/fixtures.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { JoinSubject } from './join-subject.tsx';

const institution = { id: 1, code: 'alpha-high' };

function renderJoin() {
  return renderWithApp(
    <JoinSubject institution={institution} endpoint="app" subjects={[]} isUserStaffAnywhere={false} />,
    { path: '/app/:institutionSlug', url: '/app/alpha-high-1' },
  );
}

const codeInput = () => screen.getByRole('textbox', { name: 'Class code' });
const message = () => screen.getByTestId('join-subject-error');

const invitation = aRoleInvitation({
  code: 'k7qmx2np',
  subjectId: 21,
  role: { studentMobId: 21 },
  redirectUrl: null,
});

describe('JoinSubject (spec 2.6)', () => {
  it('opens with the cursor in the code, and Escape closes it back to the button', async () => {
    stubServer(() => undefined);
    const { user } = renderJoin();
    await user.click(screen.getByRole('button', { name: 'Join subject' }));
    expect(document.activeElement).toBe(codeInput());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Class code' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join subject' }));
  });

  it('asks for a code of at least 6 characters before sending anything', async () => {
    const { requests } = stubServer(() => undefined);
    const { user } = renderJoin();
    await user.click(screen.getByRole('button', { name: 'Join subject' }));
    await user.keyboard('{Enter}');
    expect(message().textContent).toBe('Enter the class code your teacher gave you.');

    await user.type(codeInput(), 'ab-c{Enter}');
    expect(message().textContent).toBe(
      'Class codes are at least 6 characters long. Check the code and try again.',
    );
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codeInput());
    expect(requests).toEqual([]);
  });

  it('says a code matches no subject, keeping the code as read', async () => {
    stubServer(({ path }) =>
      path === '/v3/roleInvitations/wrongcode'
        ? { status: 404, body: { code: 'not-found', message: 'Not found' } }
        : undefined,
    );
    const { user } = renderJoin();
    await user.click(screen.getByRole('button', { name: 'Join subject' }));
    await user.type(codeInput(), 'WRONG-CODE{Enter}');

    await waitFor(() =>
      expect(message().textContent).toBe(
        "That code doesn't match any subject. Check it with your teacher and try again.",
      ),
    );
    expect(codeInput()).toHaveProperty('value', 'wrongcode');
    expect(codeInput()).toHaveProperty('disabled', false);
  });

  it('joins with a code typed any way and opens the subject', async () => {
    const subject = {
      ...aSubject({ id: 21, name: 'Year 7 Science', code: 'SCI-7' }),
      instructors: [],
      studentCount: 1,
      institutionName: 'Alpha High',
      institutionCode: 'alpha-high',
    };
    const { requests } = stubServer(({ method, path }: SentRequest) => {
      if (method === 'GET' && path === '/v3/roleInvitations/k7qmx2np')
        return {
          status: 200,
          body: { roleInvitation: invitation, isVicEdInstitution: false, isViewerInSubject: false },
        };
      if (method === 'POST' && path === '/v3/roleInvitations/k7qmx2np/actions/accept')
        return {
          status: 200,
          body: { roleInvitation: invitation, redirectUrl: '/', subjectId: 21, institutionId: 1 },
        };
      if (method === 'GET' && path === '/v3/subjects/21') return { status: 200, body: { subject } };
      return undefined;
    });
    const { user } = renderJoin();
    await user.click(screen.getByRole('button', { name: 'Join subject' }));
    await user.type(codeInput(), ' k7qm – X2NP {Enter}');

    expect((await screen.findByTestId('other-page')).textContent).toBe('/app/alpha-high-1/sci-7-21');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ code: 'k7qmx2np' });
    // The join is confirmed where anyone can see it, not only by the page changing.
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain(
      "You've joined Year 7 Science.",
    );
  });
});
