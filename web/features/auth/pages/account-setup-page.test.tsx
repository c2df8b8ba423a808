import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountSetupPage } from './account-setup-page.tsx';

const invited = aSession({ fullName: 'kim.lee', needsAccountSetup: false });
const setUps = (requests: SentRequest[]) => requests.filter((r) => r.path === '/v3/auth/me/account');

function server() {
  return stubServer((request) => {
    if (request.path === '/v3/auth/me')
      return { status: 200, body: { ...invited, person: { ...invited.person, needsAccountSetup: true } } };
    if (request.method === 'PUT' && request.path === '/v3/auth/me/account') {
      const body = request.body as { fullName: string };
      return { status: 200, body: { ...invited, person: { ...invited.person, fullName: body.fullName } } };
    }
    return undefined;
  });
}
const renderPage = () =>
  renderWithApp(<AccountSetupPage />, {
    path: '/account/setup',
    url: '/account/setup?returnTo=%2Fapp%2Fscience',
  });

describe('AccountSetupPage', () => {
  it('sets a name and a password, then goes on to where the invitation led', async () => {
    const { requests } = server();
    const { user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Your name' });
    expect(name).toHaveProperty('value', 'kim.lee');
    await user.clear(name);
    await user.type(name, 'Kim Lee');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(setUps(requests)).toEqual([]);

    await user.type(screen.getByLabelText('Password'), 'a long passphrase{Enter}');
    expect((await screen.findByTestId('other-page')).textContent).toBe('/app/science');
    expect(setUps(requests).map((r) => r.body)).toEqual([
      { fullName: 'Kim Lee', signInWith: 'password', password: 'a long passphrase' },
    ]);
  });

  it('lets the person choose sign-in links by email instead of a password', async () => {
    const { requests } = server();
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'With a link emailed to me each time' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('other-page')).textContent).toBe('/app/science');
    expect(setUps(requests).map((r) => r.body)).toEqual([{ fullName: 'kim.lee', signInWith: 'links' }]);
  });
});
