import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { axeViolations, focusArrivesAt, pressOn, shotPath } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { publishLesson, YEAR_7 } from './support/lessons.ts';
import { LessonEditor } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { StaffPage } from './pages/staff.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';

const prompt = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const CARBON = 'How do photosynthesis and respiration move carbon between living things and the atmosphere?';

/** Whether a control shows all of itself: nothing of it or of its label cut off. */
const isWhole = (control: Locator) =>
  control.evaluate((element) => {
    const label = element.querySelector('.mantine-Button-label') ?? element;
    const box = element.getBoundingClientRect();
    const group = element.closest('[role="group"]')!.getBoundingClientRect();
    return (
      label.scrollWidth <= label.clientWidth &&
      element.scrollWidth <= element.clientWidth &&
      box.right <= group.right &&
      box.left >= group.left
    );
  });

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

describe('a teacher edits a lesson by keyboard', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it(
    'opens the due-date calendar and closes it with Escape, lands in the outcome search, and sees the whole of Add',
    {
      timeout: 240_000,
    },
    async () => {
      const { page } = await journey.newPage();
      const id = await publishLesson(page, {
        title: 'Cycles of matter',
        items: [
          { kind: 'shortAnswer', prompt: prompt(CARBON), marks: 1, modelAnswer: null },
          { kind: 'shortAnswer', prompt: prompt('What is ice made of?'), marks: 1, modelAnswer: null },
        ],
      });
      await new SignInPage(page).signInFrom(`${YEAR_7.path}/lessons/${id}/edit`, 'teacher@demo.test');
      const editor = new LessonEditor(page);
      await editor.waitForLoaded();

      // Every field of every question has a name of its own: a screen reader's list of fields
      // says 'Marks, question 2', not 'Marks' twice.
      const fields = (await page.getByRole('main').ariaSnapshot())
        .split('\n')
        .map((line) => /- (textbox|checkbox|radio|spinbutton|switch|combobox) "([^"]+)"/.exec(line))
        .filter((match) => match !== null)
        .map((match) => `${match[1]} ${match[2]}`);
      expect(fields).toContain('textbox Marks, question 2');
      expect(fields.filter((name, index) => fields.indexOf(name) !== index)).toEqual([]);

      // The due date's calendar, open, names its controls and reads clearly.
      await pressOn(page.getByRole('button', { name: /Due date and time/ }), 'Enter');
      const calendar = page.getByRole('dialog');
      await calendar.getByRole('button', { name: 'Next month' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The calendar takes focus as it opens; Escape from there closes it.
      await focusArrivesAt(calendar, { within: true });
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });

      // 'Tag an outcome' goes on in the search it opens.
      const outcomes = page.getByRole('region', { name: 'Learning outcomes of question 1' });
      await pressOn(outcomes.getByRole('button', { name: 'Tag an outcome' }), 'Enter');
      await focusArrivesAt(outcomes.getByRole('combobox', { name: 'Search outcomes for question 1' }));
      await page.keyboard.type('AC9S7U01');
      await outcomes.getByRole('option', { name: /AC9S7U01/ }).waitFor();

      // The suggestion's Add is whole, wide and narrow.
      const add = outcomes.getByRole('button', { name: 'Add AC9S9U03' });
      await add.waitFor();
      expect(await isWhole(add)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath('keyboard-editor-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await isWhole(add)).toBe(true);
      await page.screenshot({ path: shotPath('keyboard-editor-390.png'), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  it('moves a question with the keyboard to the place it announces, on a phone where the cards are taller than the screen', async () => {
    const { page } = await journey.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const prompts = ['Which gas do plants take in?', 'Which gas do plants give out?', 'What is chlorophyll?'];
    const id = await publishLesson(page, {
      title: 'Leaves and gases',
      items: prompts.map((text) => ({
        kind: 'shortAnswer',
        prompt: prompt(text),
        marks: 1,
        modelAnswer: null,
      })),
    });
    await new SignInPage(page).signInFrom(`${YEAR_7.path}/lessons/${id}/edit`, 'teacher@demo.test');
    const editor = new LessonEditor(page);
    await editor.waitForLoaded();
    const order = () =>
      editor
        .questions()
        .evaluateAll(
          (cards, prompts) => cards.map((card) => prompts.find((text) => card.textContent?.includes(text))),
          prompts,
        );
    const heard = () =>
      page
        .getByRole('status')
        .filter({ hasText: /^(Picked up|Question|Moving)/ })
        .textContent();

    // The question moves, and the page with it: its handle keeps focus, in view.
    const inView = () =>
      page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return {
          focused: document.activeElement!.getAttribute('aria-label'),
          inView: box.top >= 0 && box.bottom <= window.innerHeight,
        };
      });
    // The first question, picked up, goes down two places: each step is heard, and the drop lands there.
    await pressOn(page.getByRole('button', { name: 'Reorder question 1' }), 'Space');
    await expect.poll(heard).toBe('Picked up question 1.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(heard).toBe('Question 1 is over position 2.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(heard).toBe('Question 1 is over position 3.');
    // The page scrolls smoothly after it.
    await expect.poll(inView).toEqual({ focused: 'Reorder question 3', inView: true });
    const saved = page.waitForResponse((res) => res.url().endsWith('/worksheetItems/actions/reorder'));
    await page.keyboard.press('Space');
    await expect.poll(heard).toBe('Question 1 was moved to position 3.');
    expect((await saved).status()).toBe(200);
    const moved = [prompts[1], prompts[2], prompts[0]];
    expect(await order()).toEqual(moved);
    expect(await inView()).toEqual({ focused: 'Reorder question 3', inView: true });
    await page.screenshot({ path: shotPath('keyboard-reorder-390.png'), fullPage: false });

    await page.reload();
    await editor.waitForLoaded();
    expect(await order()).toEqual(moved);
  });

  it("gives focus back to the Staff page's button that opened a dialog", async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(`${RIVERBANK}/admin/staff`, 'admin@demo.test');
    const staff = new StaffPage(page);
    await staff.waitForList();
    const opener = staff
      .list()
      .getByRole('button', { name: /^Change roles of / })
      .last();
    await staff.press(opener);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(opener)).toBe(true);
  });
});
