import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { EVERY_KIND, publishLesson } from './support/lessons.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('due dates on the subjects page', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it("lists a student's due lessons soonest first, flags the overdue one, and links to each", async () => {
    const { page } = await journey.newPage();
    const items = EVERY_KIND.slice(0, 1);
    await publishLesson(page, {
      title: 'Pressure in fluids',
      items,
      dueAt: new Date(Date.now() + 7 * DAY).toISOString(),
    });
    await publishLesson(page, {
      title: 'Plant tissues',
      items,
      dueAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });

    await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
    await new SubjectsPage(page).waitForList();
    const region = page.getByTestId('due-dates');
    await region.getByRole('link', { name: 'Pressure in fluids' }).waitFor();
    const titles = await region.getByRole('link').allTextContents();
    expect(titles.indexOf('Plant tissues')).toBeLessThan(titles.indexOf('Pressure in fluids'));
    const overdue = region
      .getByTestId('due-item')
      .filter({ has: page.getByRole('link', { name: 'Plant tissues' }) });
    await overdue.getByText('Overdue').waitFor();
    const upcoming = region
      .getByTestId('due-item')
      .filter({ has: page.getByRole('link', { name: 'Pressure in fluids' }) });
    expect(await upcoming.getByText('Overdue').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/lweb/due-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/lweb/due-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await region.getByRole('link', { name: 'Pressure in fluids' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pressure in fluids' }).waitFor();
    expect(page.url()).toMatch(/\/sci-7a-1\/lessons\/\d+$/);
  });

  it('says so when nothing is due', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/app/hillside-college-2', 'hillside.teacher@demo.test');
    await page.getByTestId('due-dates').getByText('No upcoming due dates.').waitFor();
  });
});
