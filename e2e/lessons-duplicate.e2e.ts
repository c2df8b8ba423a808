import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { EVERY_KIND, publishLesson, YEAR_7 } from './support/lessons.ts';
import { SubjectLessons } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

describe('duplicating lessons', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('a duplicated subject has copies of its lessons, as drafts', async () => {
    const { page } = await journey.newPage();
    await publishLesson(page, { title: 'Particles', items: EVERY_KIND });
    await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    await subjects.duplicate('Year 7 Science');
    const copy = subjects.item('Year 7 Science (copy)');
    await copy.getByRole('link', { name: /Year 7 Science \(copy\)/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science (copy)' }).waitFor();
    const lessons = new SubjectLessons(page);
    await lessons.item('Particles').getByText('Draft').waitFor();
    await lessons.item('Particles').getByText('5 questions').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a teacher duplicates a lesson within its subject and into another subject they teach, and deletes one with undo', async () => {
    const { page } = await journey.newPage();
    await publishLesson(page, { title: 'Mixtures', items: EVERY_KIND.slice(0, 2) });
    await new SignInPage(page).signInFrom(YEAR_7.path, 'teacher@demo.test');
    const lessons = new SubjectLessons(page);
    await lessons.item('Mixtures').waitFor();

    await lessons.choose('Mixtures', 'Duplicate');
    // The copy beside its original is told apart from it, as a draft.
    const draftCopy = lessons.item('Mixtures (copy)');
    await draftCopy.getByText('Draft').waitFor();
    await lessons.item('Mixtures').getByText('Published').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await lessons.item('Mixtures').getByRole('button', { name: 'More actions for Mixtures' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate into another subject…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate into another subject' });
    await dialog.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Year 8 Science' }).click();
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText('Mixtures was copied into Year 8 Science as a draft.').waitFor();

    await draftCopy.getByRole('button', { name: 'More actions for Mixtures (copy)' }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await draftCopy.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await draftCopy.waitFor();

    await page.goto(RIVERBANK);
    await new SubjectsPage(page).item('Year 8 Science').getByRole('link').click();
    await lessons.item('Mixtures').getByText('Draft').waitFor();
  });
});
