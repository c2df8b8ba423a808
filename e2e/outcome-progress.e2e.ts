import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { YEAR_7 } from './support/lessons.ts';
import { myProgressItem, progressGrid, scopeAndSequence } from './pages/outcome-progress.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const SHOTS = '/tmp/progress-shots';

/** Screenshots and axe-core at a desktop and a phone width; back to the desktop width after. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const outcomeLinks = (page: Page) => page.getByRole('navigation', { name: 'Outcomes of Year 7 Science' });

describe("a subject's outcome progress and scope and sequence", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it("shows the teacher every student's levels in Year 7 Science's outcomes, and its scope and sequence", async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(YEAR_7.path, 'teacher@demo.test');
    consoleErrors.length = 0; // the signed-out session check's 401 is expected
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/subject-teacher-1280.png` });
    await outcomeLinks(page).getByRole('link', { name: 'Progress' }).click();
    await page.waitForURL(`**${YEAR_7.path}/progress`);
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();

    const grid = progressGrid(page);
    await grid.table().waitFor();
    expect(await grid.outcomeCodes()).toEqual(['AC9S7I03', 'AC9S7I04', 'AC9S7U04', 'AC9S7U05', 'AC9S7U06']);
    expect(await grid.rowHeaders()).toEqual(['Sam Student']);
    expect(await (await grid.cell('Sam Student', 'AC9S7U05')).textContent()).toBe('Proficient1 answer');
    expect(await (await grid.cell('Sam Student', 'AC9S7U06')).textContent()).toBe('Developing1 answer');
    expect(await (await grid.cell('Sam Student', 'AC9S7U04')).textContent()).toContain('Not yet assessed');
    // The grid scrolls sideways in a region the keyboard reaches.
    await page.getByRole('region', { name: "Each student's level in each outcome" }).focus();
    await checkAtBothWidths(page, 'progress-teacher');
    await page.getByRole('switch', { name: 'Show full outcome titles' }).check();
    await page.screenshot({ path: `${SHOTS}/progress-teacher-full-titles-1280.png`, fullPage: true });

    await outcomeLinks(page).getByRole('link', { name: 'Scope and sequence' }).click();
    await page.waitForURL(`**${YEAR_7.path}/scope-and-sequence`);
    const scope = scopeAndSequence(page);
    await scope.table().waitFor();
    expect(await scope.rowHeaders()).toEqual(['States of matter', 'Forces', 'CellsDraft']);
    expect(await scope.outcomeCodes()).toEqual(['AC9S7I03', 'AC9S7I04', 'AC9S7U04', 'AC9S7U05']);
    expect(await (await scope.cell('Forces', 'AC9S7U04')).textContent()).toBe('Proficient');
    expect(await (await scope.cell('States of matter', 'AC9S7I04')).textContent()).toBe('Developing');
    expect(await (await scope.cell('Forces', 'AC9S7U05')).textContent()).toBe('Not in this lesson');
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await checkAtBothWidths(page, 'scope-and-sequence');
    // On paper: the table alone under the heading, no header or controls.
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/scope-and-sequence-print.png`, fullPage: true });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(consoleErrors).toEqual([]);
  });

  it('shows the student their own levels only', async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(YEAR_7.path, 'student@demo.test');
    consoleErrors.length = 0;
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science' }).waitFor();
    expect(await outcomeLinks(page).getByRole('link').allTextContents()).toEqual(['My progress']);
    await outcomeLinks(page).getByRole('link', { name: 'My progress' }).click();
    await page.getByRole('heading', { level: 1, name: 'My progress' }).waitFor();

    await myProgressItem(page, 'AC9S7U05').getByText('Proficient').waitFor();
    expect(await myProgressItem(page, 'AC9S7U05').textContent()).toContain('From 1 marked answer');
    await myProgressItem(page, 'AC9S7U06').getByText('Developing').waitFor();
    await myProgressItem(page, 'AC9S7U04').getByText('Not yet assessed').waitFor();
    // Only published lessons' outcomes: the draft's AC9S7I03 is not listed.
    expect(await page.getByRole('list', { name: 'Outcomes' }).getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('table').count()).toBe(0);
    await checkAtBothWidths(page, 'progress-student');
    expect(consoleErrors).toEqual([]);
  });
});
