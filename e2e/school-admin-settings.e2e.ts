import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppHeaderPart } from './pages/app-header.page.ts';
import { SettingsPage } from './pages/settings.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';
import { UsagePage } from './pages/usage-billing.page.ts';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-settings';

describe("the demo school's admin sets its terms and time zone, and Usage follows them", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await journey.close();
  });

  for (const viewport of WIDTHS) {
    it(`opens Settings from the header menu, saves term dates and a zone, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(RIVERBANK, 'admin@demo.test');
      const errorsSignedOut = consoleErrors.length;
      const header = new AppHeaderPart(page);

      await header.accountButton().click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      const settings = new SettingsPage(page);
      await settings.waitForForm();
      await settings.term('Term 1').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/settings-${viewport.width}.png`, fullPage: true });

      // A term that ends before it starts is named on its own field, and nothing is saved.
      const year = (await settings.term('Term 1').getByLabel('First day').inputValue()).slice(0, 4);
      // The fourth term (renamed by the first width's run, so found by its place).
      const fourth = settings.termAt(3);
      await settings.setTerm(fourth, 'Last day', `${year}-01-01`);
      await settings.save();
      await fourth.getByText('Must be after the start date.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/settings-problem-${viewport.width}.png`, fullPage: true });

      await settings.setTerm(fourth, 'Term name', 'Summer term');
      await settings.setTerm(fourth, 'First day', `${year}-10-06`);
      await settings.setTerm(fourth, 'Last day', `${year}-12-19`);
      await settings.chooseTimeZone('Perth', 'Australia/Perth');
      const [saved] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/settings') && r.request().method() === 'PUT'),
        settings.save(),
      ]);
      expect([saved.status(), await saved.text()]).toEqual([200, expect.any(String)]);
      await settings.saved().waitFor();
      expect(await settings.timeZone().inputValue()).toBe('Australia/Perth');

      await header.accountButton().click();
      await page.getByRole('menuitem', { name: 'Usage' }).click();
      const usage = new UsagePage(page);
      await usage.waitForFigures();
      const labels = await usage.period().locator('option').allTextContents();
      expect(labels.some((label) => label.startsWith('Summer term (6 Oct – 19 Dec)'))).toBe(true);
      expect(labels.filter((label) => /^Term \d/.test(label))).toHaveLength(3);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/usage-own-terms-${viewport.width}.png`, fullPage: true });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }
});
