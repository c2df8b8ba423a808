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

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-outcomes';

describe('a teacher at an Australian school searches and browses the curriculum by keyboard', () => {
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
    it(`finds “photosynthesis” and AC9S7U01 and opens the outcome, ${viewport.width} px wide`, async () => {
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
      await page.getByText(/^\d+ outcomes$/).waitFor();
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
});
