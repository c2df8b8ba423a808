import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pressOn } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { publishLesson, YEAR_7 } from './support/lessons.ts';
import { ClassView, LessonEditor, StudentLesson } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const prompt = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('tagging a lesson with learning outcomes', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('tags a question from its suggestions and the curriculum search, tags the lesson, and a marked answer gives the student a level', async () => {
    const teacher = await journey.newPage();
    const id = await publishLesson(teacher.page, {
      title: 'The carbon cycle',
      items: [
        {
          kind: 'shortAnswer',
          prompt: prompt(
            'How do photosynthesis and respiration move carbon between living things and the atmosphere?',
          ),
          marks: 2,
          modelAnswer: null,
        },
      ],
    });
    const page = teacher.page;
    await new SignInPage(page).signInFrom(`${YEAR_7.path}/lessons/${id}/edit`, 'teacher@demo.test');
    const editor = new LessonEditor(page);
    await editor.waitForLoaded();
    const question = page.getByRole('region', { name: 'Learning outcomes of question 1' });

    // All by keyboard. The question's words suggest the Year 9 carbon cycle outcome; adding it
    // makes it a tag at the default level, and the arrow keys move the level.
    await pressOn(question.getByRole('button', { name: 'Add AC9S9U03' }), 'Enter');
    const carbon = question.getByRole('group', { name: 'Outcome AC9S9U03' });
    await carbon.waitFor();
    expect(await carbon.getByRole('radio', { name: 'Proficient' }).isChecked()).toBe(true);
    await pressOn(carbon.getByRole('radio', { name: 'Proficient' }), 'ArrowRight');
    await expect.poll(() => carbon.getByRole('radio', { name: 'Advanced' }).isChecked()).toBe(true);

    // Another from the curriculum search.
    await pressOn(question.getByRole('button', { name: 'Tag an outcome' }), 'Enter');
    const search = question.getByRole('combobox', { name: 'Search outcomes for question 1' });
    await search.pressSequentially('AC9S7U01');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await question.getByRole('group', { name: 'Outcome AC9S7U01' }).waitFor();
    await pressOn(question.getByRole('button', { name: 'Convert to rubric' }), 'Enter');
    await question.getByRole('button', { name: 'Convert to rubric' }).waitFor({ state: 'detached' });

    // The lesson's own tag.
    const lessonOutcomes = page.getByRole('region', { name: 'Learning outcomes of this lesson' });
    await pressOn(lessonOutcomes.getByRole('button', { name: 'Tag an outcome' }), 'Enter');
    await lessonOutcomes
      .getByRole('combobox', { name: 'Search outcomes for this lesson' })
      .pressSequentially('AC9S9U03');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await lessonOutcomes.getByRole('group', { name: 'Outcome AC9S9U03' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/lweb/tagging-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/lweb/tagging-390.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // What was saved is what a reload shows.
    await page.reload();
    await editor.waitForLoaded();
    await carbon.getByRole('radio', { name: 'Advanced' }).waitFor();
    expect(await carbon.getByRole('radio', { name: 'Advanced' }).isChecked()).toBe(true);
    await question.getByRole('group', { name: 'Outcome AC9S7U01' }).waitFor();

    // The student sees the rubric and answers.
    const student = await journey.newPage();
    await new SignInPage(student.page).signInFrom(`${YEAR_7.path}/lessons/${id}`, 'student@demo.test');
    const rubric = student.page.getByRole('region', { name: 'Rubric' });
    await rubric.getByRole('group', { name: 'Outcome AC9S9U03' }).waitFor();
    await rubric.getByRole('group', { name: 'Outcome AC9S7U01' }).waitFor();
    await student.page
      .getByRole('textbox', { name: 'Your answer to question 1' })
      .fill('Plants take it in, animals breathe it out');
    await new StudentLesson(student.page).waitForStatus('saved');
    expect(await axeViolations(student.page)).toEqual([]);

    // The teacher marks it with a level for the carbon cycle outcome.
    await page.goto(`${YEAR_7.path}/lessons/${id}/class`);
    const view = new ClassView(page);
    await view.waitForLive();
    await pressOn(view.cell('Sam Student', 1), 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Sam Student, question 1' });
    await dialog.getByRole('textbox', { name: /Score/ }).pressSequentially('1');
    const level = dialog
      .getByRole('radiogroup', { name: 'Proficiency level for AC9S9U03' })
      .getByRole('radio', { name: /Developing/ });
    await pressOn(level, 'Space');
    expect(await level.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await pressOn(dialog.getByRole('button', { name: 'Save mark' }), 'Enter');
    await dialog.waitFor({ state: 'hidden' });

    const auth = await apiSession(page, 'student@demo.test');
    const mastery = await page.request.get(`/v3/subjects/${YEAR_7.id}/outcomeMastery`, auth);
    const body = (await mastery.json()) as { students: { outcomes: { level: string }[] }[] };
    expect(body.students).toHaveLength(1);
    expect(body.students[0]!.outcomes.map((cell) => cell.level)).toContain('DEVELOPING');
  });
});
