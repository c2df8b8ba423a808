import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';
import { BillingPage, UsagePage } from './pages/usage-billing.page.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const USAGE = '/app/institutions/1/admin/usage';

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-usage';

describe("the demo school's admin reads its usage and billing", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await journey.close();
  });

  async function signedIn(path: string, email: string, viewport: { width: number; height: number }) {
    const { page, consoleErrors } = await journey.newPage();
    await page.setViewportSize(viewport);
    await new SignInPage(page).signInFrom(path, email);
    return { page, consoleErrors };
  }

  for (const viewport of WIDTHS) {
    it(`switches to the school year, reads the figures as a table and downloads them, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await signedIn(USAGE, 'admin@demo.test', viewport);
      const errorsSignedOut = consoleErrors.length;
      const usage = new UsagePage(page);
      await usage.waitForFigures();
      await usage.chart(/Active teachers and students/).waitFor();
      await usage.subjectsTable().getByRole('rowheader', { name: 'Year 8 Science' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/usage-charts-${viewport.width}.png`, fullPage: true });

      // The whole school year: the class joined in it, and it was busy. (Which term holds the
      // demo's joins depends on today's date, as the demo's history is the last 150 days.)
      const before = new URL(page.url()).search;
      await usage.choosePeriod('School year');
      await page.waitForURL((url) => url.search !== before && url.search.includes('period='));
      const joined = usage.subjectsTable().getByRole('row').filter({ hasText: 'Year 8 Science' });
      await joined
        .getByRole('cell')
        .first()
        .filter({ hasText: /^(?!0$)\d+$/ })
        .waitFor();

      // The table view, by keyboard: the view choice is a radio group.
      await usage.viewOption('Charts').focus();
      await page.keyboard.press('ArrowRight');
      await usage.weeksTable().waitFor();
      expect(await usage.chart(/Active teachers and students/).count()).toBe(0);
      // The term's figures stay on screen, said to be updating, until the school year's arrive.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      const weekRows = usage.weeksTable().getByRole('row');
      await expect.poll(() => weekRows.count()).toBeGreaterThan(10);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/usage-table-${viewport.width}.png`, fullPage: true });

      const [download] = await Promise.all([page.waitForEvent('download'), usage.downloadButton().click()]);
      expect(download.suggestedFilename()).toMatch(
        /^usage-riverbank-high-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
      );
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'Week starting,Active teachers,Active students,Lessons published,Answers submitted,Students joined',
      );
      expect(csv).toContain('Subject,Students joined,Lessons published,Answers submitted');
      expect(csv).toMatch(/\r\nYear 8 Science,\d+,0,0\r\n/);
      expect(csv).toContain('Tessa Teacher,');
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });

    it(`reads the subscription, its licences and what happens at expiry, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await signedIn(`${RIVERBANK}/billing`, 'admin@demo.test', viewport);
      const errorsSignedOut = consoleErrors.length;
      await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
      const billing = new BillingPage(page);
      const subscription = billing.section('Subscription');
      await subscription.getByText('25 of 40 in use').waitFor();
      await subscription.getByText('Paid').waitFor();
      await billing
        .section('When the subscription ends')
        .getByText(/Nothing is deleted/)
        .waitFor();
      await billing.section('Subscription owners').getByRole('link', { name: 'admin@demo.test' }).waitFor();
      await billing.section('Offers for your school').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/billing-${viewport.width}.png`, fullPage: true });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }

  it('shows a teacher neither the figures nor the subscription, only whom to ask', async () => {
    const { page } = await signedIn(USAGE, 'teacher@demo.test', WIDTHS[1]);
    await page
      .getByText("Only the school's admins and heads of science can see this page.", { exact: false })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Week by week' }).count()).toBe(0);
    await page.goto(`${RIVERBANK}/billing`);
    const ask = new BillingPage(page).section('Who to ask');
    await ask.getByRole('link', { name: 'admin@demo.test' }).waitFor();
    expect(await page.getByText('25 of 40 in use').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/billing-teacher-390.png`, fullPage: true });
  });
});
