import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubServer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { EmailSignInLinkPage, ForgotPasswordPage } from './mailed-link-page.tsx';

const SIGNED_OUT = { status: 401, body: { code: 'unauthenticated', message: 'Sign in to continue' } };
const asked = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

describe('the mailed-link pages', () => {
  it('sends a sign-in link and says the same whatever the address, with the focus on the answer', async () => {
    const { requests } = stubServer((request) => {
      if (request.path === '/v3/auth/me') return SIGNED_OUT;
      if (request.path === '/v3/auth/actions/mailSignInLink') return { status: 202 };
      return undefined;
    });
    const { user } = renderWithApp(<EmailSignInLinkPage />, { path: '/sign-in/email-link' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      ' kim@school.test {Enter}',
    );

    const answer = await screen.findByRole('status');
    expect(answer.textContent).toContain("If an account uses kim@school.test, we've sent it a link");
    expect(answer.textContent).toContain('within 30 minutes');
    expect(document.activeElement).toBe(answer);
    expect(asked(requests).map((r) => [r.path, r.body])).toEqual([
      ['/v3/auth/actions/mailSignInLink', { email: 'kim@school.test' }],
    ]);
  });

  it('says when too many links were asked for from here, and keeps the address', async () => {
    stubServer((request) => {
      if (request.path === '/v3/auth/me') return SIGNED_OUT;
      if (request.path === '/v3/auth/actions/mailPasswordReset')
        return {
          status: 429,
          body: { code: 'rate-limited', message: 'Too many' },
          headers: { 'retry-after': '60' },
        };
      return undefined;
    });
    const { user } = renderWithApp(<ForgotPasswordPage />, { path: '/sign-in/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'kim@school.test{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many links have been asked for from here. Please try again later.');
    expect(document.activeElement).toBe(alert);
    expect(email).toHaveProperty('value', 'kim@school.test');
  });
});
