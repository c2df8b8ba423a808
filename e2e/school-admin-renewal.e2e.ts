import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { AppHeaderPart } from './pages/app-header.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';
import { BillingPage } from './pages/usage-billing.page.ts';

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-renewal';

describe('an admin accepts the renewal offer', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await journey.close();
  });

  it("goes from the header's menu to Billing, accepts the offer and finds it in the history", async () => {
    const { page, consoleErrors } = await journey.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await new SignInPage(page).signInFrom(RIVERBANK, 'admin@demo.test');
    const errorsSignedOut = consoleErrors.length;
    await new SubjectsPage(page).waitForList();

    // The admin pages are in the header's menu, whatever the page's length.
    await new AppHeaderPart(page).accountButton().click();
    for (const name of ['Staff', 'Usage', 'Billing'])
      await page.getByRole('menuitem', { name, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Billing', exact: true }).click();
    await page.waitForURL(`**${RIVERBANK}/billing`);

    const billing = new BillingPage(page);
    const offers = billing.section('Offers for your school');
    const offer = offers.getByRole('article', { name: 'Science: AUD 4,200.00' });
    await offer.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/offer-390.png`, fullPage: true });

    await offer.getByRole('button', { name: 'Accept offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this offer?' });
    await dialog.getByText(/invoiced AUD 4,200\.00/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Accept and renew' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await offers.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1280, height: 800 });
    const history = billing.section('Subscription history');
    await history.getByText('Accepted by Ada Admin').waitFor();
    await history.getByRole('cell', { name: '60', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/history-1280.png`, fullPage: true });

    // Recorded: it is still there after a reload, and the offer is not offered again.
    await page.reload();
    await billing.section('Subscription history').getByText('Accepted by Ada Admin').waitFor();
    expect(await billing.section('Offers for your school').count()).toBe(0);
    expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
  });

  it('shows a student no Billing, in the header or on the page', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
    await new SubjectsPage(page).waitForList();
    await new AppHeaderPart(page).accountButton().click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Billing' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
