import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { stubServer, type Answer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

const session = aSession();
const SIGNED_OUT: Answer = { status: 401, body: { code: 'unauthenticated', message: 'Sign in to continue' } };

/** A server nobody is signed in to, whose login answers `login`. */
function server(login: (request: SentRequest) => Answer) {
  return stubServer((request) => {
    if (request.path === '/v3/auth/me') return SIGNED_OUT;
    if (request.method === 'POST' && request.path === '/v3/auth/login') return login(request);
    return undefined;
  });
}

const renderPage = () =>
  renderWithApp(<SignInPage />, { path: '/sign-in', url: '/sign-in?returnTo=%2Fapp%2Falpha-high-1' });
const email = () => screen.getByRole('textbox', { name: 'Email address' });
const password = () => screen.getByLabelText('Password');
const logins = (requests: SentRequest[]) => requests.filter((r) => r.path === '/v3/auth/login');

describe('SignInPage', () => {
  it('asks for both fields before sending anything', async () => {
    const { requests } = server(() => ({ status: 200, body: session }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(document.activeElement).toBe(email());
    expect(logins(requests)).toEqual([]);
  });

  it('says when the address is not one', async () => {
    server(() => ({ status: 200, body: session }));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'teacher');
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address, like name@school.edu.au.')).toBeTruthy();
  });

  it('says the e-mail or password is wrong and keeps both filled in', async () => {
    const { requests } = server(() => ({
      status: 401,
      body: { code: 'invalid-credentials', message: 'Wrong e-mail or password' },
    }));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'teacher@demo.test');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Incorrect email or password. Check them and try again.',
    );
    expect(email()).toHaveProperty('value', 'teacher@demo.test');
    expect(password()).toHaveProperty('value', 'wrong');
    // The message takes the focus, so a screen reader reads it and the keyboard starts from it.
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(logins(requests).map((r) => r.body)).toEqual([{ email: 'teacher@demo.test', password: 'wrong' }]);
  });

  it('says how long to wait after too many attempts', async () => {
    server(() => ({
      status: 429,
      body: { code: 'rate-limited', message: 'Too many attempts' },
      headers: { 'retry-after': '30' },
    }));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'teacher@demo.test');
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts. Please try again in 30 seconds.',
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('offers a forgotten password and a sign-in link by email', async () => {
    server(() => ({ status: 200, body: session }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect((await screen.findByTestId('other-page')).textContent).toBe('/sign-in/forgot-password');
  });

  it('signs in with Enter and goes back to the page that asked for it', async () => {
    server(() => ({ status: 200, body: session }));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'teacher@demo.test');
    await user.type(password(), 'secret{Enter}');
    expect((await screen.findByTestId('other-page')).textContent).toBe('/app/alpha-high-1');
  });
});
