import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, RIVERBANK_NAME, SubjectsPage } from './pages/subjects.page.ts';

/** The demo teacher's current subjects at Riverbank, as seeded. */
const SEEDED = ['Year 7 Science', 'Year 8 Science', 'Year 9 Chemistry', 'Year 10 Physics', 'Biology Club'];

describe("a teacher's subjects page", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  async function signedInTeacher() {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    return { page, subjects, consoleErrors };
  }

  it('lists the current subjects with their codes, hiding a code the display rule hides', async () => {
    const { page, subjects, consoleErrors } = await signedInTeacher();
    expect([...(await subjects.names())].sort()).toEqual([...SEEDED].sort());
    await subjects.item('Year 7 Science').getByText('SCI-7A', { exact: true }).waitFor();
    expect(await subjects.item('Biology Club').getByText('global').count()).toBe(0);
    expect(await subjects.item('Year 7 Science 2025').count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'Create a subject' }).waitFor();
    await page.getByRole('link', { name: 'Curriculum outcomes' }).waitFor();
    // The teacher is a subject creator, not an admin or subscription owner: no staff, usage or billing links.
    expect(await page.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin staff' }).count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'Upcoming due dates' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('creates a subject: a missing name is shown on the field, then the new subject joins the list', async () => {
    const { page, subjects } = await signedInTeacher();
    await page.getByRole('button', { name: 'Create subject' }).click();
    await page.getByText('Please fill in this field.').waitFor();

    await subjects.createSubject('Year 11 Earth Science', 'ESS-11');
    await subjects.item('Year 11 Earth Science').getByRole('link').waitFor();
    expect(await page.getByLabel('Subject name').inputValue()).toBe('');

    await page.reload();
    await subjects.waitForList();
    expect(await subjects.names()).toContain('Year 11 Earth Science');
  });

  it('asks before leaving with an unsaved subject name, and stays when asked to', async () => {
    const { page } = await signedInTeacher();
    await page.getByLabel('Subject name').fill('Half-typed subject');
    await page.getByRole('link', { name: 'Curriculum outcomes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(RIVERBANK);
    expect(await page.getByLabel('Subject name').inputValue()).toBe('Half-typed subject');
  });

  it('reorders subjects by dragging the handle, and finds the same order after a reload', async () => {
    const { page, subjects } = await signedInTeacher();
    const before = await subjects.names();
    const last = before.at(-1)!;
    await subjects.dragSubject(last, before[0]!);
    const after = await subjects.names();
    expect(after[0]).toBe(last);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());

    await page.reload();
    await subjects.waitForList();
    expect(await subjects.names()).toEqual(after);
  });

  it('reorders with the keyboard too', async () => {
    const { page, subjects } = await signedInTeacher();
    const before = await subjects.names();
    await page.getByRole('button', { name: `Reorder ${before[1]}` }).focus();
    // Each step waits for what a screen reader hears before the next key.
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    const heard = () => liveRegion.textContent();
    await page.keyboard.press('Space');
    await expect.poll(heard).toBe(`${before[1]} moved to position 2.`);
    await page.keyboard.press('ArrowUp');
    await expect.poll(heard).toBe(`${before[1]} moved to position 1.`);
    await page.keyboard.press('Space');
    await expect.poll(() => subjects.names()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('deletes a subject after confirming, and brings it back with undo', async () => {
    const { page, subjects } = await signedInTeacher();
    await page.getByRole('button', { name: 'Delete Year 8 Science', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this subject?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await subjects.deleteSubject('Year 8 Science');
    await subjects.item('Year 8 Science').waitFor({ state: 'detached' });
    await page.getByText('“Year 8 Science” was deleted.', { exact: false }).waitFor();
    // Focus is on Undo at once: Enter brings the subject back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await page.keyboard.press('Enter');
    await subjects.item('Year 8 Science').getByRole('link').waitFor();

    await page.reload();
    await subjects.waitForList();
    expect(await subjects.names()).toContain('Year 8 Science');
  });

  it('restores a deleted subject from the archive page, where it is kept for 30 days', async () => {
    const { page, subjects } = await signedInTeacher();
    await subjects.deleteSubject('Year 10 Physics');
    await subjects.item('Year 10 Physics').waitFor({ state: 'detached' });
    await subjects.archivedLink().click();
    await page.waitForURL(`**${RIVERBANK}/archive`);
    const deleted = page.getByTestId('deleted-subject').filter({ hasText: 'Year 10 Physics' });
    await deleted.getByText('30 days left to restore', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Restore Year 10 Physics' }).click();
    await page.getByText('“Year 10 Physics” is back in your subjects.').waitFor();
    await deleted.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to subjects' }).click();
    await subjects.item('Year 10 Physics').getByRole('link').waitFor();
  });

  it('archives a subject, which leaves the list and is found on the archive page', async () => {
    const { page, subjects } = await signedInTeacher();
    await subjects.chooseFromMenu('Year 9 Chemistry', 'Archive');
    await subjects.item('Year 9 Chemistry').waitFor({ state: 'detached' });

    await subjects.archivedLink().click();
    await page.waitForURL(`**${RIVERBANK}/archive`);
    await page.getByRole('heading', { level: 1, name: 'Archived subjects' }).waitFor();
    expect(await page.title()).toContain(RIVERBANK_NAME);
    const archived = page.getByTestId('archived-subject');
    await archived.filter({ hasText: 'Year 9 Chemistry' }).waitFor();
    await archived.filter({ hasText: 'Year 7 Science 2025' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Unarchive Year 9 Chemistry' }).click();
    await archived.filter({ hasText: 'Year 9 Chemistry' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to subjects' }).click();
    await subjects.item('Year 9 Chemistry').getByRole('link').waitFor();
  });

  it('removes a subject archived elsewhere from an open list, without a reload', async () => {
    const { page, subjects } = await signedInTeacher();
    await subjects.item('Year 10 Physics').waitFor();
    const id = await subjects.item('Year 10 Physics').getAttribute('data-subject-id');
    const me = (await (await page.request.get('/v3/auth/me')).json()) as { csrfToken: string };
    const res = await page.request.post(`/v3/subjects/${id}/actions/archive`, {
      headers: { 'x-csrf-token': me.csrfToken },
    });
    expect(res.status()).toBe(200);
    await subjects.item('Year 10 Physics').waitFor({ state: 'detached' });
  });

  it('opens a subject from the list, and every URL shape of a subject leads to its one URL', async () => {
    const { page, subjects } = await signedInTeacher();
    const id = await subjects.item('Year 7 Science').getAttribute('data-subject-id');
    await subjects.item('Year 7 Science').getByRole('link').click();
    const canonical = `${RIVERBANK}/sci-7a-${id}`;
    await page.waitForURL(`**${canonical}`);
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science' }).waitFor();
    await page.getByText('Subject code: SCI-7A').waitFor();
    await page.getByRole('main').getByText('Tessa Teacher', { exact: true }).waitFor();
    await page.getByText('1 student', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Lessons' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    for (const shape of [
      `/app/inst-1/subject-${id}`,
      `/app/institution-1/subject-${id}`,
      `/app/riverbank-high-1/subject-${id}`,
      `/institutions/1/subjects/${id}`,
    ]) {
      await page.goto(shape);
      await page.waitForURL(`**${canonical}`);
      await page.getByRole('heading', { level: 1, name: 'Year 7 Science' }).waitFor();
    }
  });
});

describe('a school admin and an empty school', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows an admin the staff and usage links, which lead to the admins and the counts', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'admin@demo.test');
    await new SubjectsPage(page).waitForList();
    await page.getByRole('link', { name: 'Admin staff' }).click();
    await page.waitForURL(`**${RIVERBANK}/admin/staff`);
    await page.getByRole('heading', { level: 1, name: 'Admin staff' }).waitFor();
    await page.getByRole('link', { name: 'admin@demo.test' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to subjects' }).click();
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.waitForURL('**/app/institutions/1/admin/usage');
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();

    await page.goto(`${RIVERBANK}/billing`);
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByText(/Your school's access runs until/).waitFor();
  });

  it("shows a subject creator's empty view at a school with no subjects, and no archive to visit", async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/app/hillside-college-2', 'teacher@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList('Hillside College');
    const empty = page.getByTestId('subject-list-empty');
    await empty.getByRole('heading', { level: 2, name: 'No subjects yet' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Your subjects' }).count()).toBe(0);
    await page.getByText('Give your first subject a name your students will recognise').waitFor();
    await empty.getByRole('button', { name: 'Create your first subject' }).click();
    await expect
      .poll(() => page.getByLabel('Subject name').evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(await subjects.archivedLink().count()).toBe(0);
    expect(await page.getByTestId('archived-link-disabled').getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });
});
