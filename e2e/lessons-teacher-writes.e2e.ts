import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, focusArrivesAt } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { YEAR_7 } from './support/lessons.ts';
import { LessonEditor, SubjectLessons } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

describe('a teacher writes a lesson', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('writes text with an equation typed in MathLive and a maths question, publishes it, and a student can open it', async () => {
    const { page, context } = await journey.newPage();
    await new SignInPage(page).signInFrom(YEAR_7.path, 'teacher@demo.test');
    const lessons = new SubjectLessons(page);
    await lessons.create('Energy and motion');

    const editor = new LessonEditor(page);
    await editor.waitForLoaded();
    await editor.typeText('Lesson text', 'Kinetic energy is ');
    await editor.insertEquation('Lesson text', ['1/2', '{ArrowRight}', 'mv^2']);
    await editor.editor('Lesson text').locator('.katex').first().waitFor();

    const question = await editor.addQuestion('Maths');
    // Keyboard users go on at the question they added.
    await focusArrivesAt(question.getByRole('heading', { level: 3, name: /^Question \d+$/ }));
    await editor.typeMaths(question.getByTestId('math-input'), ['{Control+a}', '2x+1']);
    // The prompt starts empty, its placeholder only shown; a lesson is published once it is written.
    const prompt = question.getByRole('textbox', { name: /^Question \d+ text$/ });
    expect(await prompt.textContent()).toBe('');
    await prompt.click();
    await page.keyboard.type('Simplify x + x + 1.');
    await editor.waitForSaved();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/lweb/editor-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/lweb/editor-390.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await editor.publish();
    const url = page.url();

    // What was saved is what a reload shows.
    await page.reload();
    await editor.waitForLoaded();
    await editor.editor('Lesson text').locator('.katex').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Lesson title' }).inputValue()).toBe('Energy and motion');
    const modelAnswer = editor.questions().last().getByTestId('math-input');
    expect(await modelAnswer.evaluate((field) => (field as HTMLInputElement).value)).toBe('2x+1');

    await page.goto(YEAR_7.path);
    await lessons.item('Energy and motion').getByText('Published').waitFor();

    const student = await journey.newPage();
    await new SignInPage(student.page).signInFrom(YEAR_7.path, 'student@demo.test');
    await new SubjectLessons(student.page).item('Energy and motion').getByRole('link').click();
    await student.page.getByRole('heading', { level: 1, name: 'Energy and motion' }).waitFor();
    await student.page.locator('.katex').first().waitFor();
    expect(url).toMatch(/\/lessons\/\d+\/edit$/);
    await context.close();
  });
});
