import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password-1';

/** The sign-in page as a person uses it. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Opens the app at `path` signed out, signs in and waits to leave the sign-in page. */
  async signInFrom(path: string, email: string): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForURL(/\/sign-in/);
    await this.signIn(email);
    await this.page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  }

  async expectOnPage(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(this.page.url()).pathname).toBe('/sign-in');
  }
}
