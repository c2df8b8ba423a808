import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, shotPath } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The Californian demo school, whose flag offers California's mathematics. */
const BAYVIEW = '/app/bayview-middle-3';

describe('outcome text as the curriculum publishes it: maths drawn, and the notes that help a teacher choose', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(path.dirname(shotPath('x')), { recursive: true });
  });
  afterAll(() => journey.close());

  for (const viewport of WIDTHS) {
    it(`a teacher finds a California standard once, its formulas drawn, and opens it with its courses, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(
        `${BAYVIEW}/curriculum?curriculum=US_CALI_MATHS`,
        'bayview.teacher@demo.test',
      );
      await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
      const errorsSignedOut = consoleErrors.length;
      await page.getByText(/^Showing \d+ of 585 outcomes$/).waitFor();

      const search = page.getByRole('combobox', { name: 'Curriculum outcome search string' });
      await search.focus();
      await page.keyboard.type('HSN-CN.C.8');
      const options = page.getByRole('listbox').getByRole('option');
      const standard = options.filter({ hasText: 'HSN-CN.C.8' });
      await standard.first().waitFor();
      // Once, though the export lists it under four course models.
      expect(await standard.count()).toBe(1);
      await standard.locator('.katex').first().waitFor();
      expect(await standard.locator('em .katex').count()).toBe(2);
      expect(await standard.locator('.katex-error').count()).toBe(0);
      expect(await standard.textContent()).not.toMatch(/\$|\*/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`california-search-${viewport.width}.png`) });

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Courses').waitFor();
      await dialog.getByText('Mathematics II, Mathematics III, Algebra II').waitFor();
      await dialog.locator('.katex').first().waitFor();
      expect(await dialog.locator('.katex').count()).toBe(2);
      await dialog
        .getByText(/Learning Commons/)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`california-outcome-${viewport.width}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The browser's list draws the formulas too: Grade 4's fractions.
      await page.getByRole('combobox', { name: 'Grade level' }).selectOption({ label: 'Grade 4' });
      const fractions = page.getByRole('button').filter({ hasText: '4.NF.A.1' });
      await fractions.scrollIntoViewIfNeeded();
      await fractions.locator('.katex').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`california-browser-${viewport.width}.png`) });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    }, 180_000);
  }

  for (const viewport of WIDTHS) {
    it(`a teacher opens an NGSS performance expectation with its clarification statement and assessment boundary, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(
        `${BAYVIEW}/curriculum?curriculum=US`,
        'bayview.teacher@demo.test',
      );
      await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
      const errorsSignedOut = consoleErrors.length;
      const search = page.getByRole('combobox', { name: 'Curriculum outcome search string' });
      await search.focus();
      await page.keyboard.type('MS-PS1-1');
      await page.getByRole('listbox').getByRole('option').first().filter({ hasText: 'MS-PS1-1' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Clarification statement').waitFor();
      await dialog
        .getByText(
          'Emphasis is on developing models of molecules that vary in complexity. Examples of simple molecules could include ammonia and methanol.',
          { exact: false },
        )
        .waitFor();
      await dialog.getByText('Assessment boundary').waitFor();
      await dialog.getByText(/^Assessment does not include valence electrons and bonding energy/).waitFor();
      await dialog.getByText('Common Core State Standards connections').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`ngss-clarification-${viewport.width}.png`) });
      await dialog.getByText('Clarification statement').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`ngss-clarification-scrolled-${viewport.width}.png`) });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    }, 180_000);
  }
});
