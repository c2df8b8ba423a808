import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, shotPath } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { publishLesson, YEAR_7 } from './support/lessons.ts';
import { ClassView, LessonEditor } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Set-up through the API: a second student joins Year 7 with its class code. */
async function joinYear7(page: Page, email: string): Promise<void> {
  const teacher = await apiSession(page, 'teacher@demo.test');
  const res = await page.request.post('/v3/roleInvitations/actions/ensureMultiUse', {
    ...teacher,
    data: { subjectId: YEAR_7.id },
  });
  const { roleInvitation } = (await res.json()) as { roleInvitation: { code: string } };
  await page.request.post('/v3/auth/logout', teacher);
  const student = await apiSession(page, email);
  const joined = await page.request.post(`/v3/roleInvitations/${roleInvitation.code}/actions/accept`, {
    ...student,
    data: { code: roleInvitation.code },
  });
  if (!joined.ok()) throw new Error(`join: ${joined.status()} ${await joined.text()}`);
  await page.request.post('/v3/auth/logout', student);
}

/** Set-up through the API: a student's answer to the lesson's first question. */
async function answer(page: Page, email: string, lessonId: number, text: string): Promise<void> {
  const session = await apiSession(page, email);
  const lesson = await page.request.get(`/v3/activities/${lessonId}?includeWorksheetItems=true`);
  const { activity } = (await lesson.json()) as { activity: { worksheetItems: { id: number }[] } };
  const saved = await page.request.put(`/v3/worksheetItems/${activity.worksheetItems[0]!.id}/myResponse`, {
    ...session,
    data: { value: { kind: 'shortAnswer', text }, clientSavedAt: new Date().toISOString() },
  });
  if (!saved.ok()) throw new Error(`answer: ${saved.status()} ${await saved.text()}`);
  await page.request.post('/v3/auth/logout', session);
}

describe('marking with the model answer, student by student, and extending a due date', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('marks each answer beside the model answer, moving to the next student without closing, and gives one student more time', async () => {
    const teacher = await journey.newPage();
    const id = await publishLesson(teacher.page, {
      title: 'States of water',
      dueAt: new Date(Date.now() - 2 * DAY).toISOString(),
      items: [
        {
          kind: 'shortAnswer',
          prompt: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'What is ice made of?' }] }],
          },
          marks: 2,
          modelAnswer: { text: 'Water, in its solid state.', acceptedAnswers: ['water', 'frozen water'] },
        },
      ],
    });
    await joinYear7(teacher.page, 'newcomer@demo.test');
    await answer(teacher.page, 'newcomer@demo.test', id, 'Frozen   water');
    await answer(teacher.page, 'student@demo.test', id, 'Solid H2O');

    // The teacher's list: nobody has handed the lesson in; both students are past its due date.
    await new SignInPage(teacher.page).signInFrom(YEAR_7.path, 'teacher@demo.test');
    const listed = teacher.page
      .getByTestId('lesson-item')
      .filter({ has: teacher.page.getByRole('link', { name: 'States of water' }) });
    await listed.getByText('0 submitted').waitFor();
    await listed.getByText('2 overdue').waitFor();

    await teacher.page.goto(`${YEAR_7.path}/lessons/${id}/class`);
    const view = new ClassView(teacher.page);
    await view.waitForLive();
    await view.cell('Nia Newcomer', 1).click();
    let dialog = teacher.page.getByRole('dialog', { name: 'Nia Newcomer, question 1' });
    const model = dialog.getByTestId('model-answer');
    await model.getByText('Water, in its solid state.').waitFor();
    await model.getByText('frozen water').waitFor();
    await dialog.getByText('Frozen water', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Previous student' }).isDisabled()).toBe(true);
    expect(await axeViolations(teacher.page)).toEqual([]);
    await teacher.page.screenshot({ path: shotPath('marking-1280.png') });

    // A mark typed, then Next student: it is saved, and Sam's answer is shown in the same dialog.
    await dialog.getByRole('textbox', { name: /Score/ }).fill('2');
    await dialog.getByRole('button', { name: 'Next student' }).click();
    dialog = teacher.page.getByRole('dialog', { name: 'Sam Student, question 1' });
    await dialog.getByText('Solid H2O').waitFor();
    expect(await dialog.getByRole('button', { name: 'Next student' }).isDisabled()).toBe(true);
    await view.cell('Nia Newcomer', 1).getByText('2/2').waitFor();
    // Back with the keyboard.
    await dialog.getByRole('button', { name: 'Previous student' }).press('Enter');
    await teacher.page.getByRole('dialog', { name: 'Nia Newcomer, question 1' }).waitFor();
    await teacher.page.keyboard.press('Escape');

    // Sam gets a week more: their own due date, from their row.
    await teacher.page.getByRole('button', { name: 'Extend due date for Sam Student' }).click();
    const extension = teacher.page.getByRole('dialog', { name: 'Due date for Sam Student' });
    await extension.getByText(/The lesson is due/).waitFor();
    await extension.getByRole('button', { name: /Sam Student's due date/ }).click();
    const calendar = teacher.page
      .getByRole('dialog')
      .filter({ has: teacher.page.getByRole('button', { name: 'Next month' }) });
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: /^15 / }).click();
    await calendar.getByRole('button', { name: 'Set this due date and time' }).click();
    expect(await axeViolations(teacher.page)).toEqual([]);
    await extension.getByRole('button', { name: 'Save due date' }).click();
    await extension.waitFor({ state: 'hidden' });
    const extendedText = await view.row('Sam Student').getByTestId('extended-due').textContent();
    expect(extendedText).toMatch(/^Due 15 .* \(extended\)$/);
    await teacher.page.screenshot({ path: shotPath('class-extended-1280.png'), fullPage: true });
    await teacher.page.setViewportSize({ width: 390, height: 844 });
    await teacher.page.screenshot({ path: shotPath('class-extended-390.png'), fullPage: true });
    await view.cell('Sam Student', 1).click();
    await teacher.page
      .getByRole('dialog', { name: 'Sam Student, question 1' })
      .getByTestId('model-answer')
      .waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);
    await teacher.page.screenshot({ path: shotPath('marking-390.png') });
    await teacher.page.keyboard.press('Escape');

    // The lesson list now counts one overdue student: Sam's own date is still to come.
    await teacher.page.setViewportSize({ width: 1280, height: 900 });
    await teacher.page.goto(YEAR_7.path);
    await listed.getByText('1 overdue').waitFor();
    await teacher.page.screenshot({ path: shotPath('lesson-list-1280.png'), fullPage: true });
    expect(await axeViolations(teacher.page)).toEqual([]);
    // At 390 px the invitations panel's "Who joined" table (now with Nia) scrolls sideways, in a
    // region the keyboard reaches, and says so.
    await teacher.page.setViewportSize({ width: 390, height: 844 });
    await teacher.page
      .getByText('Scroll the table sideways to see when each joined and with which code.')
      .waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);
    await teacher.page.screenshot({ path: shotPath('lesson-list-390.png'), fullPage: true });

    // The question's accepted answers, as the teacher edits them.
    await teacher.page.setViewportSize({ width: 1280, height: 900 });
    await teacher.page.goto(`${YEAR_7.path}/lessons/${id}/edit`);
    await new LessonEditor(teacher.page).waitForLoaded();
    const accepted = teacher.page.getByTestId('accepted-answers');
    await accepted.getByRole('button', { name: 'Remove accepted answer frozen water' }).waitFor();
    await accepted.getByRole('textbox', { name: 'New accepted answer for question 1' }).fill('ice');
    await accepted.getByRole('button', { name: 'Add answer' }).click();
    await accepted.getByRole('button', { name: 'Remove accepted answer ice' }).waitFor();
    await teacher.page.getByText('All changes saved').waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);
    await accepted.screenshot({ path: shotPath('accepted-answers-1280.png') });
    await teacher.page.setViewportSize({ width: 390, height: 844 });
    await accepted.screenshot({ path: shotPath('accepted-answers-390.png') });
    expect(await axeViolations(teacher.page)).toEqual([]);

    // Sam sees their own date, not overdue, on the subjects page and in the lesson.
    const student = await journey.newPage();
    await new SignInPage(student.page).signInFrom(RIVERBANK, 'student@demo.test');
    await new SubjectsPage(student.page).waitForList();
    const due = student.page
      .getByTestId('due-dates')
      .getByTestId('due-item')
      .filter({ has: student.page.getByRole('link', { name: 'States of water' }) });
    await due.getByText(/15 /).waitFor();
    expect(await due.getByText('Overdue').count()).toBe(0);
    expect(await axeViolations(student.page)).toEqual([]);
    await student.page.screenshot({ path: shotPath('student-due-1280.png'), fullPage: true });
    await due.getByRole('link', { name: 'States of water' }).click();
    await student.page.getByRole('heading', { level: 1, name: 'States of water' }).waitFor();
    await student.page.getByText(/^Due 15 /).waitFor();
    await student.page.setViewportSize({ width: 390, height: 844 });
    await student.page.screenshot({ path: shotPath('student-lesson-390.png'), fullPage: true });
    expect(await axeViolations(student.page)).toEqual([]);
  });
});
