import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

/**
 * The demo teacher starts with the auto-archived flag set (last year's subject was archived at the
 * end of the school year). Each way of dismissing the notice gets a fresh server, since each
 * clears the flag for good.
 */
async function teacherWithNotice(journey: Journey): Promise<{ page: Page; subjects: SubjectsPage }> {
  const { page } = await journey.newPage();
  await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
  const subjects = new SubjectsPage(page);
  await subjects.waitForList();
  await page.getByTestId('auto-archived-notice').waitFor();
  await page.getByText('Some of your subjects were archived').waitFor();
  // The archive link pulses while the notice shows.
  expect(await subjects.archivedLink().getAttribute('data-pulsing')).toBe('true');
  return { page, subjects };
}

async function expectNoNotice(page: Page, subjects: SubjectsPage) {
  await page.getByTestId('auto-archived-notice').waitFor({ state: 'detached' });
  expect(await subjects.archivedLink().getAttribute('data-pulsing')).toBeNull();
  await page.reload();
  await subjects.waitForList();
  expect(await page.getByTestId('auto-archived-notice').count()).toBe(0);
}

describe('the auto-archived notice: close', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows the notice with a pulsing archive link, and Close clears it', async () => {
    const { page, subjects } = await teacherWithNotice(journey);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expectNoNotice(page, subjects);
  });
});

describe('the auto-archived notice: hide forever', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it("'Hide forever' clears the notice and opts out of it", async () => {
    const { page, subjects } = await teacherWithNotice(journey);
    await page.getByRole('button', { name: 'Hide forever' }).click();
    await expectNoNotice(page, subjects);
    const notice = (await (await page.request.get('/v3/users/me/autoArchivedNotice')).json()) as {
      optedOutOfAutoArchivedBanner: boolean;
    };
    expect(notice.optedOutOfAutoArchivedBanner).toBe(true);
  });
});

describe('the auto-archived notice: visiting the archive', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('is cleared by visiting the archive page', async () => {
    const { page, subjects } = await teacherWithNotice(journey);
    await subjects.archivedLink().click();
    await page.getByRole('heading', { level: 1, name: 'Archived subjects' }).waitFor();
    await page.getByTestId('archived-subject').first().waitFor();
    await page.getByRole('link', { name: 'Back to subjects' }).click();
    await subjects.waitForList();
    await expectNoNotice(page, subjects);
  });
});
