import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pressOn } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { LessonEditor } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const BAYVIEW = { id: 3, path: '/app/bayview-middle-3' };

describe('tagging a question with a standard and its sub-standards', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('reveals the sub-standards of a California mathematics standard, picks one with its own level, and keeps it', async () => {
    const { page } = await journey.newPage();
    // Set-up through the API: a lesson with one question in the US demo school's subject.
    const auth = await apiSession(page, 'bayview.teacher@demo.test');
    const list = await page.request.get(`/v3/subjects?institutionId=${BAYVIEW.id}`, auth);
    const { subjects } = (await list.json()) as { subjects: { id: number; code: string; name: string }[] };
    const subject = subjects.find((s) => s.name === 'Grade 7 Life Science')!;
    const lesson = await page.request.post(`/v3/subjects/${subject.id}/activities`, {
      ...auth,
      data: { title: 'Expressions', body: null, dueAt: null },
    });
    const { activity } = (await lesson.json()) as { activity: { id: number } };
    const item = await page.request.post(`/v3/activities/${activity.id}/worksheetItems`, {
      ...auth,
      data: {
        kind: 'shortAnswer',
        prompt: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Write "5 more than n" with a letter.' }] },
          ],
        },
        marks: 1,
        modelAnswer: null,
      },
    });
    expect(item.ok()).toBe(true);
    await page.request.post('/v3/auth/logout', auth);

    await new SignInPage(page).signInFrom(
      `${BAYVIEW.path}/life-7-${subject.id}/lessons/${activity.id}/edit`,
      'bayview.teacher@demo.test',
    );
    const editor = new LessonEditor(page);
    await editor.waitForLoaded();
    const question = page.getByRole('region', { name: 'Learning outcomes of question 1' });
    // By keyboard (the curriculum is a native select, which the keyboard works as it is).
    await pressOn(question.getByRole('button', { name: 'Tag an outcome' }), 'Enter');
    await question.getByRole('combobox', { name: 'Curriculum' }).selectOption('US_CALI_MATHS');
    await question
      .getByRole('combobox', { name: 'Search outcomes for question 1' })
      .pressSequentially('6.EE.A.2');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const standard = question.getByRole('group', { name: 'Outcome 6.EE.A.2' });
    await standard.waitFor();

    // No sub-standard is tagged yet: a message bar offers them.
    await pressOn(standard.getByRole('button', { name: 'Choose sub-standards' }), 'Enter');
    const sub = standard.getByRole('checkbox', { name: /6\.EE\.A\.2\.c/ });
    await pressOn(sub, 'Space');
    expect(await sub.isChecked()).toBe(true);
    const subLevel = standard.getByRole('radiogroup', { name: 'Proficiency level for 6.EE.A.2.c' });
    await pressOn(subLevel.getByRole('radio', { name: /Developing/ }), 'Space');
    expect(await subLevel.getByRole('radio', { name: /Developing/ }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await editor.waitForLoaded();
    const reloaded = question.getByRole('group', { name: 'Outcome 6.EE.A.2' });
    await reloaded.getByRole('checkbox', { name: /6\.EE\.A\.2\.c/ }).waitFor();
    expect(await reloaded.getByRole('checkbox', { name: /6\.EE\.A\.2\.c/ }).isChecked()).toBe(true);
    expect(
      await reloaded
        .getByRole('radiogroup', { name: 'Proficiency level for 6.EE.A.2.c' })
        .getByRole('radio', { name: /Developing/ })
        .isChecked(),
    ).toBe(true);
  });
});
