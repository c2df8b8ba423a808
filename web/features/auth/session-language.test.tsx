import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../common/people/constants.ts';
import { aSession } from '../../test/fixtures.ts';
import { stubServer } from '../../test/network.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useMe } from './auth.queries.ts';
import { SignInPage } from './pages/sign-in-page.tsx';

const sessionIn = (preferredLanguage: Language | null) => aSession({ preferredLanguage });
const SIGNED_OUT = { status: 401, body: { code: 'unauthenticated', message: 'Sign in to continue' } };

/** A page that reads the session and shows a string en-AU and en-US say differently. */
function AnyPage() {
  const me = useMe();
  const { t } = useTranslation();
  return <p data-testid="text">{me.isSuccess ? t('problems.is-not-present') : '…'}</p>;
}

const preferInBrowser = (languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

describe("the interface's language", () => {
  it("is the signed-in person's saved choice, whatever the browser prefers", async () => {
    stubServer((r) => (r.path === '/v3/auth/me' ? { status: 200, body: sessionIn('en-US') } : undefined));
    renderWithApp(<AnyPage />);
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Please fill out this field.'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('follows the browser when the person has not chosen, and when nobody is signed in', async () => {
    preferInBrowser(['en-US', 'en']);
    stubServer((r) => (r.path === '/v3/auth/me' ? { status: 200, body: sessionIn(null) } : undefined));
    renderWithApp(<AnyPage />);
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Please fill out this field.'));
  });

  it('is the browser default on a signed-out page', async () => {
    preferInBrowser(['en-GB', 'en-US']);
    stubServer((r) => (r.path === '/v3/auth/me' ? SIGNED_OUT : undefined));
    renderWithApp(<AnyPage />);
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Please fill in this field.'));
    expect(i18next.language).toBe('en-AU');
  });

  it("becomes the person's saved choice as they sign in", async () => {
    stubServer((r) => {
      if (r.path === '/v3/auth/me') return SIGNED_OUT;
      if (r.path === '/v3/auth/login') return { status: 200, body: sessionIn('en-US') };
      return undefined;
    });
    const { user } = renderWithApp(<SignInPage />, { path: '/sign-in', url: '/sign-in?returnTo=%2Fapp' });
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'teacher@demo.test');
    expect(i18next.language).toBe('en-AU');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await screen.findByTestId('other-page');
    expect(i18next.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
