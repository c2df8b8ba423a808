import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, RIVERBANK_NAME } from './pages/subjects.page.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The Californian demo school (the third the demo seeds). */
const BAYVIEW = '/app/bayview-middle-3';

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-outcomes';

describe("teachers search and browse their school's curriculum by keyboard", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await journey.close();
  });

  async function signedIn(viewport: { width: number; height: number }) {
    const { page, consoleErrors } = await journey.newPage();
    await page.setViewportSize(viewport);
    await new SignInPage(page).signInFrom(`${RIVERBANK}/curriculum`, 'teacher@demo.test');
    await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
    await page.getByText(RIVERBANK_NAME).first().waitFor();
    return { page, consoleErrors };
  }

  for (const viewport of WIDTHS) {
    it(`a teacher at an Australian school finds “photosynthesis” and AC9S7U01 and opens the outcome, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await signedIn(viewport);
      // Signed out, the session check's 401 is expected; from here on nothing may fail.
      const errorsSignedOut = consoleErrors.length;
      const curriculum = page.getByRole('combobox', { name: 'Curriculum', exact: true });
      // An AU school is offered the Australian curricula only (spec 9).
      await curriculum.locator('option').first().waitFor({ state: 'attached' });
      const offered = await curriculum.locator('option').allTextContents();
      expect(offered.some((label) => /Australian Curriculum v9/.test(label))).toBe(true);
      expect(offered.some((label) => /Next Generation|NGSS|England/.test(label))).toBe(false);
      await curriculum.selectOption({ label: offered.find((label) => /v9/.test(label))! });
      await page.getByText(/^Showing \d+ of \d+ outcomes$/).waitFor();
      await page.getByText(/ACARA/).first().waitFor();

      const search = page.getByRole('combobox', { name: 'Curriculum outcome search string' });
      await search.focus();
      await page.keyboard.type('photosynthesis');
      const options = page.getByRole('listbox').getByRole('option');
      // The best match first: the one outcome whose text says photosynthesis.
      await options.first().filter({ hasText: 'AC9S9U03' }).waitFor();
      expect(await search.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      expect(await search.getAttribute('aria-activedescendant')).toBe(
        await options.first().getAttribute('id'),
      );
      // axe waits for the fade-ins to end, so the screenshot shows the page as it settles.
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/search-photosynthesis-${viewport.width}.png` });

      // Escape closes the results, a second clears the text.
      await page.keyboard.press('Escape');
      expect(await search.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Escape');
      expect(await search.inputValue()).toBe('');

      await page.keyboard.type('AC9S7U01');
      await options.first().filter({ hasText: 'AC9S7U01' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('AC9S7U01').waitFor();
      await dialog.getByText(/ACARA/).waitFor();
      expect(await search.inputValue()).toBe('');
      // axe waits for the fade-ins to end, so the screenshot shows the page as it settles.
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/outcome-AC9S7U01-${viewport.width}.png` });

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SHOTS}/browser-${viewport.width}.png`, fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }

  for (const viewport of WIDTHS) {
    it(`a teacher at a Californian school finds MS-LS1 with its practices, core ideas and crosscutting concepts, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(`${BAYVIEW}/curriculum`, 'bayview.teacher@demo.test');
      await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
      const errorsSignedOut = consoleErrors.length;
      const curriculum = page.getByRole('combobox', { name: 'Curriculum', exact: true });
      await curriculum.locator('option').first().waitFor({ state: 'attached' });
      // A US school is offered NGSS and, its flag on, California's mathematics; no AU curricula.
      const offered = await curriculum.locator('option').allTextContents();
      expect(offered[0]).toMatch(/NGSS/);
      expect(offered.some((label) => /California/.test(label))).toBe(true);
      expect(offered.some((label) => /Australian|England|NSW|Zealand/.test(label))).toBe(false);
      await page.getByText(/^Showing \d+ of \d+ outcomes$/).waitFor();
      // Grade bands, as NGSS publishes them.
      await page.getByRole('heading', { level: 2, name: 'Middle School' }).waitFor();

      const search = page.getByRole('combobox', { name: 'Curriculum outcome search string' });
      await search.focus();
      await page.keyboard.type('MS-LS1');
      const options = page.getByRole('listbox').getByRole('option');
      await options.first().filter({ hasText: 'MS-LS1' }).waitFor();
      expect(await options.first().textContent()).toMatch(/PE/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/us-search-${viewport.width}.png` });

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const parts = dialog.getByRole('region', { name: 'Parts' });
      await parts.waitFor();
      for (const name of [
        'Science and Engineering Practice',
        'Disciplinary Core Idea',
        'Cross-Cutting Concept',
      ])
        await parts.getByText(new RegExp(name)).first().waitFor();
      await dialog
        .getByText(/Achieve/)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/us-outcome-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }

  it("an admin at a Californian school writes the school's own learning scale for a mathematics standard", async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(
      `${BAYVIEW}/curriculum?curriculum=US_CALI_MATHS`,
      'bayview.teacher@demo.test',
    );
    await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
    const errorsSignedOut = consoleErrors.length;
    const search = page.getByRole('combobox', { name: 'Curriculum outcome search string' });
    await search.focus();
    await page.keyboard.type('6.RP.A.1');
    await page.getByRole('listbox').getByRole('option').first().filter({ hasText: '6.RP.A.1' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const scale = dialog.getByRole('region', { name: 'Learning scale' });
    // No scale text is published for the standard: the levels' names alone.
    await scale.getByText('Proficient', { exact: true }).waitFor();
    await scale.getByRole('button', { name: "Write your school's scale" }).click();
    const form = dialog.getByRole('form', { name: "Your school's learning scale" });
    await form
      .getByLabel('Proficient')
      .fill('Explains a ratio between two quantities in words and with a:b.');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/scale-form-1280.png` });
    await form.getByRole('button', { name: 'Save scale' }).click();
    await scale.getByText('Explains a ratio between two quantities in words and with a:b.').waitFor();
    await scale.getByText('Written by your school · not official').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/scale-written-1280.png` });
    expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
  });
});
