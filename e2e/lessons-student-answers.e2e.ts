import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { EVERY_KIND, publishLesson, YEAR_7 } from './support/lessons.ts';
import { StudentLesson, SubjectLessons } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

describe('a student answers a lesson', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('answers every kind, loses the connection mid-answer without losing it, submits and sees the fireworks', async () => {
    const { page, context } = await journey.newPage();
    await publishLesson(page, { title: 'States of matter quiz', items: EVERY_KIND });
    await new SignInPage(page).signInFrom(YEAR_7.path, 'student@demo.test');
    await new SubjectLessons(page).item('States of matter quiz').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'States of matter quiz' }).waitFor();
    const lesson = new StudentLesson(page);

    // Multiple choice: saved, with no mark until the lesson is submitted.
    await lesson.question(1).getByRole('radio', { name: 'Water' }).check();

    // A short answer.
    await lesson.question(2).getByRole('textbox', { name: 'Your answer to question 2' }).fill('frozen');

    // A long answer in the rich-text editor.
    await lesson.question(3).getByRole('textbox', { name: 'Your answer to question 3' }).click();
    await page.keyboard.type('Ice is less dense than liquid water.');

    // A number with its unit.
    await lesson.question(4).getByRole('textbox', { name: 'Your answer to question 4' }).fill('99.5');
    await lesson.question(4).getByRole('textbox', { name: 'Unit for question 4' }).fill('°C');

    // Maths, typed in MathLive with its keyboard at hand.
    await lesson
      .question(5)
      .getByRole('button', { name: /Open the maths keyboard/ })
      .click();
    await page.locator('.ML__keyboard').waitFor();
    await lesson.question(5).getByTestId('math-input').click();
    await page.keyboard.type('(x+1)^2');
    // The maths keyboard is MathLive's own; it is put away before the page is checked.
    await page.evaluate(() =>
      (window as unknown as { mathVirtualKeyboard: { hide: () => void } }).mathVirtualKeyboard.hide(),
    );
    await page.locator('.ML__keyboard').waitFor({ state: 'hidden' });
    await lesson.waitForStatus('saved');
    expect(await page.getByTestId('answer-mark').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The connection drops mid-answer: the answer stays, on the page and on the device.
    await context.setOffline(true);
    const shortAnswer = lesson.question(2).getByRole('textbox', { name: 'Your answer to question 2' });
    await shortAnswer.fill('frozen water');
    await lesson.waitForStatus('failed');
    await lesson
      .saveStatus()
      .getByText(/kept on this device/)
      .waitFor();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('lesson-answer:')),
    );
    expect(kept).toHaveLength(1);

    // Back online, it is saved without the student doing anything, and a reload shows it.
    await context.setOffline(false);
    await lesson.waitForStatus('saved');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'States of matter quiz' }).waitFor();
    expect(await shortAnswer.inputValue()).toBe('frozen water');
    await page.screenshot({ path: '/tmp/lweb/lesson-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/lweb/lesson-390.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByText('You have answered 5 of 5 questions.').waitFor();
    await lesson.submit();
    await page.getByTestId('fireworks').waitFor();
    await page.getByText('Well done: you answered every question!').waitFor();
    // Submitted answers are shown, no longer edited, and the automatic marks come now.
    expect(await shortAnswer.getAttribute('readonly')).not.toBeNull();
    await lesson.question(1).getByText('1 / 1 marks').waitFor();
    await lesson.question(4).getByText('1 / 1 marks').waitFor();
    await lesson.question(5).getByText('2 / 2 marks').waitFor();
  });
});
