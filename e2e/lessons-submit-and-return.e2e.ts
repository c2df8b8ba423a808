import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { EVERY_KIND, publishLesson, YEAR_7 } from './support/lessons.ts';
import { ClassView, StudentLesson } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

/** A journey of two people and several dialogs, each checked with axe, on a machine that may be busy. */
const JOURNEY_TIMEOUT_MS = 240_000;

describe('submitting a lesson and having it returned', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it(
    'a student submits with a confirmation naming the unanswered questions, and the teacher returns the work',
    async () => {
      const student = await journey.newPage();
      const id = await publishLesson(student.page, { title: 'Water and ice', items: EVERY_KIND });
      const lessonPath = `${YEAR_7.path}/lessons/${id}`;
      // A window shorter than the lesson, so a jump to the top would show.
      await student.page.setViewportSize({ width: 1280, height: 700 });
      await new SignInPage(student.page).signInFrom(lessonPath, 'student@demo.test');
      await student.page.getByRole('heading', { level: 1, name: 'Water and ice' }).waitFor();
      const lesson = new StudentLesson(student.page);

      // Questions 1, 3 and 4 answered; 2 and 5 not.
      await lesson.question(1).getByRole('radio', { name: 'Water' }).check();
      await lesson.question(3).getByRole('textbox', { name: 'Your answer to question 3' }).click();
      await student.page.keyboard.type('Ice is less dense than water.');
      await lesson.question(4).getByRole('textbox', { name: 'Your answer to question 4' }).fill('100');
      await lesson.question(4).getByRole('textbox', { name: 'Unit for question 4' }).fill('°C');
      await lesson.waitForStatus('saved');

      // Submitting asks first, naming what is unanswered; keeping on working changes nothing.
      let confirmation = await lesson.openSubmit();
      expect(await confirmation.getByTestId('unanswered').textContent()).toBe(
        'Question 2 and question 5 have no answer yet.',
      );
      expect(await axeViolations(student.page)).toEqual([]);
      await student.page.screenshot({ path: '/tmp/lweb/submit-confirm-1280.png' });
      await confirmation.getByRole('button', { name: 'Keep working' }).click();
      await confirmation.waitFor({ state: 'hidden' });
      expect(await student.page.getByTestId('submitted').count()).toBe(0);

      // Confirmed: the result takes the focus where the student is, and the page does not jump.
      confirmation = await lesson.openSubmit();
      await confirmation.getByRole('button', { name: 'Submit now' }).click();
      const result = student.page.getByTestId('submitted');
      await result.waitFor();
      await student.page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'submitted',
      );
      // Past any focus a vanished button could leave behind (it would land on the page's heading).
      await student.page.waitForTimeout(500);
      expect(
        await student.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null),
      ).toBe('submitted');
      expect(await student.page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const box = await result.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 700).toBe(true);
      expect(await axeViolations(student.page)).toEqual([]);

      // The teacher sees it handed in, and returns it after confirming.
      const teacher = await journey.newPage();
      await new SignInPage(teacher.page).signInFrom(`${lessonPath}/class`, 'teacher@demo.test');
      const view = new ClassView(teacher.page);
      await view.waitForLive();
      await view.waitForState('Sam Student', 'submitted');
      const giveBack = await view.openReturn('Sam Student');
      await giveBack.getByText('Sam Student will be able to change their answers').waitFor();
      expect(await axeViolations(teacher.page)).toEqual([]);
      await giveBack.getByRole('button', { name: 'Return work' }).click();
      await view.waitForState('Sam Student', 'returned');
      await teacher.page
        .getByTestId('class-announcement')
        .getByText("Sam Student's work was returned", { exact: false })
        .waitFor();
      await teacher.page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'student-state',
      );
      expect(await view.row('Sam Student').getByTestId('student-state').textContent()).toBe('Returned');
      expect(await axeViolations(teacher.page)).toEqual([]);
      await teacher.page.screenshot({ path: '/tmp/lweb/class-returned-1280.png' });

      // The return is in the answer's history, beside the saves and the hand-in.
      const answer = await view.openAnswer('Sam Student', 1);
      await answer.getByRole('button', { name: "Show the answer's history" }).click();
      const history = answer.getByTestId('answer-history');
      await history.getByText('Lesson returned by Tessa Teacher').waitFor();
      await history.getByText('Lesson submitted by Sam Student').waitFor();
      await history.getByText('Answer saved').first().waitFor();
      expect(await axeViolations(teacher.page)).toEqual([]);
      await answer.getByRole('button', { name: 'Close' }).click();
      await answer.waitFor({ state: 'hidden' });

      // The student's open lesson shows the return without a reload, and takes answers again.
      await lesson.returnedNotice().waitFor();
      const shortAnswer = lesson.question(2).getByRole('textbox', { name: 'Your answer to question 2' });
      expect(await shortAnswer.getAttribute('readonly')).toBeNull();
      expect(await axeViolations(student.page)).toEqual([]);
      await student.page.setViewportSize({ width: 390, height: 844 });
      await lesson.returnedNotice().scrollIntoViewIfNeeded();
      await student.page.screenshot({ path: '/tmp/lweb/lesson-returned-390.png' });
      await shortAnswer.fill('water');
      await lesson.waitForStatus('saved');
      confirmation = await lesson.openSubmit();
      expect(await confirmation.getByTestId('unanswered').textContent()).toBe(
        'Question 5 has no answer yet.',
      );
      expect(await axeViolations(student.page)).toEqual([]);
      await student.page.screenshot({ path: '/tmp/lweb/submit-confirm-390.png' });
      await confirmation.getByRole('button', { name: 'Submit now' }).click();
      await result.waitFor();
      expect(await shortAnswer.getAttribute('readonly')).not.toBeNull();

      // The teacher's class view follows, live.
      await view.waitForState('Sam Student', 'submitted');
      expect(await view.row('Sam Student').getByTestId('student-state').textContent()).toBe(
        'Submitted again',
      );
      await view.row('Sam Student').getByText('4 of 5 answered').waitFor();
      await teacher.page.setViewportSize({ width: 390, height: 844 });
      await teacher.page.screenshot({ path: '/tmp/lweb/class-resubmitted-390.png', fullPage: true });
      expect(await axeViolations(teacher.page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
