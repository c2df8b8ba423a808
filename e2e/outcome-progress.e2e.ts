import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { YEAR_7 } from './support/lessons.ts';
import { ClassView } from './pages/lessons.page.ts';
import {
  myProgressItem,
  progressControls,
  progressGrid,
  scopeAndSequence,
} from './pages/outcome-progress.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const SHOTS = '/tmp/progress-shots';
const GRID_SHOTS = '/tmp/grid-shots';

/** Screenshots and axe-core at a desktop and a phone width; back to the desktop width after. */
async function checkAtBothWidths(page: Page, name: string, shots = SHOTS): Promise<void> {
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
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
    expect(await (await grid.cell('Sam Student', 'AC9S7U05')).textContent()).toBe(
      'Sam Student, AC9S7U05: Proficient from 1 answer — show evidence',
    );
    expect(await (await grid.cell('Sam Student', 'AC9S7U06')).textContent()).toBe(
      'Sam Student, AC9S7U06: Developing from 1 answer — show evidence',
    );
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
    // On landscape paper, as the page asks for (whatever the printer's default).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Number(width)).toBeGreaterThan(Number(height));
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

    // The answer behind their own level, with no way into the teacher's class view.
    await page.getByRole('button', { name: 'AC9S7U05: Proficient from 1 answer — show evidence' }).click();
    const dialog = progressControls(page).evidence('Sam Student', 'AC9S7U05');
    const rows = progressControls(page).evidenceRows(dialog);
    await rows.first().waitFor();
    await progressControls(page).evidenceShown(dialog);
    expect(await rows.first().textContent()).toContain('States of matter');
    expect(await dialog.getByRole('link').count()).toBe(0);
    await checkAtBothWidths(page, 'progress-student-evidence', GRID_SHOTS);
    expect(consoleErrors).toEqual([]);
  });
  it("lets the teacher open a cell's evidence, choose how levels add up, filter, download, and watch a mark change the grid", async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(`${YEAR_7.path}/progress`, 'teacher@demo.test');
    consoleErrors.length = 0;
    const grid = progressGrid(page);
    const controls = progressControls(page);
    await grid.table().waitFor();

    // How levels add up: saved at once, kept after a reload.
    expect(await controls.method().inputValue()).toBe('decayingAverage');
    await controls.method().selectOption({ label: 'Latest' });
    await page.getByText('Levels now add up by Latest.').waitFor();
    await page.reload();
    await grid.table().waitFor();
    expect(await controls.method().inputValue()).toBe('latest');
    await page.getByText('The level of the newest marked answer, whatever came before.').waitFor();

    // A cell's evidence by keyboard: the first cell with any is the first stop in the grid.
    await page.getByRole('region', { name: "Each student's level in each outcome" }).focus();
    await page.keyboard.press('Tab');
    const cellButton = page.getByRole('button', {
      name: 'Sam Student, AC9S7U05: Proficient from 1 answer — show evidence',
    });
    expect(await cellButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = controls.evidence('Sam Student', 'AC9S7U05');
    const rows = controls.evidenceRows(dialog);
    await rows.first().waitFor();
    await controls.evidenceShown(dialog);
    expect(await rows.count()).toBe(1);
    const row = (await rows.first().textContent()) ?? '';
    expect(row).toContain('States of matter');
    expect(row).toContain('Question 1');
    expect(row).toContain('Proficient');
    expect(row).toContain('Marked by teacher');
    await checkAtBothWidths(page, 'progress-evidence', GRID_SHOTS);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await cellButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // The evidence leads to the lesson's class view, where the teacher marks another answer.
    await cellButton.click();
    await dialog.getByRole('link', { name: 'States of matter, question 1: open the class view' }).click();
    await page.waitForURL(/\/lessons\/\d+\/class$/);
    const view = new ClassView(page);
    await view.waitForLive();
    await view.cell('Sam Student', 2).click();
    const marking = page.getByRole('dialog', { name: 'Sam Student, question 2' });
    await marking.getByRole('textbox', { name: /Score/ }).fill('1');
    await marking
      .getByRole('radiogroup', { name: 'Proficiency level for AC9S7U05' })
      .getByRole('radio', { name: /Advanced/ })
      .check();
    await marking.getByRole('button', { name: 'Save mark' }).click();
    await marking.waitFor({ state: 'hidden' });
    // Back in the app (no reload): the grid it had shows the new level and evidence.
    await page.goBack();
    await grid.table().waitFor();
    await page.getByRole('button', { name: /^Sam Student, AC9S7U05: Advanced from 2 answers/ }).waitFor();
    expect(await (await grid.cell('Sam Student', 'AC9S7U05')).textContent()).toBe(
      'Sam Student, AC9S7U05: Advanced from 2 answers — show evidence',
    );

    // One strand's outcomes.
    await controls.strand().selectOption({ label: 'Science Inquiry' });
    await expect.poll(() => grid.outcomeCodes()).toEqual(['AC9S7I03', 'AC9S7I04']);
    expect(page.url()).toContain('strand=Science+Inquiry');
    await checkAtBothWidths(page, 'progress-strand', GRID_SHOTS);
    await controls.strand().selectOption({ label: 'All strands' });
    await expect.poll(() => grid.outcomeCodes()).toHaveLength(5);

    // The grid as CSV.
    await checkAtBothWidths(page, 'progress-teacher-controls', GRID_SHOTS);
    const [download] = await Promise.all([page.waitForEvent('download'), controls.download().click()]);
    expect(download.suggestedFilename()).toBe('progress-sci-7a.csv');
    const text = readFileSync(await download.path(), 'utf8');
    // A byte-order mark first, so a spreadsheet reads accented names right.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    // Each outcome's column names it by its code and its text, as plain words.
    expect(lines[0]).toMatch(
      /^Student,"AC9S7I03: select and use equipment to generate and record data with precision, using digital tools as appropriate","AC9S7I04: .+","AC9S7U04: .+","AC9S7U05: .+",AC9S7U06: use a particle model to describe differences between pure substances and mixtures/,
    );
    expect(lines[1]).toBe('Sam Student,,,,Advanced,Developing');
    expect(consoleErrors).toEqual([]);
  });
});
