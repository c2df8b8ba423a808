import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, shotPath } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { EVERY_KIND, publishLesson, YEAR_7 } from './support/lessons.ts';
import { ClassView, StudentLesson } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

describe("the teacher's class view", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows an answer as the student types it, without a reload, and the student sees the mark and feedback given', async () => {
    const teacher = await journey.newPage();
    const shortAnswer = EVERY_KIND.filter((item) => item.kind === 'shortAnswer');
    const id = await publishLesson(teacher.page, { title: 'Ice', items: shortAnswer });
    const classPath = `${YEAR_7.path}/lessons/${id}/class`;
    await new SignInPage(teacher.page).signInFrom(classPath, 'teacher@demo.test');
    const view = new ClassView(teacher.page);
    await view.waitForLive();
    await view.row('Sam Student').getByText('0 of 1 answered').waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);

    const student = await journey.newPage();
    await new SignInPage(student.page).signInFrom(`${YEAR_7.path}/lessons/${id}`, 'student@demo.test');
    await student.page
      .getByRole('textbox', { name: 'Your answer to question 1' })
      .fill('Water, frozen solid');
    await new StudentLesson(student.page).waitForStatus('saved');

    // The grid updates from the event stream: no reload on the teacher's side.
    await view.cell('Sam Student', 1).getByText('To mark').waitFor();
    await view.row('Sam Student').getByText('1 of 1 answered').waitFor();
    await teacher.page.screenshot({ path: shotPath('class-1280.png'), fullPage: true });
    const scrollHint = teacher.page.getByText('Scroll the table sideways to see every question.');
    expect(await scrollHint.count()).toBe(0);

    await view.cell('Sam Student', 1).click();
    const dialog = teacher.page.getByRole('dialog', { name: 'Sam Student, question 1' });
    await dialog.getByText('Water, frozen solid').waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save mark' }).click();
    await dialog.getByText('Enter a score.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await view.mark('Sam Student', 1, '1', 'Right: ice is solid water.');
    await view.cell('Sam Student', 1).getByText('1/1').waitFor();
    // On a phone the grid is wider than the screen, and says so; its region scrolls by keyboard.
    await teacher.page.setViewportSize({ width: 390, height: 844 });
    await scrollHint.waitFor();
    const region = teacher.page.getByRole('region', {
      name: "Each student's answer to each question, with its mark",
    });
    await region.focus();
    await teacher.page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await teacher.page.screenshot({ path: shotPath('class-390.png'), fullPage: true });
    expect(await axeViolations(teacher.page)).toEqual([]);

    await student.page.reload();
    const question = new StudentLesson(student.page).question(1);
    await question.getByText('1 / 1 marks').waitFor();
    await question.getByText('Right: ice is solid water.').waitFor();
  });
});
