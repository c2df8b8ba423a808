import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppHeaderPart } from './pages/app-header.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-students';

const list = (page: Page) => page.getByRole('list', { name: "The school's students" });
const card = (page: Page, name: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by name or e-mail' });

describe("the demo school's admin looks after its students", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await journey.close();
  });

  it('opens Students from the header menu, releases a licence, removes a student after confirming and downloads the CSV', async () => {
    const { page, consoleErrors } = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await new SignInPage(page).signInFrom(RIVERBANK, 'admin@demo.test');
    const errorsSignedOut = consoleErrors.length;
    await new AppHeaderPart(page).accountButton().click();
    await page.getByRole('menuitem', { name: 'Students' }).click();
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await card(page, 'Ava Pupil').waitFor();
    await page.getByText(/^\d+ of \d+ licences in use$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/students-1280.png`, fullPage: true });

    // Find Ava and release her licence.
    await search(page).fill('ava');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 student$/ })
      .waitFor();
    const ava = card(page, 'Ava Pupil');
    await ava.getByText('Holds a licence').waitFor();
    await ava.getByRole('button', { name: 'Release licence: Ava Pupil' }).click();
    const release = page.getByRole('dialog', { name: "Release Ava Pupil's licence?" });
    await release.getByText(/keeps their account and stays in their subjects/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await release.getByRole('button', { name: "Release Ava Pupil's licence" }).click();
    await release.waitFor({ state: 'detached' });
    await page.getByText("Ava Pupil's licence was released.").waitFor();
    await ava.getByText('Licence released').waitFor();
    await ava.getByText(/^released /).waitFor();

    // Remove Ben, after the dialog that names him says what it means.
    await search(page).fill('ben pupil');
    const ben = card(page, 'Ben Pupil');
    await ben.getByRole('button', { name: 'Remove from school: Ben Pupil' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Ben Pupil from Riverbank High School?' });
    await remove.getByText(/Their account is kept/).waitFor();
    await remove.getByText(/They will be taken out of: .*Year 8 Science/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/students-remove-dialog-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await remove.getByRole('button', { name: 'Remove Ben Pupil' }).click();
    await remove.waitFor({ state: 'detached' });
    await page.getByText('Ben Pupil was removed from Riverbank High School.').waitFor();
    await page.getByText('No students match this search.').waitFor();

    // The CSV: every student, Ava's licence released, Ben gone.
    await search(page).fill('');
    await card(page, 'Chloe Pupil').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^students-riverbank-high-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Subjects,Licence,Joined,Licence released');
    expect(lines.find((line) => line.startsWith('Ava Pupil,'))).toMatch(
      /^Ava Pupil,pupil01@demo\.test,.*Year 8 Science.*,Licence released,\d{4}-\d\d-\d\d,\d{4}-\d\d-\d\d$/,
    );
    expect(csv).not.toContain('Ben Pupil');
    expect(csv).toContain('Sam Student,student@demo.test,');

    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, 'Ava Pupil').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/students-390.png`, fullPage: true });
    expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
  });
});
