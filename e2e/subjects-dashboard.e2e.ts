import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { AppHeaderPart } from './pages/app-header.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe('the subjects dashboard at a desk and on a phone', () => {
  let journey: Journey;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await journey.close();
  });

  async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
    const context = await journey.browser.newContext({
      baseURL: journey.server.baseUrl,
      locale: 'en-AU',
      viewport,
    });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    const page = await context.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, email);
    return page;
  }

  for (const viewport of WIDTHS) {
    it(`keeps the header to one row and starts the cards on the first screen, ${viewport.width} px wide`, async () => {
      const page = await signedIn('teacher@demo.test', viewport);
      const subjects = new SubjectsPage(page);
      await subjects.waitForList();
      await subjects.item('Year 7 Science').getByText('Taught by Tessa Teacher').waitFor();

      const header = await new AppHeaderPart(page).layout();
      expect(header.height).toBeLessThanOrEqual(64);
      for (const centre of header.itemCentres)
        expect(Math.abs(centre - header.centre)).toBeLessThanOrEqual(2);

      // Not scrolled: the list's heading and the top of its first card are on the first screen.
      const heading = await page.getByRole('heading', { level: 2, name: 'Your subjects' }).boundingBox();
      const firstCard = await subjects.items().first().boundingBox();
      expect(heading!.y).toBeLessThan(viewport.height);
      expect(firstCard!.y + 100).toBeLessThan(viewport.height);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('shows on each card who teaches it and how many students it has, with the teacher’s actions', async () => {
    const page = await signedIn('teacher@demo.test', WIDTHS[0]);
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    const card = subjects.item('Year 7 Science');
    await card.getByText('Taught by Tessa Teacher', { exact: true }).waitFor();
    await card.getByText('1 student', { exact: true }).waitFor();
    await card.getByText('SCI-7A', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Reorder Year 7 Science' }).waitFor();
    await card.getByRole('button', { name: 'More actions for Year 7 Science' }).waitFor();
    await card.getByRole('button', { name: 'Delete Year 7 Science' }).waitFor();
  });

  it('shows a student their cards, and the account menu signs out', async () => {
    const page = await signedIn('student@demo.test', WIDTHS[1]);
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    await subjects.item('Year 9 Chemistry').getByText('Taught by Tessa Teacher').waitFor();
    expect(await page.getByRole('button', { name: /^Reorder / }).count()).toBe(0);

    const header = new AppHeaderPart(page);
    await header.accountButton().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await new SignInPage(page).expectOnPage();
  });

  it('shows the cards’ shapes while the subjects load', async () => {
    const page = await signedIn('teacher@demo.test', WIDTHS[0]);
    await new SubjectsPage(page).waitForList();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/v3/subjects',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: 'Loading your subjects…' });
    await status.waitFor({ state: 'attached' });
    expect(await status.locator('li').count()).toBeGreaterThan(0);
    release();
    await new SubjectsPage(page).waitForList();
    await status.waitFor({ state: 'detached' });
  });
});
