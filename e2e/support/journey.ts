import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.ts';
import { startServer, type E2eServer } from './server.ts';

/** One server on a fresh demo database and one browser, shared by the tests of a journey file. */
export interface Journey {
  server: E2eServer;
  browser: Browser;
  /** A fresh, signed-out browser profile with a page; console errors and CSP reports are collected. */
  newPage(): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }>;
  close(): Promise<void>;
}

export async function startJourney(env: Record<string, string> = {}): Promise<Journey> {
  const server = await startServer(env);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    newPage: async () => {
      const context = await newContext(browser, server.baseUrl);
      contexts.push(context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      return { context, page, consoleErrors };
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.stop();
    },
  };
}

/** Signs in through the API from a page's context (for set-up steps, not for what is under test). */
export async function apiSession(page: Page, email: string, password = 'demo-password-1') {
  const res = await page.request.post('/v3/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { headers: { 'x-csrf-token': csrfToken } };
}
