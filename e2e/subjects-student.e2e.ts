import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

describe("a student's subjects", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows the subjects the student is in, with nothing to create, reorder or delete', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'student@demo.test');
    await page.waitForURL(`**${RIVERBANK}`);
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    expect([...(await subjects.names())].sort()).toEqual(['Year 7 Science', 'Year 9 Chemistry']);
    await page.getByText("These are the subjects you're enrolled in.", { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Create a subject' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reorder / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByTestId('auto-archived-notice').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin staff' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Billing' }).count()).toBe(0);
    expect(await page.getByRole('complementary', { name: "What's new" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the school's admin pages, and the staff's e-mail addresses, from a student who opens them by address", async () => {
    const { page } = await journey.newPage();
    const adminLists: string[] = [];
    page.on('request', (request) => {
      if (/\/v3\/institutions\/\d+\/admins/.test(request.url())) adminLists.push(request.url());
    });
    await new SignInPage(page).signInFrom(`${RIVERBANK}/admin/staff`, 'student@demo.test');
    await page.getByText("Only the school's admins and heads of science can see this page.").waitFor();
    expect(await page.getByText('@demo.test').count()).toBe(0);
    await page.goto('/app/institutions/1/admin/usage');
    await page.getByText("Only the school's admins and heads of science can see this page.").waitFor();
    expect(adminLists).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("finds last year's subject on the archive page, with no way to unarchive it", async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    await subjects.archivedLink().click();
    await page.waitForURL(`**${RIVERBANK}/archive`);
    await page.getByRole('heading', { level: 1, name: 'Archived subjects' }).waitFor();
    const archived = page.getByTestId('archived-subject');
    await archived.filter({ hasText: 'Year 7 Science 2025' }).waitFor();
    expect(await archived.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Unarchive/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await archived.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science 2025' }).waitFor();
    await page.getByText('This subject is archived.').waitFor();
  });

  it('inside the legacy mobile app, says once that the app is being retired, with a link to the web', async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.server.baseUrl,
      locale: 'en-AU',
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/140.0 SchoolScienceApp/3.2.1',
    });
    try {
      const page = await context.newPage();
      await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
      const dialog = page.getByRole('dialog', { name: 'This app is being retired' });
      await dialog.waitFor();
      const link = dialog.getByRole('link');
      expect(await link.getAttribute('href')).toBe(journey.server.baseUrl);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'I understand' }).click();
      await dialog.waitFor({ state: 'detached' });
      await new SubjectsPage(page).waitForList();
    } finally {
      await context.close();
    }
  });

  it('shows no such notice in a browser', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
    await new SubjectsPage(page).waitForList();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
