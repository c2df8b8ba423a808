import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, focusArrivesAt, pressOn, shotPath } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { publishLesson, YEAR_7 } from './support/lessons.ts';
import { LessonEditor } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe("outcomes of the class's year level, in the curriculum browser and when tagging", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync(path.dirname(shotPath('x')), { recursive: true });
  });
  afterAll(() => journey.close());

  for (const viewport of WIDTHS) {
    it(`a teacher narrows the Australian Curriculum to Year 7 by keyboard, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(`${RIVERBANK}/curriculum?curriculum=AU_V9`, 'teacher@demo.test');
      await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
      const errorsSignedOut = consoleErrors.length;
      await page.getByText('Showing 152 of 152 outcomes').waitFor();

      // From the curriculum, Tab reaches the year level.
      const curriculum = page.getByRole('combobox', { name: 'Curriculum', exact: true });
      const years = page.getByRole('combobox', { name: 'Year level' });
      await curriculum.focus();
      await page.keyboard.press('Tab');
      await focusArrivesAt(years);
      await years.selectOption({ label: 'Year 7' });
      await page.getByText('Showing 18 of 152 outcomes').waitFor();
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Year 7']);
      expect(page.url()).toMatch(/year=SEVEN/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`browser-year-7-${viewport.width}.png`) });

      // The search looks in Year 7 alone.
      const search = page.getByRole('combobox', { name: 'Curriculum outcome search string' });
      await search.focus();
      await page.keyboard.type('forces');
      const options = page.getByRole('listbox').getByRole('option');
      await options.first().filter({ hasText: 'AC9S7U04' }).waitFor();
      expect(await options.count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`browser-year-7-search-${viewport.width}.png`) });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }

  it('tagging a question in Year 7 Science lists Year 7 first, and a year chosen narrows the search', async () => {
    const teacher = await journey.newPage();
    const id = await publishLesson(teacher.page, {
      title: 'Pushes and pulls',
      items: [
        {
          kind: 'shortAnswer',
          prompt: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'What makes a trolley speed up?' }] },
            ],
          },
          marks: 1,
          modelAnswer: null,
        },
      ],
    });
    const { page, consoleErrors } = teacher;
    await new SignInPage(page).signInFrom(`${YEAR_7.path}/lessons/${id}/edit`, 'teacher@demo.test');
    await new LessonEditor(page).waitForLoaded();
    const errorsSignedOut = consoleErrors.length;
    const question = page.getByRole('region', { name: 'Learning outcomes of question 1' });
    await pressOn(question.getByRole('button', { name: 'Tag an outcome' }), 'Enter');
    const search = question.getByRole('combobox', { name: 'Search outcomes for question 1' });
    await focusArrivesAt(search);
    const years = question.getByRole('combobox', { name: 'Year level' });
    expect(await years.locator('option:checked').textContent()).toBe('All year levels, Year 7 first');

    // Year 4's forces match as well as Year 7's; the class's year comes first.
    await page.keyboard.type('forces');
    const options = question.getByRole('listbox').getByRole('option');
    await options.first().filter({ hasText: 'AC9S7U04' }).waitFor();
    expect(await options.nth(1).textContent()).toMatch(/AC9S4U03|AC9S1U03/);
    // The filter at the top of the screen (below the app's header), the results under it.
    const showFilterAndResults = () =>
      years.evaluate((element) => {
        // Instant: a smooth scroll would still be moving when the screenshot is taken.
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        window.scrollBy({ top: -96, behavior: 'instant' });
      });
    expect(await axeViolations(page)).toEqual([]);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await showFilterAndResults();
      await page.screenshot({ path: shotPath(`selector-forces-${viewport.width}.png`) });
    }
    expect(await axeViolations(page)).toEqual([]);

    // Back to the year level by keyboard; Year 4 alone.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    await focusArrivesAt(years);
    await years.selectOption({ label: 'Year 4' });
    await question.getByText(/^Showing 12 of \d+ outcomes$/).waitFor();
    await search.focus();
    await options.first().filter({ hasText: 'AC9S4U03' }).waitFor();
    expect(await options.count()).toBe(1);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await showFilterAndResults();
      await page.screenshot({ path: shotPath(`selector-year-4-${viewport.width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
  });
});
